import {
  achDetailsResponseSchema,
  depositsQuerySchema,
  depositsResponseSchema,
  fundingAccountsResponseSchema,
  fundingTransferBodySchema,
  fundingTransferResponseSchema,
  idParamsSchema,
  prefundingBalanceResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCursor } from '../../lib/cursor.ts';
import { moneyErrors, protectedErrors } from '../../lib/error-responses.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { achDetailsFor } from './ach-details.ts';
import { fundingAccountView, fundingBalance, fundingBalances } from './balances.ts';
import { listDeposits } from './deposits.ts';
import { organizationBusinesses } from './organization.ts';
import { transferFunding } from './transfers.ts';

/** Funding accounts of an organisation and its programs (spec §7 "Business"). */
export const fundingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.services;
  const tags = ['funding'];

  app.get(
    '/businesses/:id/prefundingAchDetails',
    {
      schema: {
        tags,
        summary: 'Account and routing number to push ACH deposits to',
        params: idParamsSchema,
        response: { 200: achDetailsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(request, request.params.id, 'viewACHDetails');
      return achDetailsFor(db, business);
    },
  );

  app.get(
    '/businesses/:id/prefundingBalance',
    {
      schema: {
        tags,
        summary: "The business's funding balance",
        params: idParamsSchema,
        response: { 200: prefundingBalanceResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(request, request.params.id, 'fundingAccountView');
      return { businessId: business.id, balance: await fundingBalance(db, business.id) };
    },
  );

  app.get(
    '/businesses/:id/fundingAccounts',
    {
      schema: {
        tags,
        summary: 'Funding accounts: the organisation and its programs (a program sees its own)',
        params: idParamsSchema,
        response: { 200: fundingAccountsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const access = await authorizeBusiness(request, request.params.id, 'fundingAccountView');
      const organisation = await organizationBusinesses(db, access.topLevelBusinessId);
      const visible = organisation.filter((business) => access.visibleBusinessIds.includes(business.id));
      const balances = await fundingBalances(
        db,
        visible.map((business) => business.id),
      );
      return {
        fundingAccounts: visible.map((business) => fundingAccountView(business, balances.get(business.id)!)),
      };
    },
  );

  app.get(
    '/businesses/:id/fundingAccountDeposits',
    {
      schema: {
        tags,
        summary: 'Deposits and transfers in and out of the funding account',
        params: idParamsSchema,
        querystring: depositsQuerySchema,
        response: { 200: depositsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(request, request.params.id, 'fundingAccountView');
      const { type, cursor, limit } = request.query;
      return listDeposits(db, business.id, { type, cursor: decodeCursor(cursor), limit });
    },
  );

  app.post(
    '/businesses/:id/fundingAccount/transfer',
    {
      schema: {
        tags,
        summary: 'Move funds between the organisation and its programs (Idempotency-Key required)',
        params: idParamsSchema,
        body: fundingTransferBodySchema,
        response: { 201: fundingTransferResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(request, request.params.id, 'transferFunds');
      // Each business the transfer touches is authorized on its own: the money leaves a business
      // where the caller holds transferFunds and reaches one the caller can see.
      await authorizeBusiness(request, request.body.fromBusinessId, 'transferFunds');
      await authorizeBusiness(request, request.body.toBusinessId);
      const result = await runIdempotent(db, request, async (tx) => ({
        status: 201 as const,
        body: await transferFunding(
          tx,
          access,
          request.body,
          callerOf(request).userId,
          config.fixedCustomFields,
        ),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );
};
