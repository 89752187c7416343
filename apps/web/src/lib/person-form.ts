import { emailSchema, firstNameSchema, lastNameSchema, phoneSchema } from '@causeway/domain';
import { z } from 'zod';

/** Phone is optional: blank sends none, anything else must be the domain's 10 digits. */
export const optionalPhoneSchema = z.string().transform((value, ctx) => {
  const text = value.trim();
  if (text === '') return undefined;
  const result = phoneSchema.safeParse(text);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.issues.push({ code: 'custom', message: issue.message, input: value });
  return z.NEVER;
});

/** A new cardholder as typed: the domain's name, email and phone rules (spec §5 messages). */
export const personFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
});
export type PersonForm = z.input<typeof personFormSchema>;

export const EMPTY_PERSON: PersonForm = { firstName: '', lastName: '', email: '', phone: '' };

export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
