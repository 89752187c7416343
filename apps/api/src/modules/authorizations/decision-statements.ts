import { DEFAULT_TIME_ZONE, type DeclineReason, type SpendRuleType } from '@causeway/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { cardTransactions, SpendRuleConfig } from '../../db/schema/index.ts';
import type { WriteParts } from '../../ledger/write-parts.ts';
import type { WindowUsage } from '../spend-rules/evaluate-rules.ts';
import type { PurchaseInput } from './spend-rule-check.ts';

type Row = typeof cardTransactions.$inferSelect;

/** The running totals as card_current_windows answers them: {"day": [amountCents, count], …}. */
export type WindowTotals = Partial<Record<keyof WindowUsage, [number | string, number | string]>>;

/** Everything a decision reads, in one call of card_decision_read (migration 0032). */
export type DecisionRead = {
  businessId: string;
  accountId: string;
  status: string;
  balanceCents: number;
  heldCents: number;
  rules: { type: SpendRuleType; config: SpendRuleConfig }[];
  windows: WindowTotals;
};

/**
 * The card, its account's balance and holds, its spend rules and its running totals, in one round
 * trip. With `lock`, the account row is locked first (the caller's transaction keeps it).
 * Undefined when there is no such card.
 */
export async function readForDecision(
  db: Database,
  cardId: string,
  lock: boolean,
): Promise<DecisionRead | undefined> {
  const [row] = rowsOf<{
    business_id: string;
    account_id: string;
    status: string;
    balance_cents: number | string;
    held_cents: number | string;
    rules: DecisionRead['rules'];
    windows: WindowTotals;
  }>(await db.execute(sql`select * from card_decision_read(${cardId}::uuid, ${lock}, ${DEFAULT_TIME_ZONE})`));
  if (!row) return undefined;
  return {
    businessId: row.business_id,
    accountId: row.account_id,
    status: row.status,
    balanceCents: Number(row.balance_cents),
    heldCents: Number(row.held_cents),
    rules: row.rules,
    windows: row.windows,
  };
}

/** What a card spent in each window, for the spend rules. */
export function usageOf(windows: WindowTotals): WindowUsage {
  const of = (period: keyof WindowUsage) => {
    const totals = windows[period];
    return totals
      ? { amountCents: Number(totals[0]), count: Number(totals[1]) }
      : { amountCents: 0, count: 0 };
  };
  return { day: of('day'), week: of('week'), month: of('month') };
}

export type DecisionWrite = {
  transactionId: string;
  cardId: string;
  read: DecisionRead;
  purchase: PurchaseInput;
  approved: boolean;
  declineReason: DeclineReason | null;
  event: { id: string; type: string; payload: unknown };
};

/** A write sent in the decision's statement, written only if the decision was: its audit event. */
export type WriteAlong = (when: SQL) => WriteParts;

/**
 * The decision's writes in one call of card_authorization_write (migration 0032): under the
 * account's row lock it checks that what `read` saw is still so, then writes the record, an
 * approval's hold, held amount and running totals, and the webhook event. Undefined when something
 * changed since the read: nothing was written, `along` included. One statement, so the decision and
 * its audit event commit together (one commit, one WAL flush, per decision).
 */
export async function writeDecision(
  db: Database,
  write: DecisionWrite,
  along?: WriteAlong,
): Promise<Row | undefined> {
  const { read, purchase } = write;
  const decided = sql`decided as materialized (select card_authorization_write(
      ${write.transactionId}::uuid, ${write.cardId}::uuid, ${read.businessId}::uuid, ${read.accountId}::uuid,
      ${read.status}, ${read.balanceCents}::bigint, ${read.heldCents}::bigint, ${JSON.stringify(read.windows)}::jsonb,
      ${write.approved}, ${write.declineReason}, ${purchase.amountCents}::bigint,
      ${purchase.merchantName}, ${purchase.mcc}, ${purchase.merchantCategory}, ${purchase.country},
      ${DEFAULT_TIME_ZONE}, ${write.event.type}, ${write.event.id}::uuid, ${JSON.stringify(write.event.payload)}::jsonb
    ) as written)`;
  const part = along?.(sql`exists (select 1 from decided where written is not null)`);
  const [row] = rowsOf<{ written: Record<string, unknown> | null } & Record<string, unknown>>(
    await db.execute(
      sql`with ${sql.join([decided, ...(part?.ctes ?? [])], sql`, `)}
        select (select written from decided) as written${part ? sql`, ${sql.join(part.columns, sql`, `)}` : sql``}`,
    ),
  );
  if (!row?.written) return undefined;
  part?.check?.(row);
  return transactionRowOf(row.written);
}

/** A card_transactions row as to_jsonb answers it, in the shape Drizzle reads it. */
function transactionRowOf(json: Record<string, unknown>): Row {
  return {
    id: json.id as string,
    cardId: json.card_id as string,
    businessId: json.business_id as string,
    kind: json.kind as Row['kind'],
    parentId: (json.parent_id as string | null) ?? null,
    status: json.status as Row['status'],
    requestedCents: Number(json.requested_cents),
    approvedCents: Number(json.approved_cents),
    refundedCents: Number(json.refunded_cents),
    declineReason: (json.decline_reason as Row['declineReason']) ?? null,
    merchantName: json.merchant_name as string,
    mcc: json.mcc as string,
    merchantCategory: json.merchant_category as string,
    country: json.country as string,
    entryId: (json.entry_id as string | null) ?? null,
    createdAt: new Date(json.created_at as string),
    updatedAt: new Date(json.updated_at as string),
  };
}
