import { cardEndpoints } from '@causeway/contracts';
import { hashKey, partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../../lib/api/call.ts';
import { cardOptionsQueryKey } from './autoloads.ts';

const BUSINESS = 'business-1';

describe("the autoload card picker's cache entry", () => {
  it.each([
    ['no search', ''],
    ['a search', 'Rahimi'],
  ])('is not the bare list key, where the cards page keeps its infinite list (%s)', (_, search) => {
    // The cards page's key for the same search (blank filters are left out of it).
    const cardsPage = endpointKey(
      cardEndpoints.list,
      { id: BUSINESS },
      { limit: 25, search: search || undefined },
    );
    expect(hashKey(cardOptionsQueryKey(BUSINESS, search))).not.toBe(hashKey(cardsPage));
  });

  it('is refreshed with the cards lists (it starts with the list key)', () => {
    const key = cardOptionsQueryKey(BUSINESS, 'Rahimi');
    expect(partialMatchKey(key, endpointKey(cardEndpoints.list))).toBe(true);
    expect(partialMatchKey(key, endpointKey(cardEndpoints.list, { id: BUSINESS }))).toBe(true);
  });
});
