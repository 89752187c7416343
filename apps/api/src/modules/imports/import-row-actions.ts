import type { ErrorCode, ImportKind, ImportRowData } from '@causeway/domain';
import { SandboxCardNetwork } from '../../adapters/card-network/card-network.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { apiError } from '../../lib/errors.ts';
import { createRecipient, createRecipientWithBankAccount } from '../bank-transfers/recipients.ts';
import { createTransfer } from '../bank-transfers/transfers.ts';
import { orderAndShip } from '../card-orders/order-and-ship.ts';
import { loadCards } from '../cards/card-loads.ts';
import { issueContextFor, issueVirtualCards } from '../cards/issue-virtual-cards.ts';
import { assertPermission, type BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** What the worker hands the modules a row goes through: the settings, the key and the outbox. */
export type ImportJobContext = { config: Config; masterKey: Buffer; outbox: Outbox };

type RowAction<K extends ImportKind> = (
  tx: Database,
  context: ImportJobContext,
  access: BusinessAccess,
  actor: Actor,
  data: ImportRowData[K],
) => Promise<string>;

const network = new SandboxCardNetwork();

/**
 * Each kind's row through the request-free module the dialogs use, never a copy of it; each
 * answers the id of what it made (the load's journal entry, the card, the recipient, the transfer).
 */
export const ROW_ACTIONS: { [K in ImportKind]: RowAction<K> } = {
  card_loads: async (tx, context, access, actor, row) => {
    const { results } = await loadCards(
      tx,
      access,
      {
        loads: [{ cardId: row.cardId, amountCents: row.amountCents }],
        memo: row.memo,
        customFields: row.customFields,
      },
      actor.userId,
      context.config.fixedCustomFields,
    );
    const [result] = results;
    // The module answers a card it cannot load as a failed result; a row refused is thrown, so its
    // refusal is kept under the row's key like any other.
    if (result?.status !== 'loaded') throw apiError(result!.code as ErrorCode, result!.message);
    return result.entryId;
  },
  virtual_cards: async (tx, context, access, _actor, row) => {
    const [card] = await issueVirtualCards(tx, issueContextFor(tx, context), access.business, [row]);
    return card!.id;
  },
  physical_orders: async (tx, context, access, actor, row) => {
    const { firstName, lastName, email, phone, shipmentMethod, ...address } = row;
    const { card } = await orderAndShip(
      tx,
      { network, masterKey: context.masterKey, outbox: context.outbox, publicUrl: context.config.publicUrl },
      access.business,
      {
        cardholder: { firstName, lastName, email, phone },
        shippingAddress: { firstName, lastName, ...address },
        shipmentMethod,
      },
      actor.userId,
    );
    return card.id;
  },
  recipients: async (tx, context, access, actor, row) => {
    const recipientContext = {
      outbox: context.outbox,
      publicUrl: context.config.publicUrl,
      masterKey: context.masterKey,
      sandbox: context.config.sandbox,
    };
    const { bankAccount, ...recipient } = row;
    if (!bankAccount) {
      const created = await createRecipient(
        tx,
        recipientContext,
        access,
        { ...recipient, sendIntakeEmail: true },
        actor.userId,
      );
      return created.recipient.id;
    }
    // Bank details entered by staff need their own permission, as in the dialog.
    assertPermission(access, 'addBankDetails', actor.config);
    const created = await createRecipientWithBankAccount(
      tx,
      recipientContext,
      access,
      { ...recipient, bankAccount },
      actor.userId,
    );
    return created.recipient.id;
  },
  payments: async (tx, context, access, actor, row) => {
    const { transfer } = await createTransfer(
      tx,
      access,
      row,
      actor.userId,
      context.config.fixedCustomFields,
    );
    return transfer.id;
  },
};
