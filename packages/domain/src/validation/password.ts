import { z } from 'zod';
import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '../constants.ts';
import { maxLengthMessage, requiredMessage, validationMessage } from './messages.ts';

export type PasswordRequirementChecks = {
  lengthMet: boolean;
  digitMet: boolean;
  specialCharacterMet: boolean;
};

// A special character is anything that is neither a letter, a digit nor white space.
const SPECIAL_CHARACTER = /[^\p{L}\p{N}\s]/u;
const DIGIT = /\p{Nd}/u;

// Each requirement on its own, for the checklist shown while typing.
export function passwordRequirementChecks(password: string): PasswordRequirementChecks {
  return {
    lengthMet: [...password].length >= PASSWORD_LENGTH_MIN,
    digitMet: DIGIT.test(password),
    specialCharacterMet: SPECIAL_CHARACTER.test(password),
  };
}

export function meetsPasswordRequirements(password: string): boolean {
  const checks = passwordRequirementChecks(password);
  return checks.lengthMet && checks.digitMet && checks.specialCharacterMet;
}

// Not trimmed: spaces are part of a password.
export const passwordSchema = z
  .string({ error: requiredMessage('password') })
  .min(1, { error: requiredMessage('password'), abort: true })
  .max(PASSWORD_LENGTH_MAX, { error: maxLengthMessage('password', PASSWORD_LENGTH_MAX), abort: true })
  .refine(meetsPasswordRequirements, { error: validationMessage('passwordRequirements') });

export const passwordWithConfirmationSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: validationMessage('passwordsMustMatch') }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: validationMessage('passwordsMustMatch'),
    path: ['confirmPassword'],
    // Report a mismatch even while the password itself is still too weak, as the form shows both.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
