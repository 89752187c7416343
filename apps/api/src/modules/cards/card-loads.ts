import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { cards, ledgerAccounts } from '../../db/schema/index.ts';
import { businessAccountId, toBalance } from '../../ledger/accounts.ts';
import {
  insufficientFunds,
  type LockedAccount,
  movedBalance,
  planLockedEntries,
  postEntry,
} from '../../ledger/post-entry.ts';
import { combineWriteParts, type WriteParts } from '../../ledger/write-parts.ts';
import { ApiError, badRequest, conflict, detail, notFound } from '../../lib/errors.ts';
import { type MoneyMoveAttempt, NeedsLocks, writeOrDefer } from '../../lib/idempotency.ts';
import { recordCardActivities, recordCardActivity } from '../activities/record-activity.ts';
import { checkCustomFieldValues } from '../businesses/custom-field-values.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { loadActivityParts } from './card-load-writes.ts';

type Card = typeof cards.$inferSelect;
export type LoadInput = {
  loads: { cardId: string; amountCents: number }[];
  memo?: string | undefined;
  customFields?: Record<string, string> | undefined;
};

/**
 * The unlocked attempt's check, in its write statement, that the cards it read are still this
 * business's and still open (a card closed since refuses the statement; the load runs again under
 * the locks). A card named twice in one load is one row.
 */
function cardsStillOpen(businessId: string, cardIds: string[]): WriteParts {
  return {
    ctes: [],
    columns: [
      sql`money_move_expect((select count(*) from ${cards} where ${inArray(cards.id, cardIds)}
        and ${cards.businessId} = ${businessId}::uuid and ${cards.status} <> 'closed') = ${new Set(cardIds).size}, 'cards open') as cards_open`,
    ],
  };
}

/** Closed cards hold their last balance for withdrawal only; every other status can receive funds. */
function assertCanReceiveFunds(card: Card) {
  if (card.status === 'closed')
    throw conflict('card_closed', 'This card is closed and cannot receive funds.');
}

/**
 * The cards asked for and the ledger rows a load moves (the business's funding account and the
 * cards' accounts), read and locked in one statement, in id order like every other writer; read
 * without the lock for an unlocked attempt (its write statement locks them).
 */
async function readLoadAccounts(tx: Database, businessId: string, cardIds: string[], lock: boolean) {
  const query = tx
    .select({ account: ledgerAccounts, card: cards })
    .from(ledgerAccounts)
    .leftJoin(cards, eq(cards.accountId, ledgerAccounts.id))
    .where(
      or(
        and(eq(ledgerAccounts.businessId, businessId), eq(ledgerAccounts.kind, 'funding')),
        inArray(
          ledgerAccounts.id,
          tx.select({ id: cards.accountId }).from(cards).where(inArray(cards.id, cardIds)),
        ),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));
  const rows = await (lock ? query.for('update', { of: ledgerAccounts }) : query);
  const funding = rows.find((row) => row.account.kind === 'funding' && row.account.businessId === businessId);
  return {
    fundingAccountId: funding?.account.id,
    locked: new Map<string, LockedAccount>(rows.map(({ account }) => [account.id, account])),
    cardsById: new Map(rows.flatMap(({ card }) => (card ? [[card.id, card] as const] : []))),
  };
}

/**
 * Loads many cards from the business's funding account: one journal entry and one
 * `card_funds_loaded` activity (and its webhook event) per card, every row locked once, and every
 * entry, activity and event written in one statement. A card that fails (unknown, closed, not enough funds) is answered as failed and nothing
 * of it is written, so the others stay loaded. With `untilFundsEnd`, the first card the funds cannot
 * cover ends the loading: the cards after it fail too, even smaller ones (an autoload's "load in
 * order until the funds end").
 */
