import { describe, expect, it } from 'vitest';
import {
  type CommunicationPreference,
  isEmailOn,
  NOTIFICATION_SETTINGS,
  type PreferenceChange,
  planPreferenceChange,
  revertPreference,
  withPreferenceValue,
} from './notification-preferences.ts';

const at = '2026-01-01T00:00:00.000Z';
const later = '2026-02-01T00:00:00.000Z';
const pref = (
  id: string,
  type: CommunicationPreference['type'],
  value: CommunicationPreference['value'],
) => ({
  id,
  type,
  value,
  updatedAt: at,
});

const loadsEmail = pref('p-loads', 'card_loads', 'email');
const declinesNone = pref('p-declines', 'card_declines', 'none');
const saved: CommunicationPreference[] = [loadsEmail, declinesNone];

// Cardholder spec §3: recent transactions, card declines, card loads, each email or none.
describe('the three switches', () => {
  it('are the spec’s three, in its order', () => {
    expect(NOTIFICATION_SETTINGS).toEqual(['recent_transactions', 'card_declines', 'card_loads']);
  });

  it.each([
    ['card_loads', true],
    ['card_declines', false],
    ['recent_transactions', false], // never set: no email without the person's choice
  ] as const)('%s shows %s', (type, on) => {
    expect(isEmailOn(saved, type)).toBe(on);
  });
});

describe('planPreferenceChange', () => {
  it.each<[string, CommunicationPreference['type'], boolean, PreferenceChange | null]>([
    [
      'a type never set, switched on: POST email',
      'recent_transactions',
      true,
      { kind: 'create', type: 'recent_transactions', value: 'email' },
    ],
    ['a type never set, switched off: nothing to send', 'recent_transactions', false, null],
    [
      'email switched off: PATCH none',
      'card_loads',
      false,
      { kind: 'update', preferenceId: 'p-loads', type: 'card_loads', value: 'none' },
    ],
    [
      'none switched on: PATCH email',
      'card_declines',
      true,
      { kind: 'update', preferenceId: 'p-declines', type: 'card_declines', value: 'email' },
    ],
    ['email switched on again: nothing', 'card_loads', true, null],
    ['none switched off again: nothing', 'card_declines', false, null],
  ])('%s', (_name, type, emailOn, expected) => {
    expect(planPreferenceChange(saved, type, emailOn)).toEqual(expected);
  });
});

describe('the optimistic list and its rollback', () => {
  it('an update changes only that preference', () => {
    const change = planPreferenceChange(saved, 'card_loads', false)!;
    expect(withPreferenceValue(saved, change, later)).toEqual([
      { ...loadsEmail, value: 'none', updatedAt: later },
      declinesNone,
    ]);
  });

  it('a creation appends the type, its id still unknown', () => {
    const change = planPreferenceChange(saved, 'recent_transactions', true)!;
    const next = withPreferenceValue(saved, change, later);
    expect(next).toHaveLength(3);
    expect(isEmailOn(next, 'recent_transactions')).toBe(true);
    expect(next[2]).toEqual({ id: '', type: 'recent_transactions', value: 'email', updatedAt: later });
  });

  it('a failed update puts that preference back', () => {
    const optimistic = withPreferenceValue(saved, planPreferenceChange(saved, 'card_loads', false)!, later);
    expect(revertPreference(optimistic, saved, 'card_loads')).toEqual(saved);
  });

  it('a failed creation removes the type again', () => {
    const optimistic = withPreferenceValue(
      saved,
      planPreferenceChange(saved, 'recent_transactions', true)!,
      later,
    );
    expect(revertPreference(optimistic, saved, 'recent_transactions')).toEqual(saved);
  });

  it('a rollback keeps another switch saved meanwhile', () => {
    const loadsOff = withPreferenceValue(saved, planPreferenceChange(saved, 'card_loads', false)!, later);
    const bothChanged = withPreferenceValue(
      loadsOff,
      planPreferenceChange(loadsOff, 'card_declines', true)!,
      later,
    );
    const reverted = revertPreference(bothChanged, saved, 'card_loads');
    expect(isEmailOn(reverted, 'card_loads')).toBe(true);
    expect(isEmailOn(reverted, 'card_declines')).toBe(true);
  });

  it('a rollback restores a preference the refetch dropped', () => {
    expect(revertPreference([declinesNone], saved, 'card_loads')).toEqual([declinesNone, loadsEmail]);
  });
});
