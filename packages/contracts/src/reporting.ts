import {
  BANK_VERIFICATION_FAILURE_REASON_CODES,
  CARD_STATUSES,
  DECLINE_REASONS,
  isCalendarDay,
  MERCHANT_SPEND_GROUPS,
  RECIPIENT_INTAKE_STATUSES,
  REPORT_RANGE_DAYS_MAX,
  reportDayCount,
  requiredMessage,
  TRANSFER_SPEEDS,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { daySchema } from './authorizations.ts';
import { idParamsSchema, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import { CUSTOM_FIELD_VALUE_LENGTH_MAX } from './money.ts';

// Reports (business spec §2.1, §7): key figures of cards and bank transfers over a period of New
// York days, compared with the period before, per program side by side and for the organisation.

/**
 * A period (both days included) and, beyond the spec, a grant or funder view: only loads and
 * transfers whose custom field `fieldName` holds `fieldValue` (e.g. a funding source).
 */
const reportDaySchema = daySchema.refine(isCalendarDay, validationMessage('dateFormat'));
export const reportQuerySchema = z
  .strictObject({
    from: reportDaySchema,
    to: reportDaySchema,
    fieldName: z.string().trim().min(1).max(64).optional(),
    fieldValue: z.string().trim().min(1).max(CUSTOM_FIELD_VALUE_LENGTH_MAX).optional(),
  })
  .refine((query) => query.from <= query.to, {
    error: validationMessage('datesOutOfOrder'),
    path: ['to'],
  })
  .refine(
    (query) =>
      // A day off the calendar is refused on its own field; the length is only asked of real days.
      !isCalendarDay(query.from) ||
      !isCalendarDay(query.to) ||
      query.from > query.to ||
      reportDayCount(query) <= REPORT_RANGE_DAYS_MAX,
    {
      error: validationMessage('reportRangeTooLong', { max: REPORT_RANGE_DAYS_MAX }),
      path: ['from'],
    },
  )
  .refine((query) => (query.fieldName === undefined) === (query.fieldValue === undefined), {
    error: requiredMessage('value'),
    path: ['fieldValue'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const periodSchema = z.object({ from: z.iso.date(), to: z.iso.date() });
const countedCentsSchema = z.object({ count: z.number().int(), cents: z.number().int() });

/** Where the report's figures stand; every figure is over `period` unless named a snapshot. */
const reportFrameSchema = {
  period: periodSchema,
  previousPeriod: periodSchema,
  /** One chart point per day, or per month beyond 62 days. */
  bucket: z.enum(['day', 'month']),
  /** The grant or funder filter that applies to loads and transfers, if any. */
  filter: z.object({ fieldName: z.string(), fieldValue: z.string() }).nullable(),
  generatedAt: isoDateTime,
};
/** One program's figures beside the others' (an organisation's own records come as its own row). */
const perBusiness = <T extends z.ZodType>(metrics: T) =>
  z.array(z.object({ businessId: z.uuid(), name: z.string(), isProgram: z.boolean(), metrics }));

export const cardKeyMetricsSchema = z.object({
  loads: z.object({
    count: z.number().int(),
    cents: z.number().int(),
    /** Posted by an autoload run; `manual` are the ones staff made by hand or by import. */
    automatic: countedCentsSchema,
    manual: countedCentsSchema,
  }),
  /** Money taken back from cards to the funding account. */
  withdrawals: countedCentsSchema,
  /** Approved purchases (pending and cleared), by the amount finally approved. */
  spent: countedCentsSchema,
  declined: z.object({
    count: z.number().int(),
    /** What the declined purchases asked for. */
    cents: z.number().int(),
    byReason: z.array(
      z.object({
        reason: z.enum(DECLINE_REASONS).nullable(),
        count: z.number().int(),
        cents: z.number().int(),
      }),
    ),
  }),
  refunds: countedCentsSchema,
  /** New cards issued in the period. */
  newCards: z.number().int(),
  /** Snapshot now: money on the cards, and the part of it held by pending purchases. */
  balanceCents: z.number().int(),
  heldCents: z.number().int(),
  /** Snapshot now: cards by status. */
  cardsByStatus: z.record(z.enum(CARD_STATUSES), z.number().int()),
});
export type CardKeyMetrics = z.infer<typeof cardKeyMetricsSchema>;

export const cardKeyMetricsResponseSchema = z.object({
  ...reportFrameSchema,
  total: cardKeyMetricsSchema,
  previousTotal: cardKeyMetricsSchema,
  businesses: perBusiness(cardKeyMetricsSchema),
  series: z.array(
    z.object({
      bucketStart: z.iso.date(),
      spentCents: z.number().int(),
      loadedCents: z.number().int(),
      declinedCount: z.number().int(),
      refundedCents: z.number().int(),
    }),
  ),
});
export type CardKeyMetricsResponse = z.infer<typeof cardKeyMetricsResponseSchema>;

const categoryTotalsSchema = z.object({
  spentCents: z.number().int(),
  count: z.number().int(),
  groups: z.array(
    z.object({ group: z.enum(MERCHANT_SPEND_GROUPS), count: z.number().int(), cents: z.number().int() }),
  ),
});
export const transactionCategoriesResponseSchema = z.object({
  ...reportFrameSchema,
  total: categoryTotalsSchema,
  previousTotal: categoryTotalsSchema,
  businesses: perBusiness(categoryTotalsSchema),
  /** The merchants with the most spend; empty when hideTransactionData applies to the caller. */
  topMerchants: z.array(
    z.object({
      name: z.string(),
      mcc: z.string(),
      group: z.enum(MERCHANT_SPEND_GROUPS),
      count: z.number().int(),
      cents: z.number().int(),
    }),
  ),
  transactionDataHidden: z.boolean(),
});
export type TransactionCategoriesResponse = z.infer<typeof transactionCategoriesResponseSchema>;

export const bankTransferKeyMetricsSchema = z.object({
  /** Transfers created in the period, and where each one stands now. */
  sent: countedCentsSchema,
  inFlight: countedCentsSchema,
  completed: countedCentsSchema,
  /** Refused before the bank paid (rejected by an approver, a failed account). */
  failed: countedCentsSchema,
  /** Paid, then sent back by the recipient's bank (an ACH return). */
  returned: countedCentsSchema,
  bySpeed: z.array(
    z.object({ speed: z.enum(TRANSFER_SPEEDS), count: z.number().int(), cents: z.number().int() }),
  ),
  byFailureReason: z.array(
    z.object({
      /** A bank verification failure code, `rejected` by an approver, or `other`. */
      reason: z.enum([...BANK_VERIFICATION_FAILURE_REASON_CODES, 'rejected', 'other']),
      count: z.number().int(),
      cents: z.number().int(),
    }),
  ),
  /** Mean seconds from creation to completion of the completed ones; null when none completed. */
  averageSecondsToComplete: z.number().nullable(),
  /** Snapshot now: recipients by intake status. */
  recipientsByIntakeStatus: z.record(z.enum(RECIPIENT_INTAKE_STATUSES), z.number().int()),
});
export type BankTransferKeyMetrics = z.infer<typeof bankTransferKeyMetricsSchema>;

export const bankTransferKeyMetricsResponseSchema = z.object({
  ...reportFrameSchema,
  total: bankTransferKeyMetricsSchema,
  previousTotal: bankTransferKeyMetricsSchema,
  businesses: perBusiness(bankTransferKeyMetricsSchema),
  series: z.array(
    z.object({
      bucketStart: z.iso.date(),
      sentCents: z.number().int(),
      sentCount: z.number().int(),
      failedCount: z.number().int(),
    }),
  ),
});
export type BankTransferKeyMetricsResponse = z.infer<typeof bankTransferKeyMetricsResponseSchema>;

const tags = ['reporting'];
const reportAccess = { kind: 'business' } as const;

/** The three report calls; an organisation's cover the programs the caller reaches, side by side. */
export const reportingEndpoints = {
  cardKeyMetrics: endpoint({
    method: 'GET',
    path: '/businesses/{id}/reporting/cards/keyMetrics',
    summary: 'Card figures over a period of New York days: loads, spend, declines, refunds, cards',
    tags,
    access: reportAccess,
    params: idParamsSchema,
    query: reportQuerySchema,
    response: cardKeyMetricsResponseSchema,
  }),
  transactionCategories: endpoint({
    method: 'GET',
    path: '/businesses/{id}/reporting/cards/transactionCategories',
    summary: 'Card spend by merchant category group, with the top merchants',
    tags,
    access: reportAccess,
    params: idParamsSchema,
    query: reportQuerySchema,
    response: transactionCategoriesResponseSchema,
  }),
  bankTransferKeyMetrics: endpoint({
    method: 'GET',
    path: '/businesses/{id}/reporting/bankTransfers/keyMetrics',
    summary:
      'Bank-transfer figures over a period: sent, completed, failed, returned; recipients by intake status',
    tags,
    access: reportAccess,
    params: idParamsSchema,
    query: reportQuerySchema,
    response: bankTransferKeyMetricsResponseSchema,
  }),
};
