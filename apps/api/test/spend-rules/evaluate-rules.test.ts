import { describe, expect, it } from 'vitest';
import {
  evaluateSpendRules,
  type RuleForDecision,
  type WindowUsage,
} from '../../src/modules/spend-rules/evaluate-rules.ts';

const usage =
  (day: [number, number], week: [number, number] = day, month: [number, number] = week) =>
  (): WindowUsage => ({
    day: { amountCents: day[0], count: day[1] },
    week: { amountCents: week[0], count: week[1] },
    month: { amountCents: month[0], count: month[1] },
  });
const block = (...mccs: string[]): RuleForDecision => ({ type: 'merchant_block', config: { mccs } });
const allow = (...mccs: string[]): RuleForDecision => ({ type: 'merchant_allow', config: { mccs } });
const velocity = (
  period: 'transaction' | 'day' | 'week' | 'month',
  maxAmountCents: number | null,
  maxCount: number | null = null,
): RuleForDecision => ({ type: 'velocity', config: { period, maxAmountCents, maxCount } });

describe('evaluateSpendRules', () => {
  it.each([
    ['no rules', [], 5411, 100, [0, 0], null],
    ['a blocked code', [block('5411', '7995')], 5411, 100, [0, 0], 'MERCHANT_DECLINE'],
    ['a code not blocked', [block('7995')], 5411, 100, [0, 0], null],
    ['an allowed code', [allow('5411')], 5411, 100, [0, 0], null],
    ['a code outside the allow list', [allow('5812')], 5411, 100, [0, 0], 'MERCHANT_DECLINE'],
    ['a code in one allow list only', [allow('5411'), allow('5812')], 5411, 100, [0, 0], 'MERCHANT_DECLINE'],
    ['per transaction at the limit', [velocity('transaction', 100)], 5411, 100, [0, 0], null],
    [
      'per transaction above the limit',
      [velocity('transaction', 100)],
      5411,
      101,
      [0, 0],
      'VELOCITY_DECLINE',
    ],
    ['a day amount reached exactly', [velocity('day', 1_000)], 5411, 400, [600, 2], null],
    ['a day amount passed', [velocity('day', 1_000)], 5411, 401, [600, 2], 'VELOCITY_DECLINE'],
    ['a day count reached', [velocity('day', null, 3)], 5411, 1, [10, 3], 'VELOCITY_DECLINE'],
    ['a day count not reached', [velocity('day', null, 3)], 5411, 1, [10, 2], null],
    [
      'merchant checked before velocity',
      [velocity('transaction', 1), block('5411')],
      5411,
      5,
      [0, 0],
      'MERCHANT_DECLINE',
    ],
  ] as const)('%s', (_name, rules, mcc, amountCents, day, expected) => {
    expect(
      evaluateSpendRules([...rules], { mcc: String(mcc), amountCents }, usage([...day] as [number, number])),
    ).toBe(expected);
  });

  it('reads the week and month windows for their periods', () => {
    const spent = usage([0, 0], [900, 1], [4_900, 9]);
    expect(evaluateSpendRules([velocity('week', 1_000)], { mcc: '5411', amountCents: 101 }, spent)).toBe(
      'VELOCITY_DECLINE',
    );
    expect(
      evaluateSpendRules([velocity('week', 1_000)], { mcc: '5411', amountCents: 100 }, spent),
    ).toBeNull();
    expect(
      evaluateSpendRules([velocity('month', null, 10)], { mcc: '5411', amountCents: 1 }, spent),
    ).toBeNull();
    expect(evaluateSpendRules([velocity('month', 5_000)], { mcc: '5411', amountCents: 101 }, spent)).toBe(
      'VELOCITY_DECLINE',
    );
  });

  it('reads usage only when a windowed velocity rule needs it', () => {
    const noUsage = () => {
      throw new Error('usage read');
    };
    expect(
      evaluateSpendRules(
        [block('7995'), velocity('transaction', 500)],
        { mcc: '5411', amountCents: 5 },
        noUsage,
      ),
    ).toBeNull();
  });
});
