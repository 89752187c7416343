import { maxLengthMessage, PRESET_COLORS, requiredMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { matchingTag, tagCardsBody, tagCardsInputSchema, tagOutcome } from './tag-choice.ts';

const housing = { id: 't1', name: 'Housing', color: '#1D4ED8', createdAt: '2026-01-01T00:00:00.000Z' };
const food = { id: 't2', name: 'Food aid', color: '#047857', createdAt: '2026-01-01T00:00:00.000Z' };

describe('matchingTag', () => {
  it('finds an existing tag ignoring case and surrounding spaces', () => {
    expect(matchingTag([housing, food], '  housing ')).toBe(housing);
    expect(matchingTag([housing, food], 'FOOD AID')).toBe(food);
  });
  it('finds nothing for a new or blank name', () => {
    expect(matchingTag([housing], 'Housing 2')).toBeUndefined();
    expect(matchingTag([housing], '   ')).toBeUndefined();
    expect(matchingTag([], 'Housing')).toBeUndefined();
  });
});

describe('tagCardsInputSchema', () => {
  it('trims the name and accepts a preset colour or none', () => {
    expect(tagCardsInputSchema.parse({ name: '  Winter  ', color: PRESET_COLORS[2] })).toEqual({
      name: 'Winter',
      color: PRESET_COLORS[2],
    });
    expect(tagCardsInputSchema.parse({ name: 'Winter', color: '' })).toEqual({ name: 'Winter', color: '' });
  });
  it("refuses a blank or long name with the contract's messages, and a colour outside the presets", () => {
    const blank = tagCardsInputSchema.safeParse({ name: '   ', color: '' });
    expect(blank.error?.issues[0]?.message).toBe(requiredMessage('name'));
    const long = tagCardsInputSchema.safeParse({ name: 'x'.repeat(51), color: '' });
    expect(long.error?.issues[0]?.message).toBe(maxLengthMessage('name', 50));
    expect(tagCardsInputSchema.safeParse({ name: 'Winter', color: '#123456' }).success).toBe(false);
  });
});

describe('tagCardsBody', () => {
  it("sends an existing tag's own name and no colour", () => {
    expect(tagCardsBody(['c1', 'c2'], { name: 'HOUSING', color: '#B91C1C' }, housing)).toEqual({
      cardIds: ['c1', 'c2'],
      name: 'Housing',
    });
  });
  it('sends a new tag with its chosen colour, or without one for a random preset', () => {
    expect(tagCardsBody(['c1'], { name: 'Winter', color: '#B91C1C' }, undefined)).toEqual({
      cardIds: ['c1'],
      name: 'Winter',
      color: '#B91C1C',
    });
    expect(tagCardsBody(['c1'], { name: 'Winter', color: '' }, undefined)).toEqual({
      cardIds: ['c1'],
      name: 'Winter',
    });
  });
});

describe('tagOutcome', () => {
  it('counts the cards newly tagged and those that had the tag already', () => {
    expect(tagOutcome(3, { attachedCardIds: ['a', 'b'] })).toEqual({ attached: 2, already: 1 });
    expect(tagOutcome(2, { attachedCardIds: [] })).toEqual({ attached: 0, already: 2 });
  });
});
