import { describe, expect, it } from 'vitest';
import { colorSchema, firstNameSchema, lastNameSchema, personNameSchema, uuidSchema } from './general.ts';
import { onlyMessage } from './test-helpers.ts';

describe.each<[string, Parameters<typeof onlyMessage>[0], [unknown, string | null][]]>([
  [
    'colorSchema',
    colorSchema,
    [
      ['#1D4ED8', null],
      ['#abc', null],
      ['', null],
      ['   ', null],
      ['1D4ED8', 'Color is not in the correct format'],
      ['#1D4ED', 'Color is not in the correct format'],
      ['#GGGGGG', 'Color is not in the correct format'],
      ['red', 'Color is not in the correct format'],
    ],
  ],
  [
    'uuidSchema',
    uuidSchema,
    [
      ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', null],
      ['3F2504E0-4F89-41D3-9A0C-0305E82C3301', null],
      ['3f2504e04f8941d39a0c0305e82c3301', 'ID is invalid'],
      ['not-a-uuid', 'ID is invalid'],
      ['', 'ID is invalid'],
      [42, 'ID is invalid'],
    ],
  ],
  [
    'personNameSchema',
    personNameSchema,
    [
      ['Ana', null],
      ['李小龍', null],
      ["O'Neil-Núñez", null],
      ['a'.repeat(255), null],
      ['a'.repeat(256), 'Name must have at most 255 characters'],
      ['', 'Name is required'],
      ['  ', 'Name is required'],
    ],
  ],
  [
    'firstNameSchema',
    firstNameSchema,
    [
      ['Ana', null],
      ['', 'First name is required'],
    ],
  ],
  [
    'lastNameSchema',
    lastNameSchema,
    [
      ['Smith', null],
      ['', 'Last name is required'],
    ],
  ],
])('%s', (_name, schema, rows) => {
  it.each(rows)('%j → %j', (input, message) => {
    expect(onlyMessage(schema, input)).toBe(message);
  });
});

describe('colorSchema output', () => {
  it('gives blank as the empty string', () => {
    expect(colorSchema.parse('  ')).toBe('');
  });
});
