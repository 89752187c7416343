import {
  ACCOUNT_TYPES,
  accountNumberSchema,
  accountTypeSchema,
  activityEventTypeSchema,
  BANK_ACCOUNT_VERIFICATION_STATUSES,
  BANK_VERIFICATION_FAILURE_REASON_CODES,
  emailSchema,
  freeText,
  INTAKE_LANGUAGES,
  nameOnAccountSchema,
  phoneSchema,
  RECIPIENT_INTAKE_STATUSES,
  RECIPIENT_TYPES,
  recipientNameSchema,
  routingNumberSchema,
  TRANSFER_SPEEDS,
  TRANSFER_STATUSES,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { idParamsSchema, isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { bankTransferCentsSchema, customFieldValuesSchema, memoSchema } from './money.ts';

// Recipients paid by bank transfer, their bank accounts and the transfers (business spec §3, §4,
// §7 "Bank transfers"; cardholder spec §3, §7). Account numbers are never answered in full.

const dateOnly = z.iso.date();

/** What the recipient's bank account looks like to staff: last 4 only, and nothing at all for a
 * member with hideBankPaymentsInformation (`masked: true`). */
export const bankAccountSchema = z.object({
  id: z.uuid(),
  masked: z.boolean(),
  nameOnAccount: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  accountLast4: z.string().nullable(),
  routingNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  /** manual: typed in by staff or the recipient; bank_link: linked through the bank-link provider. */
  source: z.enum(['manual', 'bank_link']),
  verificationStatus: z.enum(BANK_ACCOUNT_VERIFICATION_STATUSES),
  failureReason: z.enum(BANK_VERIFICATION_FAILURE_REASON_CODES).nullable(),
  createdAt: isoDateTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Why the recipient cannot be paid until someone acts (an ACH return said so). */
export const RECIPIENT_HOLDS = ['deceased', 'frozen'] as const;

export const recipientSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  type: z.enum(RECIPIENT_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  intakeStatus: z.enum(RECIPIENT_INTAKE_STATUSES),
  intakeFailureReason: z.enum(BANK_VERIFICATION_FAILURE_REASON_CODES).nullable(),
  /** Set by a return (R14/R15 deceased, R16 frozen): no transfer goes out while it is set. */
  hold: z.enum(RECIPIENT_HOLDS).nullable(),
  bankAccount: bankAccountSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientResponseSchema = z.object({ recipient: recipientSchema });

/** Bank details as a person types them (both specs §5). */
export const bankAccountInputSchema = z.strictObject({
  nameOnAccount: nameOnAccountSchema,
  accountType: accountTypeSchema,
  accountNumber: accountNumberSchema,
  routingNumber: routingNumberSchema,
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

const recipientFields = {
  businessId: z.uuid(),
  type: z.enum(RECIPIENT_TYPES, { error: validationMessage('recipientTypeInvalid') }),
  name: recipientNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
};

/** A recipient who enters their own bank details: the intake email goes out unless told not to. */
export const createRecipientBodySchema = z.strictObject({
  ...recipientFields,
  sendIntakeEmail: z.boolean().default(true),
  /** The intake email's language (en, es or pl); the recipient's own choice on the intake pages replaces it. */
  language: z.enum(INTAKE_LANGUAGES).optional(),
});
export const createRecipientWithBankAccountBodySchema = z.strictObject({
  ...recipientFields,
  bankAccount: bankAccountInputSchema,
});

export const updateRecipientBodySchema = z
  .strictObject({
    type: recipientFields.type.optional(),
    name: recipientNameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.or(z.literal('')).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, validationMessage('nothingToUpdate'));

export const recipientsQuerySchema = pageQuerySchema.extend({
  businessId: z.uuid(),
  search: freeText({ max: 100 }).optional(),
  intakeStatus: z.enum(RECIPIENT_INTAKE_STATUSES).optional(),
  type: z.enum(RECIPIENT_TYPES).optional(),
});
export const recipientsResponseSchema = z.object({
  recipients: z.array(recipientSchema),
  page: pageInfoSchema,
});

export const recipientActivitySchema = z.object({
  id: z.uuid(),
  type: activityEventTypeSchema,
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export const recipientActivitiesResponseSchema = z.object({
  activities: z.array(recipientActivitySchema),
  page: pageInfoSchema,
});

export const addBankAccountBodySchema = bankAccountInputSchema.extend({
  /** The recipient confirms where the result is emailed (cardholder spec §3 "email"). */
  email: emailSchema.optional(),
});

/** Where the recipient's intake stands and what happens next (cardholder spec §4). */
export const intakeStatusResponseSchema = z.object({
  recipientId: z.uuid(),
  intakeStatus: z.enum(RECIPIENT_INTAKE_STATUSES),
  failureReason: z.enum(BANK_VERIFICATION_FAILURE_REASON_CODES).nullable(),
  /** The result is due by this New York business day while verification is pending. */
  expectedByDate: dateOnly.nullable(),
  bankAccount: bankAccountSchema.nullable(),
  canRetry: z.boolean(),
  /** A manually entered account waiting for the recipient to confirm two small deposits. */
  microDeposits: z.object({ attemptsLeft: z.number().int(), expiresAt: isoDateTime }).nullable(),
  history: z.array(z.object({ intakeStatus: z.enum(RECIPIENT_INTAKE_STATUSES), at: isoDateTime })),
});

export const transferSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  recipient: z.object({ id: z.uuid(), name: z.string(), type: z.enum(RECIPIENT_TYPES) }),
  /** Last 4 of the account paid; null for a member with hideBankPaymentsInformation. */
  accountLast4: z.string().nullable(),
  amountCents: z.number().int(),
  speed: z.enum(TRANSFER_SPEEDS),
  status: z.enum(TRANSFER_STATUSES),
  /** The spec's failure reason, and the bank's own code behind it (R03, C01's return, AC04). */
  failureReason: z.enum(BANK_VERIFICATION_FAILURE_REASON_CODES).nullable(),
  failureCode: z.string().nullable(),
  /** Waiting for a second person's approval (maker-checker), or refused by them. */
  approval: z.enum(['not_required', 'pending', 'approved', 'rejected']),
  approvedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  memo: z.string().nullable(),
  customFields: z.record(z.string(), z.string()).nullable(),
  /** The ACH window the transfer goes out in (New York time), its effective entry date and when
   * the recipient should have the money. */
  cutoffAt: isoDateTime,
  effectiveDate: dateOnly,
  expectedByDate: dateOnly,
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  failedAt: isoDateTime.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferResponseSchema = z.object({ transfer: transferSchema });

export const transfersQuerySchema = pageQuerySchema.extend({
  businessId: z.uuid(),
  status: z.enum(TRANSFER_STATUSES).optional(),
  recipientId: z.uuid().optional(),
  /** Only transfers waiting for approval: the checker's queue. */
  approval: z.enum(['pending']).optional(),
});
export const transfersResponseSchema = z.object({ transfers: z.array(transferSchema), page: pageInfoSchema });
export const recipientTransfersQuerySchema = pageQuerySchema;

export const createTransferBodySchema = z.strictObject({
  businessId: z.uuid(),
  recipientId: z.uuid(),
  amountCents: bankTransferCentsSchema,
  speed: z.enum(TRANSFER_SPEEDS),
  memo: memoSchema.optional(),
  customFields: customFieldValuesSchema.optional(),
});

export const rejectTransferBodySchema = z.strictObject({ reason: freeText({ max: 255 }).optional() });

const tags = ['bank transfers'];

/** The spec's bank-transfer calls (business spec §7), plus the checker's approve and reject. */
export const bankTransferEndpoints = {
  createRecipient: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipient',
    summary: 'Add a recipient; the intake email asks them for their bank details',
    tags,
    access: { kind: 'business', permission: 'createRecipient', param: 'businessId', in: 'body' },
    body: createRecipientBodySchema,
    status: 201,
    response: recipientResponseSchema,
  }),
  createRecipientWithBankAccount: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipientWithBankAccount',
    summary: 'Add a recipient with bank details entered by staff',
    tags,
    access: { kind: 'business', permission: 'addBankDetails', param: 'businessId', in: 'body' },
    body: createRecipientWithBankAccountBodySchema,
    status: 201,
    response: recipientResponseSchema,
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/bankTransfers/recipients',
    summary: "A business's recipients: search, intake status and type filters, cursor pages",
    tags,
    access: { kind: 'business', param: 'businessId', in: 'query' },
    query: recipientsQuerySchema,
    response: recipientsResponseSchema,
  }),
  recipient: endpoint({
    method: 'GET',
    path: '/bankTransfers/recipients/{id}',
    summary: 'One recipient, with the bank account masked',
    tags,
    access: { kind: 'recipient', permission: 'viewIndividualRecipient' },
    params: idParamsSchema,
    response: recipientResponseSchema,
  }),
  updateRecipient: endpoint({
    method: 'PATCH',
    path: '/bankTransfers/recipients/{id}',
    summary: "Change a recipient's name, type, contact details or custom fields",
    tags,
    access: { kind: 'recipient', permission: 'updateRecipient' },
    params: idParamsSchema,
    body: updateRecipientBodySchema,
    response: recipientResponseSchema,
  }),
  recipientActivities: endpoint({
    method: 'GET',
    path: '/bankTransfers/recipients/{id}/activities',
    summary: 'Activity events of a recipient, newest first',
    tags,
    access: { kind: 'recipient', permission: 'viewIndividualRecipient' },
    params: idParamsSchema,
    query: pageQuerySchema,
    response: recipientActivitiesResponseSchema,
  }),
  addBankAccount: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipients/{id}/bankAccount',
    summary: "Enter the recipient's bank details (staff, or the recipient in the intake flow)",
    tags,
    access: { kind: 'recipient', permission: 'addBankDetails', intake: true },
    params: idParamsSchema,
    body: addBankAccountBodySchema,
    status: 201,
    response: recipientResponseSchema,
    errors: ['recipientHasExternalBankAccount'],
  }),
  intakeStatus: endpoint({
    method: 'GET',
    path: '/bankTransfers/recipients/{id}/intakeStatus',
    summary: "Where the recipient's bank verification stands",
    tags,
    access: { kind: 'recipient', intake: true },
    params: idParamsSchema,
    response: intakeStatusResponseSchema,
    noStore: true,
  }),
  retryIntake: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipients/{id}/retryIntake',
    summary: 'Start the intake again after a failed verification, or resend the intake email',
    tags,
    access: { kind: 'recipient', permission: 'updateRecipient', intake: true },
    params: idParamsSchema,
    response: intakeStatusResponseSchema,
    errors: ['retryVerificationFailed'],
  }),
  recipientTransfers: endpoint({
    method: 'GET',
    path: '/bankTransfers/recipients/{id}/transfers',
    summary: 'Transfers to one recipient, newest first',
    tags,
    access: { kind: 'recipient', permission: 'viewIndividualRecipient' },
    params: idParamsSchema,
    query: recipientTransfersQuerySchema,
    response: transfersResponseSchema,
  }),
  transfers: endpoint({
    method: 'GET',
    path: '/bankTransfers/transfers',
    summary: "A business's transfers: status, recipient and approval filters, newest first",
    tags,
    access: { kind: 'business', param: 'businessId', in: 'query' },
    query: transfersQuerySchema,
    response: transfersResponseSchema,
  }),
  createTransfer: endpoint({
    method: 'POST',
    path: '/bankTransfers/transfers',
    summary: 'Pay a recipient by ACH, same-day ACH or instant payment (Idempotency-Key required)',
    tags,
    access: { kind: 'business', permission: 'sendBankPayment', param: 'businessId', in: 'body' },
    body: createTransferBodySchema,
    status: 201,
    response: transferResponseSchema,
    idempotent: true,
    errors: ['insufficient_funds', 'recipient_not_payable'],
  }),
  approveTransfer: endpoint({
    method: 'POST',
    path: '/bankTransfers/transfers/{id}/approve',
    summary: "Approve a transfer above the business's approval threshold (not one's own)",
    tags,
    access: { kind: 'transfer', permission: 'sendBankPayment' },
    params: idParamsSchema,
    response: transferResponseSchema,
    errors: ['invalid_transfer_state', 'approver_is_maker'],
  }),
  rejectTransfer: endpoint({
    method: 'POST',
    path: '/bankTransfers/transfers/{id}/reject',
    summary: 'Refuse a transfer waiting for approval; its amount returns to the funding account',
    tags,
    access: { kind: 'transfer', permission: 'sendBankPayment' },
    params: idParamsSchema,
    body: rejectTransferBodySchema,
    response: transferResponseSchema,
    errors: ['invalid_transfer_state', 'approver_is_maker'],
  }),
};
