import { z } from 'zod';
import { ACCOUNT_TYPES, RECIPIENT_TYPES, TRANSFER_SPEEDS } from '../enums/bank-transfers.ts';
import {
  addressFirstNameSchema,
  addressLastNameSchema,
  addressOneSchema,
  addressTwoSchema,
  citySchema,
  stateSchema,
  zipSchema,
} from '../validation/address.ts';
import { bankTransferAmountSchema, loadAmountSchema } from '../validation/amounts.ts';
import {
  accountNumberSchema,
  nameOnAccountSchema,
  recipientNameSchema,
  routingNumberSchema,
} from '../validation/bank-account.ts';
import { emailSchema, phoneSchema } from '../validation/contact.ts';
import { firstNameSchema, lastNameSchema } from '../validation/general.ts';
import {
  invalidMessage,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
} from '../validation/messages.ts';
import { shipmentMethodSchema } from '../validation/shipment-method.ts';
import { freeText, requiredText } from '../validation/text.ts';
import type { ImportKind } from './import-kinds.ts';

// One schema per import kind over a row's cells (text, '' when blank), built from the same field
// schemas as the dialogs, so a row is refused with the same message as the form would give.

/** The memo of a load or transfer, as the contracts cap it. */
export const IMPORT_MEMO_LENGTH_MAX = 255;

/** A blank cell is an absent value. */
const optionalCell = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (cell) => (typeof cell === 'string' && cell.trim() === '' ? undefined : cell),
    schema.optional(),
  );

const memoCell = optionalCell(
  freeText({ max: IMPORT_MEMO_LENGTH_MAX, maxMessage: maxLengthMessage('memo', IMPORT_MEMO_LENGTH_MAX) }),
);

const recordIdCell = (field: 'cardId' | 'id') =>
  requiredText(requiredMessage(field)).pipe(z.uuid({ error: invalidMessage(field) }));

const oneOfCell = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(
    (cell) => cell ?? '',
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(values, { error: validationMessage('oneOf', { field, values: values.join(', ') }) })),
  );

const customFieldsCell = z.record(z.string(), z.string()).optional();

export const cardLoadRowSchema = z.object({
  cardId: recordIdCell('cardId'),
  amountCents: loadAmountSchema,
  memo: memoCell,
  customFields: customFieldsCell,
});

export const virtualCardRowSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: optionalCell(phoneSchema),
});

// One name serves the cardholder and the label, so it follows the label's stricter rule (A-Z).
export const physicalOrderRowSchema = z.object({
  firstName: addressFirstNameSchema,
  lastName: addressLastNameSchema,
  email: emailSchema,
  phone: optionalCell(phoneSchema),
  addressOne: addressOneSchema,
  addressTwo: addressTwoSchema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
  shipmentMethod: z.string().trim().toUpperCase().pipe(shipmentMethodSchema),
});

const bankFields = ['nameOnAccount', 'accountType', 'accountNumber', 'routingNumber'] as const;

// Bank details are all or nothing: with them the recipient is verified at once (addBankDetails),
// without them the recipient is emailed to give their own.
export const recipientRowSchema = z
  .object({
    type: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(RECIPIENT_TYPES, { error: validationMessage('recipientTypeInvalid') })),
    name: recipientNameSchema,
    email: emailSchema,
    phone: optionalCell(phoneSchema),
    nameOnAccount: z.string().optional(),
    accountType: z.string().optional(),
    accountNumber: z.string().optional(),
    routingNumber: z.string().optional(),
  })
  .transform((row, ctx) => {
    const { nameOnAccount, accountType, accountNumber, routingNumber, ...recipient } = row;
    const given = bankFields.filter((field) => (row[field] ?? '').trim() !== '');
    if (given.length === 0) return { ...recipient, bankAccount: undefined };
    const bank = z
      .object({
        nameOnAccount: nameOnAccountSchema,
        accountType: oneOfCell('accountType', ACCOUNT_TYPES),
        accountNumber: accountNumberSchema,
        routingNumber: routingNumberSchema,
      })
      .safeParse({ nameOnAccount, accountType, accountNumber, routingNumber });
    if (!bank.success) {
      for (const issue of bank.error.issues) ctx.issues.push({ ...issue, input: row } as never);
      return z.NEVER;
    }
    return { ...recipient, bankAccount: bank.data };
  });

export const paymentRowSchema = z.object({
  recipientId: recordIdCell('id'),
  amountCents: bankTransferAmountSchema,
  speed: z.preprocess(
    (cell) => (typeof cell === 'string' && cell.trim() === '' ? 'ach' : cell),
    oneOfCell('speed', TRANSFER_SPEEDS),
  ),
  memo: memoCell,
  customFields: customFieldsCell,
});

export const IMPORT_ROW_SCHEMAS = {
  card_loads: cardLoadRowSchema,
  virtual_cards: virtualCardRowSchema,
  physical_orders: physicalOrderRowSchema,
  recipients: recipientRowSchema,
  payments: paymentRowSchema,
} as const satisfies Record<ImportKind, z.ZodType>;

export type CardLoadRow = z.output<typeof cardLoadRowSchema>;
export type VirtualCardRow = z.output<typeof virtualCardRowSchema>;
export type PhysicalOrderRow = z.output<typeof physicalOrderRowSchema>;
export type RecipientRow = z.output<typeof recipientRowSchema>;
export type PaymentRow = z.output<typeof paymentRowSchema>;
export type ImportRowData = {
  card_loads: CardLoadRow;
  virtual_cards: VirtualCardRow;
  physical_orders: PhysicalOrderRow;
  recipients: RecipientRow;
  payments: PaymentRow;
};
