import { fieldError } from './errors.ts';

/** Keyset pagination position: the (createdAt, id) of the last row of the previous page. */
export type Cursor = { createdAt: Date; id: string };

export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id))
      throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw fieldError('cursor', 'cursor is invalid');
  }
}

/** Splits a page read with limit + 1 rows into the page and the cursor of the next one. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
