import type { z } from 'zod';
import { englishOf } from './messages.ts';

// The one message a schema reports for an input, in English (the schema's token read through
// englishValidationMessage), or null when the input is valid. Fails the
// test if a schema reports more than one issue, since a form shows one message per field.
export function onlyMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  if (result.error.issues.length !== 1) {
    throw new Error(
      `expected one issue, got ${JSON.stringify(result.error.issues.map((issue) => issue.message))}`,
    );
  }
  const message = result.error.issues[0]?.message;
  return message === undefined ? null : englishOf(message);
}
