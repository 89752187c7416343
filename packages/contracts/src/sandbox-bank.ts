import {
  accountNumberSchema,
  accountTypeSchema,
  BANK_VERIFICATION_FAILURE_REASON_CODES,
  INSTANT_REJECTION_CODES,
  invalidMessage,
  nameOnAccountSchema,
  RECIPIENT_TYPES,
  requiredMessage,
  routingNumberSchema,
  TRANSFER_SPEEDS,
  TRANSFER_STATUSES,
} from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';

// The simulated bank and instant rail (SANDBOX=1 only, public like the other sandbox routes): the
// sandbox page cuts files now, settles an entry, returns it with an R-code, sends a NOC with a
// C-code, or answers an instant payment.

/**
 * How the sandbox instant rail answers, by the last digits of the recipient's account number; any
 * other number is accepted at once. A pending payment waits for the sandbox page's answer.
 */
export const SANDBOX_INSTANT_ACCOUNT_SUFFIXES = [
  { suffix: '0101', answer: 'rejected', code: 'AC01' },
  { suffix: '0404', answer: 'rejected', code: 'AC04' },
  { suffix: '0606', answer: 'rejected', code: 'AC06' },
  { suffix: '0707', answer: 'rejected', code: 'MD07' },
  { suffix: '0909', answer: 'rejected', code: 'RC01' },
  { suffix: '0505', answer: 'rejected', code: 'AB05' },
  { suffix: '8888', answer: 'pending' },
] as const;

/** The return codes the sandbox page offers first; the API takes any R-code NACHA defines. */
export const SANDBOX_RETURN_CODES = [
  'R01',
  'R02',
  'R03',
  'R04',
  'R07',
  'R10',
  'R12',
  'R13',
  'R14',
  'R15',
  'R16',
  'R20',
  'R23',
  'R29',
] as const;

/** The change codes whose corrected data we store (C01–C07). */
export const SANDBOX_CHANGE_CODES = ['C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C07'] as const;
export type SandboxChangeCode = (typeof SANDBOX_CHANGE_CODES)[number];

/** The corrected fields each change code carries, as the sandbox form asks for them. */
export const SANDBOX_CHANGE_CODE_FIELDS: Readonly<
  Record<SandboxChangeCode, readonly ('accountNumber' | 'routingNumber' | 'accountType' | 'nameOnAccount')[]>
> = {
  C01: ['accountNumber'],
  C02: ['routingNumber'],
  C03: ['routingNumber', 'accountNumber'],
  C04: ['nameOnAccount'],
  C05: ['accountType'],
  C06: ['accountNumber', 'accountType'],
  C07: ['routingNumber', 'accountNumber', 'accountType'],
};

export const INSTANT_REJECTION_CODE_LIST = Object.keys(INSTANT_REJECTION_CODES) as [string, ...string[]];

export const sandboxBankEntrySchema = z.object({
  transferId: z.uuid(),
  businessId: z.uuid(),
  recipientName: z.string(),
  recipientType: z.enum(RECIPIENT_TYPES),
  accountLast4: z.string(),
  amountCents: z.number().int(),
  speed: z.enum(TRANSFER_SPEEDS),
  status: z.enum(TRANSFER_STATUSES),
  approval: z.enum(['not_required', 'pending', 'approved', 'rejected']),
  failureCode: z.string().nullable(),
  failureReason: z.enum(BANK_VERIFICATION_FAILURE_REASON_CODES).nullable(),
  /** Set once the entry went out in a NACHA file. */
  traceNumber: z.string().nullable(),
  fileName: z.string().nullable(),
  effectiveDate: z.iso.date(),
  cutoffAt: isoDateTime,
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  failedAt: isoDateTime.nullable(),
});
export type SandboxBankEntry = z.infer<typeof sandboxBankEntrySchema>;
const entryResponseSchema = z.object({ entry: sandboxBankEntrySchema });

