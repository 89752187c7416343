import { autoloadEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import {
  addAutoloadCards,
  createAutoload,
  getAutoload,
  getAutoloadCards,
  getRunResults,
  removeAutoloadCards,
  updateAutoload,
} from './autoload-commands.ts';
import { listAutoloads } from './autoload-views.ts';

/** Scheduled card loads (issue 14, spec §7 "Autoloads"); the worker runs them (run-autoload-jobs.ts). */
export const autoloadRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(autoloadEndpoints.list, ({ db, business, query }) =>
      listAutoloads(db, business.visibleBusinessIds, { ...query, cursor: decodeCursor(query.cursor) }),
    ),
    route(autoloadEndpoints.create, ({ db, business, body, actor, services }) =>
      createAutoload(db, business, body, actor, {
        nowMs: Date.now(),
        fixedCustomFields: services.config.fixedCustomFields,
      }),
    ),
    route(autoloadEndpoints.details, ({ db, actor, params }) =>
      getAutoload(db, actor, params.autoloadProfileId),
    ),
    route(autoloadEndpoints.cards, ({ db, actor, params, query }) =>
      getAutoloadCards(db, actor, params.autoloadProfileId, { ...query, cursor: decodeCursor(query.cursor) }),
    ),
    route(autoloadEndpoints.runResults, ({ db, actor, params, query }) =>
      getRunResults(db, actor, params.autoloadProfileId, params.runId, query),
    ),
    route(autoloadEndpoints.update, ({ db, actor, params, body }) =>
      updateAutoload(db, actor, params.autoloadProfileId, body, { nowMs: Date.now() }),
    ),
    route(autoloadEndpoints.addCards, ({ db, actor, params, body }) =>
      addAutoloadCards(db, actor, params.id, body.cardIds),
    ),
    route(autoloadEndpoints.removeCards, ({ db, actor, params, body }) =>
      removeAutoloadCards(db, actor, params.id, body.cardIds),
    ),
  ]);
