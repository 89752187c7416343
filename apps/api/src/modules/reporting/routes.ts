import { reportingEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { bankTransferKeyMetrics } from './bank-transfer-key-metrics.ts';
import { cardKeyMetrics } from './card-key-metrics.ts';
import { transactionCategories } from './transaction-categories.ts';

/** Reports (business spec §7 "Business"): every figure covers only the businesses the caller reaches. */
export const reportingRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(reportingEndpoints.cardKeyMetrics, ({ db, business, query }) =>
      cardKeyMetrics(db, business, query),
    ),
    route(reportingEndpoints.transactionCategories, ({ db, actor, business, query }) =>
      transactionCategories(db, actor, business, query),
    ),
    route(reportingEndpoints.bankTransferKeyMetrics, ({ db, business, query }) =>
      bankTransferKeyMetrics(db, business, query),
    ),
  ]);
