import { isUuid } from '@causeway/domain';
import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiError, detail } from './errors.ts';

/** Keyset pagination position: the (createdAt, id) of the last row of the previous page. */
export type Cursor = { createdAt: Date; id: string };

export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

/** Instants a cursor may name: PostgreSQL's timestamptz has no year 0, JavaScript reaches ±275760. */
const CURSOR_YEAR_MIN = 2000;
const CURSOR_YEAR_MAX = 9999;
const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const invalidCursor = () =>
  new ApiError(400, 'invalid_cursor', 'The page cursor is not valid. Start again from the first page.', [
    detail('cursor', 'cursorInvalid'),
  ]);

/**
 * A cursor is base64url JSON a client can forge: it is checked whole (a two-item array, an ISO
 * instant within CURSOR_YEAR_MIN..MAX, a UUID) before any of it reaches SQL; anything else is 400
 * invalid_cursor.
 */
export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalidCursor();
  const [createdAt, id] = decoded as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  const year = Number(ISO_INSTANT.exec(createdAt)?.[1]);
  const date = new Date(createdAt);
  if (!(year >= CURSOR_YEAR_MIN && year <= CURSOR_YEAR_MAX) || Number.isNaN(date.getTime()))
    throw invalidCursor();
  return { createdAt: date, id };
}

/**
 * The one keyset condition of every newest-first list: rows strictly after the cursor in
 * (createdAt desc, id desc) order; no condition on the first page.
 */
export function keysetAfter(cursor: Cursor | undefined, createdAt: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

/** Splits a page read with limit + 1 rows into the page and the cursor of the next one. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
