import { METADATA_KEY_LENGTH_MAX, METADATA_PAIRS_MAX, TAG_NAME_LENGTH_MAX } from '@causeway/contracts';
import { PRESET_COLORS } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import {
  isValidTagColor,
  matchingTag,
  metadataFormSchema,
  noteFormSchema,
  tagFormSchema,
} from './record-forms.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('tag form', () => {
  it('accepts the preset colours, any #RGB or #RRGGBB, and blank', () => {
    for (const color of PRESET_COLORS) expect(isValidTagColor(color)).toBe(true);
    expect(isValidTagColor('#abc')).toBe(true);
    expect(isValidTagColor('')).toBe(true);
    expect(isValidTagColor('1D4ED8')).toBe(false);
    expect(isValidTagColor('#12345')).toBe(false);
    expect(isValidTagColor('red')).toBe(false);
  });

  it('needs a name within the contract limit', () => {
    expect(messages(tagFormSchema.safeParse({ name: '  ', color: '' }))).toEqual(['tagNameRequired']);
    expect(
      messages(tagFormSchema.safeParse({ name: 'x'.repeat(TAG_NAME_LENGTH_MAX + 1), color: '' })),
    ).toEqual(['tagNameTooLong']);
    expect(messages(tagFormSchema.safeParse({ name: 'Winter', color: 'blue' }))).toEqual(['colorInvalid']);
    expect(tagFormSchema.safeParse({ name: 'Winter', color: '#1D4ED8' }).success).toBe(true);
  });

  it('matches an organisation tag ignoring case and spaces around', () => {
    const tags = [{ name: 'Winter Relief' }, { name: 'Food' }];
    expect(matchingTag(tags, '  winter relief ')).toEqual({ name: 'Winter Relief' });
    expect(matchingTag(tags, 'Fuel')).toBeUndefined();
    expect(matchingTag(tags, '')).toBeUndefined();
  });
});

describe('note form', () => {
  it('needs some text', () => {
    expect(messages(noteFormSchema.safeParse({ content: ' \n ' }))).toEqual(['noteRequired']);
    expect(noteFormSchema.safeParse({ content: 'Called about the replacement card.' }).success).toBe(true);
  });
});

describe('metadata form', () => {
  it('allows no pairs (the card loses its metadata)', () => {
    expect(metadataFormSchema.safeParse({ pairs: [] }).success).toBe(true);
  });

  it('needs keys, unique and within the limits', () => {
    const result = metadataFormSchema.safeParse({
      pairs: [
        { key: 'case', value: '1' },
        { key: ' ', value: '2' },
        { key: 'case', value: '3' },
        { key: 'k'.repeat(METADATA_KEY_LENGTH_MAX + 1), value: '4' },
      ],
    });
    expect(messages(result).sort()).toEqual(['keyDuplicate', 'keyRequired', 'keyTooLong']);
    const duplicate = result.error?.issues.find((issue) => issue.message === 'keyDuplicate');
    expect(duplicate?.path).toEqual(['pairs', 2, 'key']);
  });

  it('refuses more pairs than the contract allows', () => {
    const pairs = Array.from({ length: METADATA_PAIRS_MAX + 1 }, (_, index) => ({
      key: `k${index}`,
      value: '',
    }));
    expect(messages(metadataFormSchema.safeParse({ pairs }))).toEqual(['tooManyKeys']);
  });
});
