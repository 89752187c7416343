import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { combineWriteParts, type WriteParts } from './write-parts.ts';

const part = (name: string, lockedAccountIds?: string[]): WriteParts => ({
  ctes: [sql.raw(`${name} as (select 1)`)],
  columns: [sql.raw(`(select count(*) from ${name}) as ${name}_count`)],
  ...(lockedAccountIds ? { lockedAccountIds } : {}),
});

describe('combineWriteParts', () => {
  it('puts the columns of parts that lock no ledger row first, and keeps the CTEs in order', () => {
    const entries = part('entries', ['account-b', 'account-a']);
    const activities = part('activities');
    const cardsOpen = part('cards_open', []);
    const combined = combineWriteParts([entries, activities, cardsOpen]);
    expect(combined.columns).toEqual([...activities.columns, ...cardsOpen.columns, ...entries.columns]);
    expect(combined.ctes).toEqual([...entries.ctes, ...activities.ctes, ...cardsOpen.ctes]);
    expect(combined.lockedAccountIds).toEqual(['account-b', 'account-a']);
  });

  it('runs every part’s check on the statement’s row', () => {
    const checked: string[] = [];
    const combined = combineWriteParts([
      { ...part('one'), check: () => checked.push('one') },
      { ...part('two', ['account-a']), check: () => checked.push('two') },
    ]);
    combined.check?.({});
    expect(checked).toEqual(['one', 'two']);
  });
});