export async function loadCards(
  tx: Database,
  access: BusinessAccess,
  input: LoadInput,
  userId: string,
  fixedCustomFields: FixedCustomFields,
  options: { untilFundsEnd?: boolean; attempt?: MoneyMoveAttempt } = {},
) {
  // Planned on unlocked rows, a load is written only when every card passes; a refusal is made
  // under the locks (runIdempotent runs the load again there), never on a read that may be stale.
  const unlocked = options.attempt?.unlocked === true;
  const customFields = await checkCustomFieldValues(
    tx,
    access.business,
    'financial_account_load',
    input.customFields,
    fixedCustomFields,
  );
  const cardIds = input.loads.map((load) => load.cardId);
  let accounts = await readLoadAccounts(tx, access.business.id, cardIds, !unlocked);
  if (!accounts.fundingAccountId) {
    // A business that never held money has no funding row yet: make it, then lock again.
    if (unlocked) throw new NeedsLocks();
    await businessAccountId(tx, access.business.id, 'funding');
    accounts = await readLoadAccounts(tx, access.business.id, cardIds, true);
  }
  const fundingAccountId = accounts.fundingAccountId!;
  const funding = accounts.locked.get(fundingAccountId)!;

  // Each card's refusal, or its entry; the entries are posted together below.
  let availableCents = funding.balanceCents - funding.heldCents;
  let fundsEnded = false;
  const planned = input.loads.map((load) => {
    try {
      const card = accounts.cardsById.get(load.cardId);
      if (!card || card.businessId !== access.business.id) throw notFound('Card');
      assertCanReceiveFunds(card);
      if (fundsEnded || load.amountCents > availableCents) {
        fundsEnded = options.untilFundsEnd === true;
        throw insufficientFunds();
      }
      availableCents -= load.amountCents;
      return {
        ok: true as const,
        load,
        card,
        entry: {
          organizationId: access.topLevelBusinessId,
          kind: 'card_load' as const,
          memo: input.memo ?? null,
          customFields,
          createdByUserId: userId,
          postings: [
            { accountId: fundingAccountId, amountCents: -load.amountCents },
            { accountId: card.accountId, amountCents: load.amountCents },
          ],
        },
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { ok: false as const, load, refusal: error };
    }
  });
  if (unlocked && planned.some((plan) => !plan.ok)) throw new NeedsLocks();
  const toPost = planned.flatMap((plan) => (plan.ok ? [plan.entry] : []));
  // Answered from the locked rows; the writes go out in one statement, or with the stored
  // Idempotency-Key answer when runIdempotent runs this load.
  const { outcomes: posted, parts } = planLockedEntries(accounts.locked, toPost);
  let postedIndex = 0;
  const results = planned.map((plan) => {
    // A card refused before posting, or an entry the ledger refused, fails alone.
    const outcome = plan.ok ? posted[postedIndex++]! : plan.refusal;
    if (outcome instanceof ApiError || !plan.ok) {
      return {
        cardId: plan.load.cardId,
        status: 'failed' as const,
        amountCents: plan.load.amountCents,
        code: (outcome as ApiError).code,
        message: (outcome as ApiError).message,
      };
    }
    return {
      cardId: plan.load.cardId,
      status: 'loaded' as const,
      amountCents: plan.load.amountCents,
      entryId: outcome.entryId,
      balance: outcome.balances.get(plan.card.accountId)!,
    };
  });
  if (parts) {
    const loaded = results.flatMap((result) => (result.status === 'loaded' ? [result] : []));
    const activities = loadActivityParts(
      loaded.map((result) => ({
        cardId: result.cardId,
        businessId: access.business.id,
        actorUserId: userId,
        amountCents: result.amountCents,
        entryId: result.entryId,
      })),
    );
    // The balances as the write statement leaves them: after an unlocked plan, they may differ from
    // the rows it read (another load from the same funding account came first).
    const slots = [
      ...results.flatMap((result, index) =>
        result.status === 'loaded'
          ? [
              {
                path: ['results', index, 'balance'],
                value: movedBalance(accounts.cardsById.get(result.cardId)!.accountId),
              },
            ]
          : [],
      ),
      { path: ['fundingBalance'], value: movedBalance(fundingAccountId) },
    ];
    const writes = unlocked
      ? [
          parts,
          activities,
          cardsStillOpen(
            access.business.id,
            loaded.map((result) => result.cardId),
          ),
        ]
      : [parts, activities];
    await writeOrDefer(tx, combineWriteParts(writes), slots);
  }
  const loadedCount = results.filter((result) => result.status === 'loaded').length;
  return {
    results,
    loadedCount,
    failedCount: results.length - loadedCount,
    fundingBalance: toBalance(funding),
  };
}

/** Moves funds from one card to another card of the same business. */
export async function transferBetweenCards(
  tx: Database,
  access: BusinessAccess,
  input: { fromCardId: string; toCardId: string; amountCents: number; memo?: string | undefined },
  userId: string,
) {
  if (input.fromCardId === input.toCardId) throw badRequest([detail('toCardId', 'sameCard')]);
  const pair = await tx
    .select()
    .from(cards)
    .where(inArray(cards.id, [input.fromCardId, input.toCardId]));
  const from = pair.find((card) => card.id === input.fromCardId && card.businessId === access.business.id);
  const to = pair.find((card) => card.id === input.toCardId && card.businessId === access.business.id);
  if (!from || !to) throw notFound('Card');
  assertCanReceiveFunds(to);
  const entry = await postEntry(tx, {
    organizationId: access.topLevelBusinessId,
    kind: 'card_transfer',
    memo: input.memo ?? null,
    createdByUserId: userId,
    postings: [
      { accountId: from.accountId, amountCents: -input.amountCents },
      { accountId: to.accountId, amountCents: input.amountCents },
    ],
  });
  // Both cards show the move in their activity, each from its own side.
  const details = {
    amountCents: input.amountCents,
    entryId: entry.entryId,
    fromCardId: from.id,
    toCardId: to.id,
  };
  await recordCardActivities(
    tx,
    [from, to].map((card) => ({
      cardId: card.id,
      businessId: card.businessId,
      type: 'card_funds_transferred' as const,
      actorUserId: userId,
      details,
    })),
  );
  return {
    entryId: entry.entryId,
    from: { cardId: from.id, balance: entry.balances.get(from.accountId)! },
    to: { cardId: to.id, balance: entry.balances.get(to.accountId)! },
  };
}

/** Returns funds from a card to its business's funding account (allowed for any card status). */
export async function withdrawFromCard(
  tx: Database,
  card: Card,
  access: BusinessAccess,
  input: { amountCents: number; memo?: string | undefined },
  userId: string,
) {
  const fundingAccountId = await businessAccountId(tx, card.businessId, 'funding');
  const entry = await postEntry(tx, {
    organizationId: access.topLevelBusinessId,
    kind: 'card_withdrawal',
    memo: input.memo ?? null,
    createdByUserId: userId,
    postings: [
      { accountId: card.accountId, amountCents: -input.amountCents },
      { accountId: fundingAccountId, amountCents: input.amountCents },
    ],
  });
  await recordCardActivity(tx, {
    cardId: card.id,
    businessId: card.businessId,
    type: 'card_funds_withdrawn_to_funding_account',
    actorUserId: userId,
    details: { amountCents: input.amountCents, entryId: entry.entryId },
  });
  return {
    entryId: entry.entryId,
    balance: entry.balances.get(card.accountId)!,
    fundingBalance: entry.balances.get(fundingAccountId)!,
  };
}
