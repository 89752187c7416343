import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardActivities, users } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';

/** A card's activity events, newest first, with the name of the person who acted. */
export async function listCardActivities(
  db: Database,
  cardId: string,
  options: { limit: number; cursor?: Cursor | undefined },
) {
  const { limit, cursor } = options;
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
        keysetAfter(cursor, cardActivities.createdAt, cardActivities.id),
      ),
    )
    .orderBy(desc(cardActivities.createdAt), desc(cardActivities.id))
    .limit(limit + 1);
  const { items, nextCursor } = pageOf(rows, limit);
  return {
    activities: items.map((row) => ({
      id: row.id,
      type: row.type,
      actor: row.actorId
        ? { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim() }
        : null,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}
