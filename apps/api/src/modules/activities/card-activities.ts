import type { ActivityEventType } from '@causeway/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardActivities, users } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';

/**
 * The events a card's holder sees of their own card: its status, its PIN and its money. Tags, spend
 * rules, metadata, orders and reassociation are the organisation's records.
 */
export const HOLDER_ACTIVITY_TYPES: readonly ActivityEventType[] = [
  'card_locked',
  'card_unlocked',
  'card_frozen',
  'card_unfrozen',
  'card_closed',
  'card_reissued',
  'virtual_card_activated',
  'card_activated',
  'card_pin_set',
  'card_funds_loaded',
  'card_funds_transferred',
  'card_funds_withdrawn_to_funding_account',
];
/** The detail fields a holder sees; amounts and ids of the organisation's records stay out. */
const HOLDER_DETAIL_KEYS = ['fromStatus', 'toStatus'];

const holderDetails = (details: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(details).filter(([key]) => HOLDER_DETAIL_KEYS.includes(key)));

/**
 * A card's activity events, newest first, with the name of the person who acted. For the card's
 * holder (`holderUserId`): only HOLDER_ACTIVITY_TYPES, only status details, and no staff names (an
 * event by staff has a null actor).
 */
export async function listCardActivities(
  db: Database,
  cardId: string,
  options: { limit: number; cursor?: Cursor | undefined; holderUserId?: string | undefined },
) {
  const { limit, cursor, holderUserId } = options;
  const rows = await db
    .select({
      id: cardActivities.id,
      type: cardActivities.type,
      details: cardActivities.details,
      createdAt: cardActivities.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(cardActivities)
    .leftJoin(users, eq(users.id, cardActivities.actorUserId))
    .where(
      and(
        eq(cardActivities.cardId, cardId),
        holderUserId === undefined ? undefined : inArray(cardActivities.type, [...HOLDER_ACTIVITY_TYPES]),
        keysetAfter(cursor, cardActivities.createdAt, cardActivities.id),
      ),
    )
    .orderBy(desc(cardActivities.createdAt), desc(cardActivities.id))
    .limit(limit + 1);
  const { items, nextCursor } = pageOf(rows, limit);
  const shownActor = (actorId: string | null) =>
    actorId !== null && (holderUserId === undefined || actorId === holderUserId);
  return {
    activities: items.map((row) => ({
      id: row.id,
      type: row.type,
      actor: shownActor(row.actorId)
        ? { id: row.actorId!, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim() }
        : null,
      details: holderUserId === undefined ? row.details : holderDetails(row.details),
      createdAt: row.createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}
