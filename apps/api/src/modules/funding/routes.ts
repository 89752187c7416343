import { fundingEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { achDetailsFor } from './ach-details.ts';
import { fundingAccountsOf, fundingBalance } from './balances.ts';
import { listDeposits } from './deposits.ts';
import { transferFunding } from './transfers.ts';

/** Funding accounts of an organisation and its programs (spec §7 "Business"). */
export const fundingRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(fundingEndpoints.achDetails, ({ db, business }) => achDetailsFor(db, business.business)),
    route(fundingEndpoints.balance, async ({ db, business }) => ({
      businessId: business.business.id,
      balance: await fundingBalance(db, business.business.id),
    })),
    route(fundingEndpoints.accounts, ({ db, business }) => fundingAccountsOf(db, business)),
    route(fundingEndpoints.deposits, ({ db, business, query: { type, cursor, limit } }) =>
      listDeposits(db, business.business.id, { type, cursor: decodeCursor(cursor), limit }),
    ),
    route(
      fundingEndpoints.transfer,
      ({ db, actor, business, body, services }) =>
        transferFunding(db, business, body, actor.userId, services.config.fixedCustomFields),
      {
        // Each business the transfer touches is authorized on its own: the money leaves a business
        // where the caller holds transferFunds and reaches one the caller can see.
        precheck: async ({ db, actor, body }) => {
          await authorizeBusiness(db, actor, body.fromBusinessId, 'transferFunds');
          await authorizeBusiness(db, actor, body.toBusinessId);
        },
      },
    ),
  ]);
