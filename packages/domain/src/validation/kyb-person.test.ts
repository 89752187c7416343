import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  type DateOfBirthProblem,
  dateOfBirthProblem,
  isCalendarDate,
  ownershipBasisPointsOf,
  ownershipExceedsWhole,
} from './kyb-person.ts';

const TODAY = '2026-11-26';

describe('dateOfBirthProblem on 2026-11-26', () => {
  it.each<[string, DateOfBirthProblem | null]>([
    ['1990-05-17', null],
    ['2008-11-26', null], // 18 today
    ['2008-11-27', 'tooYoung'], // 18 tomorrow
    ['2000-02-29', null],
    ['1906-11-26', null], // 120 today
    ['1905-11-25', 'tooOld'],
    ['2026-11-27', 'future'],
    ['2026-11-26', 'tooYoung'],
    ['1990-02-30', 'format'],
    ['1990-13-01', 'format'],
    ['1990-5-17', 'format'],
    ['17/05/1990', 'format'],
    ['', 'format'],
  ])('%j → %j', (birthDate, expected) => {
    expect(dateOfBirthProblem(birthDate, TODAY)).toBe(expected);
  });
});

describe('ageInYears', () => {
  it.each([
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['1990-12-31', '2026-11-26', 35],
    ['1990-01-01', '2026-11-26', 36],
  ] as const)('born %s, on %s → %i', (birthDate, today, expected) => {
    expect(ageInYears(birthDate, today)).toBe(expected);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-04-30', true],
  ] as const)('%s → %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });
});

describe('ownershipBasisPointsOf', () => {
  it.each<[number, number | null]>([
    [25, 2_500],
    [33.33, 3_333],
    [100, 10_000],
    [0, 0],
    [0.01, 1],
    [24.99, 2_499],
    [33.333, null],
    [100.01, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d%% → %j', (percent, expected) => {
    expect(ownershipBasisPointsOf(percent)).toBe(expected);
  });
});

describe('ownershipExceedsWhole', () => {
  it.each<[number[], boolean]>([
    [[], false],
    [[10_000], false],
    [[5_000, 5_000], false],
    [[3_333, 3_333, 3_334], false],
    [[5_000, 5_001], true],
    [[2_500, 2_500, 2_500, 2_500, 1], true],
  ])('%j → %s', (owned, expected) => {
    expect(ownershipExceedsWhole(owned)).toBe(expected);
  });
});
