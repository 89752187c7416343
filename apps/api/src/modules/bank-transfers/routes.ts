import { bankTransferEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import type { Services } from '../../plugins/services.ts';
import { addBankAccountByStaff } from './bank-account-entry.ts';
import { intakeStatusOf, retryIntake } from './intake.ts';
import { listRecipientActivities } from './recipient-activities.ts';
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
});

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
      db.transaction((tx) =>
        addBankAccountByStaff(tx, contextOf(services), business, recipient, body, actor.userId),
      ),
    ),
    route(bankTransferEndpoints.intakeStatus, ({ db, business, recipient }) =>
      intakeStatusOf(db, recipient, detailsHiddenFor(business)),
    ),
    route(bankTransferEndpoints.retryIntake, ({ db, services, business, recipient, actor }) =>
      db.transaction((tx) =>
        retryIntake(tx, contextOf(services), recipient, actor.userId, detailsHiddenFor(business)),
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
  ]);
