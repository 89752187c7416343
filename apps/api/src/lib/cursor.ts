import { isUuid } from '@causeway/domain';
import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiError, detail } from './errors.ts';

/**
 * Keyset pagination position: the (createdAt, id) of the last row of the previous page, and a
 * second id where one row id is not unique in the list (a person's role on two businesses).
 */
export type Cursor = { createdAt: Date; id: string; tiebreakId?: string };

export const encodeCursor = (row: Cursor) =>
  Buffer.from(
    JSON.stringify([row.createdAt.toISOString(), row.id, ...(row.tiebreakId ? [row.tiebreakId] : [])]),
  ).toString('base64url');

/** Instants a cursor may name: PostgreSQL's timestamptz has no year 0, JavaScript reaches ±275760. */
const CURSOR_YEAR_MIN = 2000;
const CURSOR_YEAR_MAX = 9999;
const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const invalidCursor = () =>
  new ApiError(400, 'invalid_cursor', 'The page cursor is not valid. Start again from the first page.', [
    detail('cursor', 'cursorInvalid'),
  ]);

/**
 * A cursor is base64url JSON a client can forge: it is checked whole (a two- or three-item array,
 * an ISO instant within CURSOR_YEAR_MIN..MAX, then UUIDs) before any of it reaches SQL; anything
 * else is 400 invalid_cursor.
 */
export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length < 2 || decoded.length > 3) throw invalidCursor();
  const [createdAt, id, tiebreakId] = decoded as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  if (decoded.length === 3 && (typeof tiebreakId !== 'string' || !isUuid(tiebreakId))) throw invalidCursor();
  const year = Number(ISO_INSTANT.exec(createdAt)?.[1]);
  const date = new Date(createdAt);
  if (!(year >= CURSOR_YEAR_MIN && year <= CURSOR_YEAR_MAX) || Number.isNaN(date.getTime()))
    throw invalidCursor();
  return typeof tiebreakId === 'string' ? { createdAt: date, id, tiebreakId } : { createdAt: date, id };
}

/**
 * The one keyset condition of every newest-first list: rows strictly after the cursor in
 * (createdAt desc, id desc) order; no condition on the first page.
 */
export function keysetAfter(cursor: Cursor | undefined, createdAt: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

/**
 * The keyset condition of an oldest-first list (programs, tags, members): rows strictly after the
 * cursor in (createdAt asc, id asc[, tiebreak asc]) order; no condition on the first page.
 */
export function keysetAfterAscending(
  cursor: Cursor | undefined,
  createdAt: PgColumn,
  id: PgColumn,
  tiebreak?: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  const sameInstant = eq(createdAt, cursor.createdAt);
  const afterId =
    tiebreak && cursor.tiebreakId
      ? or(gt(id, cursor.id), and(eq(id, cursor.id), gt(tiebreak, cursor.tiebreakId)))
      : gt(id, cursor.id);
  return or(gt(createdAt, cursor.createdAt), and(sameInstant, afterId));
}

/**
 * Splits a page read with limit + 1 rows into the page and the cursor of the next one;
 * `positionOf` names the row's keyset position when it is not its own createdAt and id.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => Cursor = (row) => row as unknown as Cursor,
) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}
