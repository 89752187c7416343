import { describe, expect, it } from 'vitest';
import { englishOf } from './messages.ts';
import { passwordRequirementChecks, passwordSchema, passwordWithConfirmationSchema } from './password.ts';
import { onlyMessage } from './test-helpers.ts';

const REQUIREMENTS =
  'Password must contain 8 characters, including at least one number and one special character.';

describe('passwordSchema', () => {
  it.each<[unknown, string | null]>([
    ['abcdef1!', null],
    ['Secure#2024', null],
    ['pässwörd9€', null],
    ['spaces ok 1!', null],
    ['abcdefg1', REQUIREMENTS],
    ['abcdefg!', REQUIREMENTS],
    ['abc1!', REQUIREMENTS],
    ['12345678', REQUIREMENTS],
    ['1234567!', null],
    ['abcd ef1', REQUIREMENTS],
    ['', 'Password is required'],
    [undefined, 'Password is required'],
    [`${'a'.repeat(126)}1!`, null],
    [`${'a'.repeat(127)}1!`, 'Password must have at most 128 characters'],
  ])('%j → %j', (input, message) => {
    expect(onlyMessage(passwordSchema, input)).toBe(message);
  });

  it.each([
    ['', { lengthMet: false, digitMet: false, specialCharacterMet: false }],
    ['abcdefgh', { lengthMet: true, digitMet: false, specialCharacterMet: false }],
    ['a1', { lengthMet: false, digitMet: true, specialCharacterMet: false }],
    ['a!', { lengthMet: false, digitMet: false, specialCharacterMet: true }],
    ['abcdef1!', { lengthMet: true, digitMet: true, specialCharacterMet: true }],
  ])('checklist for %j', (password, expected) => {
    expect(passwordRequirementChecks(password)).toEqual(expected);
  });
});

describe('passwordWithConfirmationSchema', () => {
  it.each<[string, string, { path: string; message: string }[]]>([
    ['abcdef1!', 'abcdef1!', []],
    ['abcdef1!', 'abcdef1?', [{ path: 'confirmPassword', message: 'Passwords must match.' }]],
    ['abcdef1!', '', [{ path: 'confirmPassword', message: 'Passwords must match.' }]],
    ['weak', 'weak', [{ path: 'password', message: REQUIREMENTS }]],
    [
      'weak',
      'other',
      [
        { path: 'password', message: REQUIREMENTS },
        { path: 'confirmPassword', message: 'Passwords must match.' },
      ],
    ],
  ])('%j / %j', (password, confirmPassword, expected) => {
    const result = passwordWithConfirmationSchema.safeParse({ password, confirmPassword });
    const issues = result.success ? [] : result.error.issues;
    expect(
      issues.map((issue) => ({ path: issue.path.join('.'), message: englishOf(issue.message) })),
    ).toEqual(expected);
  });
});
