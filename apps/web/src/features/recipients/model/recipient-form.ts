import {
  accountNumberSchema,
  accountTypeSchema,
  emailSchema,
  nameOnAccountSchema,
  RECIPIENT_TYPES,
  recipientNameSchema,
  routingNumberSchema,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { optionalPhoneSchema } from '../../../lib/person-form.ts';
import type { Recipient } from '../api/get-recipients.ts';

// The recipient forms validate with the domain's rules, so they show the spec's messages (§5).

export const bankDetailsFormSchema = z.object({
  nameOnAccount: nameOnAccountSchema,
  accountType: accountTypeSchema,
  accountNumber: accountNumberSchema,
  routingNumber: routingNumberSchema,
});
export type BankDetailsForm = z.input<typeof bankDetailsFormSchema>;
export type BankDetailsInput = z.output<typeof bankDetailsFormSchema>;

export const EMPTY_BANK_DETAILS: BankDetailsForm = {
  nameOnAccount: '',
  accountType: 'checking',
  accountNumber: '',
  routingNumber: '',
};
export const BANK_DETAILS_FIELDS = [
  'nameOnAccount',
  'accountType',
  'accountNumber',
  'routingNumber',
] as const;

const recipientFields = {
  type: z.enum(RECIPIENT_TYPES, { error: validationMessage('recipientTypeInvalid') }),
  name: recipientNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
};
export const RECIPIENT_FIELDS = ['type', 'name', 'email', 'phone'] as const;

export const recipientFormSchema = z.object(recipientFields);
export type RecipientForm = z.input<typeof recipientFormSchema>;
export type RecipientInput = z.output<typeof recipientFormSchema>;

/**
 * Add a recipient: either they get an email link to enter their own bank details, or staff enter
 * them now. The bank fields are checked only in the second case.
 */
export const addRecipientFormSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('link'), ...recipientFields }),
  z.object({ mode: z.literal('bankDetails'), ...recipientFields, bankAccount: bankDetailsFormSchema }),
]);
export type AddRecipientMode = 'link' | 'bankDetails';
export type AddRecipientForm = RecipientForm & { mode: AddRecipientMode; bankAccount: BankDetailsForm };
export type AddRecipientInput = z.output<typeof addRecipientFormSchema>;

export const EMPTY_ADD_RECIPIENT = (mode: AddRecipientMode): AddRecipientForm => ({
  mode,
  type: 'person',
  name: '',
  email: '',
  phone: '',
  bankAccount: EMPTY_BANK_DETAILS,
});

/** The request of the add dialog: the contract's body for the chosen way. */
export function addRecipientRequest(businessId: string, input: AddRecipientInput) {
  const recipient = {
    businessId,
    type: input.type,
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
  };
  return input.mode === 'link'
    ? ({ mode: 'link', body: { ...recipient, sendIntakeEmail: true } } as const)
    : ({ mode: 'bankDetails', body: { ...recipient, bankAccount: input.bankAccount } } as const);
}

/** The edit form as it opens: the recipient's current values. */
export function recipientFormValues(recipient: Recipient): RecipientForm {
  return { type: recipient.type, name: recipient.name, email: recipient.email, phone: recipient.phone ?? '' };
}

/**
 * The PATCH body of the edit form: only what changed; a cleared phone is sent as '' (removes it).
 * Null when nothing changed.
 */
export function updateRecipientBody(recipient: Recipient, input: RecipientInput) {
  const body: { type?: Recipient['type']; name?: string; email?: string; phone?: string } = {};
  if (input.type !== recipient.type) body.type = input.type;
  if (input.name !== recipient.name) body.name = input.name;
  if (input.email !== recipient.email) body.email = input.email;
  const phone = input.phone ?? '';
  if (phone !== (recipient.phone ?? '')) body.phone = phone;
  return Object.keys(body).length > 0 ? body : null;
}
