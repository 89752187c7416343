import { metadataEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import {
  addTargetMetadata,
  readTargetMetadata,
  removeTargetMetadata,
  replaceTargetMetadata,
} from './metadata-store.ts';

/** Key and value pairs on cards and cardholders (spec §7 "Metadata"); writes need editMetadata. */
export const metadataRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(metadataEndpoints.get, ({ db, actor, query }) => readTargetMetadata(db, actor, query)),
    route(metadataEndpoints.create, ({ db, actor, body, recordPermission }) =>
      addTargetMetadata(db, actor, body, recordPermission),
    ),
    route(metadataEndpoints.replace, ({ db, actor, body, recordPermission }) =>
      replaceTargetMetadata(db, actor, body, recordPermission),
    ),
    route(metadataEndpoints.remove, ({ db, actor, body, recordPermission }) =>
      removeTargetMetadata(db, actor, body, recordPermission),
    ),
  ]);
