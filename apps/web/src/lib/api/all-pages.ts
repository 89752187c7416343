import { PAGE_LIMIT_MAX } from '@causeway/contracts';

/** Past this many pages a small collection is not small: stop rather than loop for ever. */
export const ALL_PAGES_MAX = 50;

/**
 * Reads every page of a keyset list whose whole a screen needs at once and which stays small
 * (an organisation's programs and tags, a team): the API bounds each answer, the screen sorts the
 * whole. Pages of PAGE_LIMIT_MAX, at most ALL_PAGES_MAX of them.
 */
export async function readAllPages<T>(
  readPage: (page: { limit: number; cursor?: string }) => Promise<{ items: T[]; nextCursor: string | null }>,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let count = 0; count < ALL_PAGES_MAX; count += 1) {
    const { items, nextCursor } = await readPage({ limit: PAGE_LIMIT_MAX, ...(cursor ? { cursor } : {}) });
    all.push(...items);
    if (!nextCursor) return all;
    cursor = nextCursor;
  }
  return all;
}
