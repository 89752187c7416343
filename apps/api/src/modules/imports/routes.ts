import { importEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { EndpointReply, registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { cancelImport } from './cancel-import.ts';
import { confirmImport } from './confirm-import.ts';
import { authorizeImport } from './import-access.ts';
import { listImportRows, listImports, resultHeaders } from './import-queries.ts';
import { importView } from './import-views.ts';
import { importResultFile } from './result-file.ts';
import { importableKinds, uploadImport } from './upload-import.ts';

/** The file name of a result file: the uploaded name with "-result", ASCII only for the header. */
const resultFileName = (fileName: string) =>
  `${fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_') || 'import'}-result.csv`;

/** CSV imports (business spec §2.1): upload and check, confirm, progress, rows, result file, history. */
export const importRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(importEndpoints.upload, ({ db, actor, business, body }) => uploadImport(db, actor, business, body)),
    route(importEndpoints.list, ({ db, actor, business, query }) =>
      listImports(db, business.business.id, {
        ...query,
        kinds: importableKinds(actor, business, query.kind),
        cursor: decodeCursor(query.cursor),
      }),
    ),
    route(importEndpoints.details, async ({ db, actor, business, params }) => {
      const record = await authorizeImport(db, actor, business, params.importId);
      return { import: await importView(db, record.id) };
    }),
    route(importEndpoints.rows, async ({ db, actor, business, params, query }) => {
      const record = await authorizeImport(db, actor, business, params.importId);
      return listImportRows(db, record.id, query);
    }),
    route(importEndpoints.confirm, ({ db, actor, business, params, body }) =>
      confirmImport(db, actor, business, params.importId, body),
    ),
    route(importEndpoints.cancel, ({ db, actor, business, params }) =>
      cancelImport(db, actor, business, params.importId),
    ),
    route(importEndpoints.result, async ({ db, actor, business, params }) => {
      const record = await authorizeImport(db, actor, business, params.importId);
      const headers = await resultHeaders(db, record);
      return new EndpointReply(importResultFile(db, record, headers), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${resultFileName(record.fileName)}"`,
          'cache-control': 'no-store',
        },
      });
    }),
  ]);