export const sandboxBankEntriesQuerySchema = z.object({
  /** An organisation's entries include its programs'. */
  businessId: z.uuid(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const sandboxBankFilesResponseSchema = z.object({
  files: z.array(
    z.object({
      fileName: z.string(),
      entryCount: z.number().int(),
      totalCreditCents: z.number().int(),
      contentBytes: z.number().int(),
    }),
  ),
});

export const transferIdParamsSchema = z.object({ transferId: z.uuid() });

export const sandboxReturnBodySchema = z.strictObject({
  code: z
    .string({ error: requiredMessage('code') })
    .trim()
    .toUpperCase()
    .regex(/^R\d{2}$/, { error: invalidMessage('code') }),
});

export const sandboxNocBodySchema = z
  .strictObject({
    code: z.enum(SANDBOX_CHANGE_CODES, { error: invalidMessage('code') }),
    accountNumber: accountNumberSchema.optional(),
    routingNumber: routingNumberSchema.optional(),
    accountType: accountTypeSchema.optional(),
    nameOnAccount: nameOnAccountSchema.optional(),
  })
  .superRefine((body, context) => {
    for (const field of SANDBOX_CHANGE_CODE_FIELDS[body.code] ?? []) {
      if (body[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: requiredMessage(field === 'accountType' ? 'type' : field),
        });
    }
  });

export const sandboxInstantAnswerBodySchema = z
  .strictObject({
    answer: z.enum(['accept', 'reject'], { error: invalidMessage('value') }),
    code: z.enum(INSTANT_REJECTION_CODE_LIST, { error: invalidMessage('code') }).optional(),
  })
  .superRefine((body, context) => {
    if (body.answer === 'reject' && body.code === undefined)
      context.addIssue({ code: 'custom', path: ['code'], message: requiredMessage('code') });
  });

const tags = ['sandbox'];
const errors = ['not_found', 'invalid_transfer_state'] as const;

export const sandboxBankEndpoints = {
  entries: endpoint({
    method: 'GET',
    path: '/sandbox/bank/entries',
    summary: "A business's latest bank transfers as the simulated bank sees them (sandbox only)",
    tags,
    access: { kind: 'public' },
    query: sandboxBankEntriesQuerySchema,
    response: z.object({ entries: z.array(sandboxBankEntrySchema) }),
    noStore: true,
  }),
  cutFiles: endpoint({
    method: 'POST',
    path: '/sandbox/bank/cutFiles',
    summary: 'Cut NACHA files now with every approved ACH transfer, whatever its window (sandbox only)',
    tags,
    access: { kind: 'public' },
    response: sandboxBankFilesResponseSchema,
  }),
  settle: endpoint({
    method: 'POST',
    path: '/sandbox/bank/entries/{transferId}/settle',
    summary: 'The bank settles a sent entry now: the transfer completes (sandbox only)',
    tags,
    access: { kind: 'public' },
    params: transferIdParamsSchema,
    response: entryResponseSchema,
    errors,
  }),
  returnEntry: endpoint({
    method: 'POST',
    path: '/sandbox/bank/entries/{transferId}/return',
    summary: 'The bank returns a sent entry with an R-code in a return file (sandbox only)',
    tags,
    access: { kind: 'public' },
    params: transferIdParamsSchema,
    body: sandboxReturnBodySchema,
    response: entryResponseSchema,
    errors,
  }),
  notificationOfChange: endpoint({
    method: 'POST',
    path: '/sandbox/bank/entries/{transferId}/notificationOfChange',
    summary: 'The bank sends a NOC (C01–C07) with corrected account details for a sent entry (sandbox only)',
    tags,
    access: { kind: 'public' },
    params: transferIdParamsSchema,
    body: sandboxNocBodySchema,
    response: entryResponseSchema,
    errors,
  }),
  instantAnswer: endpoint({
    method: 'POST',
    path: '/sandbox/bank/entries/{transferId}/instantAnswer',
    summary: 'The instant rail accepts or rejects (ISO 20022 code) a waiting instant payment (sandbox only)',
    tags,
    access: { kind: 'public' },
    params: transferIdParamsSchema,
    body: sandboxInstantAnswerBodySchema,
    response: entryResponseSchema,
    errors,
  }),
};
