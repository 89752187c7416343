import { businessEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { getBusinessAddress } from './address.ts';
import { addMember } from './member-invitations.ts';
import { listBusinessMembers, removeMember } from './members.ts';
import { createProgram, listPrograms } from './programs.ts';
import { createSettings, getSettings, patchSettingsIfMatch } from './settings.ts';

/** A business's programs, members, settings and address (spec §7 "Business"). */
export const businessRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(businessEndpoints.programs, ({ db, business, query }) =>
      listPrograms(db, business, { limit: query.limit, cursor: decodeCursor(query.cursor) }),
    ),
    route(businessEndpoints.createProgram, ({ db, business, body }) => createProgram(db, business, body)),
    route(businessEndpoints.members, ({ db, business, query }) =>
      listBusinessMembers(db, business, { limit: query.limit, cursor: decodeCursor(query.cursor) }),
    ),
    route(businessEndpoints.inviteMember, ({ db, business, body, services }) =>
      addMember(db, { outbox: services.outbox, publicUrl: services.config.publicUrl }, business, body),
    ),
    route(businessEndpoints.removeMember, async ({ db, business, params }) => {
      await removeMember(db, business, params.userId);
      return null;
    }),
    route(businessEndpoints.settings, ({ db, business, services }) =>
      getSettings(db, business.business.id, services.config.fixedCustomFields),
    ),
    route(businessEndpoints.createSettings, ({ db, business, body, services }) =>
      createSettings(db, business.business.id, body, services.config.fixedCustomFields),
    ),
    route(businessEndpoints.patchSettings, ({ db, business, body, headers, services }) =>
      patchSettingsIfMatch(
        db,
        business.business.id,
        headers['if-match'],
        body,
        services.config.fixedCustomFields,
      ),
    ),
    route(businessEndpoints.address, ({ db, business }) => getBusinessAddress(db, business)),
  ]);
