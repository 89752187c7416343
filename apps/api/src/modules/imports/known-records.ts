import type { ImportKind, ImportRowError } from '@causeway/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards, recipients } from '../../db/schema/index.ts';

/** A checked row on its way in: its values, or its errors. */
export type PendingRow = {
  rowNumber: number;
  cells: Record<string, string>;
  data: Record<string, unknown> | null;
  errors: ImportRowError[];
};

/** Which column names another record, and where that record lives. */
const REFERENCES: Partial<Record<ImportKind, { key: string; column: string; field: string }>> = {
  card_loads: { key: 'cardId', column: 'cardId', field: 'cardId' },
  payments: { key: 'recipientId', column: 'recipientId', field: 'id' },
};

async function knownIds(tx: Database, kind: ImportKind, businessId: string, ids: string[]) {
  if (kind === 'card_loads') {
    const rows = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(inArray(cards.id, ids), eq(cards.businessId, businessId)));
    return new Set(rows.map((row) => row.id));
  }
  const rows = await tx
    .select({ id: recipients.id })
    .from(recipients)
    .where(and(inArray(recipients.id, ids), eq(recipients.businessId, businessId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refuses, row by row, a card or recipient the business does not hold (another business's, one of
 * its sibling programs', or none at all), one query per batch. The same answer as for a mistyped
 * id, so a file cannot probe what other tenants hold. The worker checks again when it runs.
 */
export async function refuseUnknownRecords(
  tx: Database,
  kind: ImportKind,
  businessId: string,
  batch: PendingRow[],
) {
  const reference = REFERENCES[kind];
  if (!reference) return;
  const ids = [
    ...new Set(batch.flatMap((row) => (row.data ? [String(row.data[reference.key]).toLowerCase()] : []))),
  ];
  if (ids.length === 0) return;
  const known = await knownIds(tx, kind, businessId, ids);
  for (const row of batch) {
    if (!row.data || known.has(String(row.data[reference.key]).toLowerCase())) continue;
    row.data = null;
    row.errors.push({ column: reference.column, code: 'invalid', params: { field: reference.field } });
  }
}
