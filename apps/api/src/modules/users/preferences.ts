import type { CommunicationPreferenceValue, NotificationType } from '@causeway/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communicationPreferences } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

type PreferenceRow = typeof communicationPreferences.$inferSelect;

function toPreference(row: PreferenceRow) {
  return {
    id: row.id,
    type: row.type as NotificationType,
    value: row.value as CommunicationPreferenceValue,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPreferences(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(communicationPreferences)
    .where(eq(communicationPreferences.userId, userId))
    .orderBy(asc(communicationPreferences.createdAt), asc(communicationPreferences.type));
  return { communicationPreferences: rows.map(toPreference) };
}

/** One preference per type; the unique (user, type) index settles two creations racing. */
export async function createPreference(
  db: Database,
  userId: string,
  input: { type: NotificationType; value: CommunicationPreferenceValue },
) {
  const [row] = await db
    .insert(communicationPreferences)
    .values({ userId, type: input.type, value: input.value })
    .onConflictDoNothing({ target: [communicationPreferences.userId, communicationPreferences.type] })
    .returning();
  if (!row) {
    throw conflict(
      'preference_exists',
      'A communication preference of this type already exists. Update it instead.',
    );
  }
  return { communicationPreference: toPreference(row) };
}

export async function updatePreference(
  db: Database,
  userId: string,
  preferenceId: string,
  value: CommunicationPreferenceValue,
) {
  const [row] = await db
    .update(communicationPreferences)
    .set({ value, updatedAt: new Date() })
    .where(and(eq(communicationPreferences.id, preferenceId), eq(communicationPreferences.userId, userId)))
    .returning();
  if (!row) throw notFound('Communication preference');
  return { communicationPreference: toPreference(row) };
}
