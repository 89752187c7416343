import { bankTransferEndpoints, recipientIntakeEndpoints } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recipients } from '../../db/schema/index.ts';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { apiError } from '../../lib/errors.ts';
import type { Services } from '../../plugins/services.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { addBankAccountByStaff } from './bank-account-entry.ts';
import { activeBankAccount } from './bank-accounts.ts';
import { intakeStatusOf, retryIntake } from './intake.ts';
import { sendIntakeCode, startIntakeSession } from './intake-codes.ts';
import { confirmMicroDeposits } from './micro-deposits.ts';
import { listRecipientActivities } from './recipient-activities.ts';
import { addBankAccountByRecipient } from './recipient-bank-entry.ts';
import { bankLinkToken, linkBankAccount } from './recipient-bank-link.ts';
import {
  createRecipient,
  createRecipientWithBankAccount,
  detailsHiddenFor,
  listRecipients,
  type RecipientContext,
  recipientDetails,
  updateRecipient,
} from './recipients.ts';
import { approveTransfer, createTransfer, listTransfers, rejectTransfer } from './transfers.ts';

const contextOf = (services: Services): RecipientContext => ({
  outbox: services.outbox,
  publicUrl: services.config.publicUrl,
  masterKey: services.masterKey,
  sandbox: services.config.sandbox,
});

/** The recipient's own session sees their details in full (last 4 only, as everyone). */
const hiddenFor = (business: BusinessAccess | null) => (business ? detailsHiddenFor(business) : false);

const reread = async (db: Database, recipientId: string) =>
  (await db.select().from(recipients).where(eq(recipients.id, recipientId)))[0]!;

/** Recipients, their bank accounts and intake, and the transfers that pay them (spec §7 "Bank transfers"). */
export const bankTransferRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(bankTransferEndpoints.createRecipient, ({ db, services, business, body, actor }) =>
      db.transaction((tx) => createRecipient(tx, contextOf(services), business, body, actor.userId)),
    ),
    route(bankTransferEndpoints.createRecipientWithBankAccount, ({ db, services, business, body, actor }) =>
      db.transaction((tx) =>
        createRecipientWithBankAccount(tx, contextOf(services), business, body, actor.userId),
      ),
    ),
    route(bankTransferEndpoints.recipients, ({ db, business, query }) =>
      listRecipients(db, business, { ...query, cursor: decodeCursor(query.cursor) }),
    ),
    route(bankTransferEndpoints.recipient, ({ db, business, recipient }) =>
      recipientDetails(db, business, recipient),
    ),
    route(bankTransferEndpoints.updateRecipient, ({ db, business, recipient, body, actor }) =>
      db.transaction((tx) => updateRecipient(tx, business, recipient, body, actor.userId)),
    ),
    route(bankTransferEndpoints.recipientActivities, ({ db, recipient, query }) =>
      listRecipientActivities(db, recipient.id, { limit: query.limit, cursor: decodeCursor(query.cursor) }),
    ),
    route(bankTransferEndpoints.addBankAccount, ({ db, services, business, recipient, body, actor }) =>
      db.transaction(async (tx) => {
        if (!business || !actor) {
          await addBankAccountByRecipient(tx, contextOf(services), recipient, body);
          return recipientDetails(tx, null, await reread(tx, recipient.id));
        }
        return addBankAccountByStaff(tx, contextOf(services), business, recipient, body, actor.userId);
      }),
    ),
    route(bankTransferEndpoints.intakeStatus, ({ db, business, recipient }) =>
      intakeStatusOf(db, recipient, hiddenFor(business)),
    ),
    route(bankTransferEndpoints.retryIntake, ({ db, services, business, recipient, actor }) =>
      db.transaction((tx) =>
        retryIntake(
          tx,
          contextOf(services),
          recipient,
          actor ? { staffUserId: actor.userId } : 'recipient',
          hiddenFor(business),
        ),
      ),
    ),
    route(bankTransferEndpoints.recipientTransfers, ({ db, business, recipient, query }) =>
      listTransfers(db, business, [recipient.businessId], {
        recipientId: recipient.id,
        limit: query.limit,
        cursor: decodeCursor(query.cursor),
      }),
    ),
    route(bankTransferEndpoints.transfers, ({ db, business, query }) =>
      listTransfers(db, business, business.visibleBusinessIds, {
        ...query,
        cursor: decodeCursor(query.cursor),
      }),
    ),
    route(bankTransferEndpoints.createTransfer, ({ db, services, business, body, actor }) =>
      createTransfer(db, business, body, actor.userId, services.config.fixedCustomFields),
    ),
    route(bankTransferEndpoints.approveTransfer, ({ db, business, transfer, actor }) =>
      db.transaction((tx) => approveTransfer(tx, business, transfer.id, actor.userId)),
    ),
    route(bankTransferEndpoints.rejectTransfer, ({ db, business, transfer, body, actor }) =>
      db.transaction((tx) => rejectTransfer(tx, business, transfer.id, body.reason, actor.userId)),
    ),
    route(recipientIntakeEndpoints.sendCode, ({ db, services, body }) =>
      db.transaction((tx) => sendIntakeCode(tx, services.outbox, body)),
    ),
    route(recipientIntakeEndpoints.plaidLinkToken, ({ db, services, recipient, query, actor }) =>
      bankLinkToken(db, services.bankLink, recipient, query.language, actor === null),
    ),
    route(recipientIntakeEndpoints.plaidBankAccount, ({ db, services, business, recipient, body, actor }) =>
      db.transaction(async (tx) => {
        await linkBankAccount(
          tx,
          { ...contextOf(services), bankLink: services.bankLink },
          recipient,
          body,
          actor?.userId ?? null,
        );
        return intakeStatusOf(tx, await reread(tx, recipient.id), hiddenFor(business));
      }),
    ),
    route(recipientIntakeEndpoints.startSession, ({ db, body }) => startIntakeSession(db, body)),
    route(
      recipientIntakeEndpoints.verifyMicroDeposits,
      async ({ db, services, business, recipient, body }) => {
        const account = await activeBankAccount(db, recipient.id);
        if (account?.verificationStatus !== 'pending') throw apiError('micro_deposits_expired');
        await confirmMicroDeposits(db, services.outbox, account, body);
        return intakeStatusOf(db, await reread(db, recipient.id), hiddenFor(business));
      },
    ),
  ]);
