import { englishOf, parseValidationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { createSpendRuleBodySchema, mccListSchema } from './spend-rules.ts';

const messages = (input: unknown) => {
  const result = mccListSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)]);
};

describe('mccListSchema', () => {
  it.each([[['5411']], [['0742', '3000', '3999', '4511', '7011', '7512', '9990']]])('accepts %j', (mccs) => {
    expect(messages(mccs)).toEqual([]);
  });

  it.each<[unknown, string[][]]>([
    [['1000'], [['0', 'Unknown merchant category code 1000']]],
    [['5411', '9999'], [['1', 'Unknown merchant category code 9999']]],
    [['54111'], [['0', 'Merchant category code must be 4 digits']]],
    [[], [['', 'Choose at least one merchant category']]],
    [['5411', '5411'], [['', 'Each merchant category may appear once']]],
  ])('refuses %j', (mccs, expected) => {
    expect(messages(mccs)).toEqual(expected);
  });

  it('refuses an unknown code in a rule body on its field', () => {
    const result = createSpendRuleBodySchema.safeParse({
      type: 'merchant_block',
      name: 'x',
      config: { mccs: ['0001'] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['config', 'mccs', 0]);
  });

  it('names an unknown code by a validation code and its params, not by English text', () => {
    const result = mccListSchema.safeParse(['1000']);
    expect(parseValidationMessage(result.error?.issues[0]?.message)).toEqual({
      code: 'mccUnknown',
      params: { code: '1000' },
    });
  });
});
