import { z } from 'zod';
import { BUSINESS_TYPES, OWNER_TITLES } from '../enums/business.ts';
import { addressOneSchema, addressTwoSchema, citySchema, stateSchema, zipSchema } from './address.ts';
import { phoneSchema } from './contact.ts';
import { firstNameSchema, lastNameSchema } from './general.ts';
import { dateOfBirthProblem, KYB_PERSON_AGE_MIN_YEARS, ownershipBasisPointsOf } from './kyb-person.ts';
import { isSsnLastFour, normalizeEin, normalizeItin } from './kyb-tax-ids.ts';
import { maxLengthMessage, requiredMessage, validationMessage } from './messages.ts';
import { freeText, requiredText } from './text.ts';

// Zod schemas of the onboarding forms, shared by the API contracts and the web forms.

export const LEGAL_NAME_LENGTH_MAX = 120;
export const WEBSITE_LENGTH_MAX = 200;
/** An http(s) address with a dotted host name; blank means the business has none. */
const WEBSITE_PATTERN = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?(\/\S*)?$/;

export const legalNameSchema = freeText({
  min: 1,
  max: LEGAL_NAME_LENGTH_MAX,
  minMessage: requiredMessage('legalName'),
  maxMessage: maxLengthMessage('legalName', LEGAL_NAME_LENGTH_MAX),
});

export const einSchema = requiredText(requiredMessage('ein')).transform((typed, context) => {
  const ein = normalizeEin(typed);
  if (ein === null) {
    context.addIssue({ code: 'custom', message: validationMessage('einInvalid') });
    return z.NEVER;
  }
  return ein;
});

export const websiteSchema = z
  .string()
  .trim()
  .max(WEBSITE_LENGTH_MAX, { error: validationMessage('websiteInvalid'), abort: true })
  .refine((typed) => typed === '' || WEBSITE_PATTERN.test(typed), {
    error: validationMessage('websiteInvalid'),
  });

export const onboardingAddressSchema = z.strictObject({
  addressOne: addressOneSchema,
  addressTwo: addressTwoSchema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
});

/** Today as YYYY-MM-DD in UTC, read when a form is checked. */
const todayIso = () => new Date().toISOString().slice(0, 10);

export const dateOfBirthSchema = requiredText(requiredMessage('dateOfBirth')).superRefine((date, context) => {
  const problem = dateOfBirthProblem(date, todayIso());
  if (problem === null) return;
  const message = {
    format: validationMessage('dateFormat'),
    future: validationMessage('dateOfBirthFuture'),
    tooYoung: validationMessage('ageTooYoung', { years: KYB_PERSON_AGE_MIN_YEARS }),
    tooOld: validationMessage('ageTooOld'),
  }[problem];
  context.addIssue({ code: 'custom', message });
});

/**
 * A US person gives the last 4 of their SSN (Stripe's ssn_last_4, Dwolla's controller); someone
 * without an SSN gives their full ITIN.
 */
export const personTaxIdSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('ssn_last4'),
      value: z
        .string()
        .trim()
        .refine(isSsnLastFour, { error: validationMessage('ssnLastFourInvalid') }),
    }),
    z.strictObject({
      type: z.literal('itin'),
      value: z.string().transform((typed, context) => {
        const itin = normalizeItin(typed);
        if (itin === null) {
          context.addIssue({ code: 'custom', message: validationMessage('itinInvalid') });
          return z.NEVER;
        }
        return itin;
      }),
    }),
  ],
  { error: validationMessage('oneOf', { field: 'type', values: 'ssn_last4, itin' }) },
);
export type PersonTaxIdInput = z.output<typeof personTaxIdSchema>;

/** A percentage as a form holds it: 0–100, two decimals at most. */
export const ownershipPercentInputSchema = z
  .number({ error: validationMessage('ownershipPercentInvalid') })
  .refine((percent) => ownershipBasisPointsOf(percent) !== null, {
    error: validationMessage('ownershipPercentInvalid'),
  });

/** The same percentage read as basis points (what the API stores). */
export const ownershipPercentSchema = ownershipPercentInputSchema.transform(
  (percent) => ownershipBasisPointsOf(percent) as number,
);

export const businessTypeInputSchema = z.enum(BUSINESS_TYPES, {
  error: validationMessage('oneOf', { field: 'businessType', values: BUSINESS_TYPES.join(', ') }),
});
export const ownerTitleInputSchema = z.enum(OWNER_TITLES, {
  error: validationMessage('oneOf', { field: 'title', values: OWNER_TITLES.join(', ') }),
});

/** The person fields every form of the application asks (authorized person and owners). */
export const kybPersonFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  dateOfBirth: dateOfBirthSchema,
  taxId: personTaxIdSchema,
  address: onboardingAddressSchema,
  phone: phoneSchema,
};
