import { PAGE_LIMIT_MAX } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_PAGES_MAX, readAllPages } from './all-pages.ts';

describe('readAllPages', () => {
  it('follows the cursors until the last page, asking for the largest pages', async () => {
    const asked: { limit: number; cursor?: string }[] = [];
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      first: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3], nextCursor: 'c' },
      c: { items: [4], nextCursor: null },
    };
    const all = await readAllPages(async (page) => {
      asked.push(page);
      return pages[page.cursor ?? 'first']!;
    });
    expect(all).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual([
      { limit: PAGE_LIMIT_MAX },
      { limit: PAGE_LIMIT_MAX, cursor: 'b' },
      { limit: PAGE_LIMIT_MAX, cursor: 'c' },
    ]);
  });

  it('stops after ALL_PAGES_MAX pages of a list that never ends', async () => {
    let calls = 0;
    const all = await readAllPages(async () => {
      calls += 1;
      return { items: [calls], nextCursor: 'again' };
    });
    expect(calls).toBe(ALL_PAGES_MAX);
    expect(all).toHaveLength(ALL_PAGES_MAX);
  });
});
