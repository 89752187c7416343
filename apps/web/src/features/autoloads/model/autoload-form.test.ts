import { describe, expect, it } from 'vitest';
import { autoloadFormSchema, firstDates } from './autoload-form.ts';

const VALID = {
  name: 'Food stipend',
  amount: '25.50',
  frequency: 'daily',
  startDate: '2026-01-16',
  endDate: '',
  businessDayRule: 'none',
  shortfallPolicy: 'skip_run',
  cardIds: ['card-1'],
  memo: '',
} as const;
const NEW_YORK_MORNING = new Date('2026-01-15T14:00:00Z');
const LOS_ANGELES_EVENING = new Date('2026-01-16T02:00:00Z'); // 18:00 PST on the 15th, UTC already the 16th

describe('the create form applies the spec first dates', () => {
  it.each([
    ['New York morning', NEW_YORK_MORNING, 'America/New_York', '2026-01-16', '2026-01-17'],
    [
      'Los Angeles late in the UTC day',
      LOS_ANGELES_EVENING,
      'America/Los_Angeles',
      '2026-01-17',
      '2026-01-18',
    ],
  ])('%s: start %s at the earliest', (_case, now, zone, start, end) => {
    expect(firstDates(now, zone)).toEqual({ start, end });
  });

  it('accepts the first valid start and turns the amount into cents', () => {
    const parsed = autoloadFormSchema(NEW_YORK_MORNING, 'America/New_York').parse(VALID);
    expect(parsed.amount).toBe(2_550);
  });

  it.each([
    ['a start today', { startDate: '2026-01-15' }, 'startDate'],
    ['an end on the start date', { endDate: '2026-01-16' }, 'endDate'],
    ['no card', { cardIds: [] }, 'cardIds'],
    ['an amount over $9,999', { amount: '10000' }, 'amount'],
    ['an amount with three decimals', { amount: '1.005' }, 'amount'],
  ])('refuses %s', (_case, change, field) => {
    const result = autoloadFormSchema(NEW_YORK_MORNING, 'America/New_York').safeParse({
      ...VALID,
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('asks Los Angeles for one more day once UTC has moved on', () => {
    const schema = autoloadFormSchema(LOS_ANGELES_EVENING, 'America/Los_Angeles');
    expect(schema.safeParse({ ...VALID, startDate: '2026-01-16' }).success).toBe(false);
    expect(schema.safeParse({ ...VALID, startDate: '2026-01-17' }).success).toBe(true);
  });
});
