import {
  AUTOLOAD_BUSINESS_DAY_RULES,
  AUTOLOAD_FREQUENCIES,
  AUTOLOAD_RUN_CARD_STATUSES,
  AUTOLOAD_RUN_STATUSES,
  AUTOLOAD_SHORTFALL_POLICIES,
  AUTOLOAD_STATUSES,
  freeText,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { daySchema } from './authorizations.ts';
import { isoDateTime, PAGE_LIMIT_MAX, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { customFieldValuesSchema, loadAmountCentsSchema, memoSchema } from './money.ts';

export const AUTOLOAD_NAME_LENGTH_MAX = 100;
/** Cards added or removed in one call; an autoload itself may hold many more. */
export const AUTOLOAD_CARDS_PER_CALL_MAX = 1_000;
/** Runs shown on the detail page, newest first, each with one result per card. */
export const AUTOLOAD_RUNS_SHOWN = 10;
export const AUTOLOAD_SKIPPED_DATES_MAX = 50;

const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    validationMessage('invalid', { field: 'timeZone' }),
  );

const nameSchema = freeText({
  min: 1,
  max: AUTOLOAD_NAME_LENGTH_MAX,
  minMessage: requiredMessage('name'),
  maxMessage: maxLengthMessage('name', AUTOLOAD_NAME_LENGTH_MAX),
});
const cardIdsSchema = z
  .array(z.uuid())
  .min(1, validationMessage('cardsRequired'))
  .max(AUTOLOAD_CARDS_PER_CALL_MAX, validationMessage('cardsMax', { max: AUTOLOAD_CARDS_PER_CALL_MAX }))
  .refine((ids) => new Set(ids).size === ids.length, validationMessage('cardsDuplicate'));
const datesInOrder = (body: { startDate?: string | undefined; endDate?: string | null | undefined }) =>
  !body.startDate || !body.endDate || body.startDate < body.endDate;
const datesInOrderError = { error: validationMessage('datesOutOfOrder'), path: ['endDate'] };

export const autoloadSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  name: z.string(),
  amountCents: z.number().int(),
  frequency: z.enum(AUTOLOAD_FREQUENCIES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  businessDayRule: z.enum(AUTOLOAD_BUSINESS_DAY_RULES),
  shortfallPolicy: z.enum(AUTOLOAD_SHORTFALL_POLICIES),
  status: z.enum(AUTOLOAD_STATUSES),
  /** The spec's "next load date" (New York), null once nothing is left to run. */
  nextLoadDate: z.string().nullable(),
  nextRunAt: isoDateTime.nullable(),
  skippedRunDates: z.array(z.string()),
  memo: z.string().nullable(),
  customFields: z.record(z.string(), z.string()).nullable(),
  cardCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Autoload = z.infer<typeof autoloadSchema>;

export const autoloadListQuerySchema = pageQuerySchema.extend({
  status: z.enum(AUTOLOAD_STATUSES).optional(),
  frequency: z.enum(AUTOLOAD_FREQUENCIES).optional(),
});
export const autoloadListResponseSchema = z.object({
  autoloads: z.array(autoloadSchema),
  page: pageInfoSchema,
});

export const createAutoloadBodySchema = z
  .strictObject({
    name: nameSchema,
    amountCents: loadAmountCentsSchema,
    frequency: z.enum(AUTOLOAD_FREQUENCIES),
    startDate: daySchema,
    endDate: daySchema.optional(),
    businessDayRule: z.enum(AUTOLOAD_BUSINESS_DAY_RULES).default('none'),
    shortfallPolicy: z.enum(AUTOLOAD_SHORTFALL_POLICIES).default('skip_run'),
    cardIds: cardIdsSchema,
    memo: memoSchema.optional(),
    /** Values of the business's custom fields of the `loads` resource type. */
    customFields: customFieldValuesSchema.optional(),
    /** The person's IANA zone, for the spec's first valid dates; New York when absent. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine(datesInOrder, datesInOrderError);

/**
 * Edits, a status change (pause, resume, cancel) and skipping one occurrence, in one call. Cancel
 * needs cancelAutoload, everything else modifyAutoload; a cancelled autoload changes no more.
 */
export const updateAutoloadBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    amountCents: loadAmountCentsSchema.optional(),
    frequency: z.enum(AUTOLOAD_FREQUENCIES).optional(),
    startDate: daySchema.optional(),
    endDate: daySchema.nullable().optional(),
    businessDayRule: z.enum(AUTOLOAD_BUSINESS_DAY_RULES).optional(),
    shortfallPolicy: z.enum(AUTOLOAD_SHORTFALL_POLICIES).optional(),
    memo: memoSchema.nullable().optional(),
    status: z.enum(['active', 'paused', 'cancelled']).optional(),
    /** Run dates (from the next-runs preview) to skip, and skipped ones to run again. */
    skipRunDates: z.array(daySchema).max(AUTOLOAD_SKIPPED_DATES_MAX).optional(),
    unskipRunDates: z.array(daySchema).max(AUTOLOAD_SKIPPED_DATES_MAX).optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine(datesInOrder, datesInOrderError)
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'timeZone'),
    validationMessage('nothingToUpdate'),
  );

export const autoloadCardSchema = z.object({
  cardId: z.uuid(),
  reference: z.string(),
  last4: z.string(),
  status: z.string(),
  cardholderName: z.string(),
  addedAt: isoDateTime,
});
export const autoloadNextRunSchema = z.object({
  runDate: z.string(),
  scheduledDate: z.string(),
  runAt: isoDateTime,
  skipped: z.boolean(),
});
export const autoloadRunResultSchema = z.object({
  cardId: z.uuid(),
  last4: z.string(),
  status: z.enum(AUTOLOAD_RUN_CARD_STATUSES),
  amountCents: z.number().int(),
  /** Why a card was not loaded: card_closed, card_frozen, card_locked, insufficient_funds… */
  reason: z.string().nullable(),
  entryId: z.uuid().nullable(),
});
export const autoloadRunSchema = z.object({
  id: z.uuid(),
  runDate: z.string(),
  status: z.enum(AUTOLOAD_RUN_STATUSES),
  reason: z.string().nullable(),
  neededCents: z.number().int(),
  availableCents: z.number().int(),
  loadedCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** The first results, in the run's order; more with `runResults` from nextAfterPosition. */
  results: z.array(autoloadRunResultSchema),
  nextAfterPosition: z.number().int().nullable(),
});
export const autoloadDetailResponseSchema = z.object({
  autoload: autoloadSchema,
  /** The first page of cards, newest added first; more with `cards` from cardsPage.nextCursor. */
  cards: z.array(autoloadCardSchema),
  cardsPage: pageInfoSchema,
  nextRuns: z.array(autoloadNextRunSchema),
  runs: z.array(autoloadRunSchema),
});
export type AutoloadDetail = z.infer<typeof autoloadDetailResponseSchema>;

export const autoloadCardsResponseSchema = z.object({
  cards: z.array(autoloadCardSchema),
  page: pageInfoSchema,
});
export const runResultsParamsSchema = z.object({ autoloadProfileId: z.uuid(), runId: z.uuid() });
export const runResultsQuerySchema = z.object({
  /** Results after this position in the run (keyset); absent for the first page. */
  afterPosition: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(100),
});
export const runResultsResponseSchema = z.object({
  results: z.array(autoloadRunResultSchema),
  /** The last position of this page when more results follow; null at the end. */
  nextAfterPosition: z.number().int().nullable(),
});

export const autoloadMembersBodySchema = z.strictObject({ cardIds: cardIdsSchema });
export const autoloadProfileParamsSchema = z.object({ autoloadProfileId: z.uuid() });
export const autoloadIdParamsSchema = z.object({ id: z.uuid() });
export const businessIdParamsSchema = z.object({ businessId: z.uuid() });

const tags = ['autoloads'];

/** Scheduled card loads (issue 14, spec §7 "Autoloads"). */
export const autoloadEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/autoloads/business/{businessId}',
    summary: "A business's autoloads (its programs' too), newest first, by status and frequency",
    tags,
    access: { kind: 'business', param: 'businessId' },
    params: businessIdParamsSchema,
    query: autoloadListQuerySchema,
    response: autoloadListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/autoloads/business/{businessId}/autoload',
    summary: 'Schedule loads of the same amount to cards of a business (createAutoload)',
    tags,
    access: { kind: 'business', param: 'businessId', permission: 'createAutoload' },
    params: businessIdParamsSchema,
    body: createAutoloadBodySchema,
    status: 201,
    response: autoloadDetailResponseSchema,
    errors: ['card_closed'],
  }),
  details: endpoint({
    method: 'GET',
    path: '/autoloads/{autoloadProfileId}',
    summary: 'An autoload with its cards, its next 12 runs and its latest runs with one result per card',
    tags,
    access: { kind: 'record' },
    params: autoloadProfileParamsSchema,
    response: autoloadDetailResponseSchema,
  }),
  cards: endpoint({
    method: 'GET',
    path: '/autoloads/{autoloadProfileId}/cards',
    summary: "An autoload's cards, newest added first, a page at a time",
    tags,
    access: { kind: 'record' },
    params: autoloadProfileParamsSchema,
    query: pageQuerySchema,
    response: autoloadCardsResponseSchema,
  }),
  runResults: endpoint({
    method: 'GET',
    path: '/autoloads/{autoloadProfileId}/runs/{runId}/results',
    summary: "One run's result per card, in the run's order, a page at a time",
    tags,
    access: { kind: 'record' },
    params: runResultsParamsSchema,
    query: runResultsQuerySchema,
    response: runResultsResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/autoloads/{autoloadProfileId}',
    summary: 'Edit, pause, resume or skip one run (modifyAutoload), or cancel (cancelAutoload)',
    tags,
    access: { kind: 'record', permission: 'modifyAutoload' },
    params: autoloadProfileParamsSchema,
    body: updateAutoloadBodySchema,
    response: autoloadDetailResponseSchema,
    errors: ['autoload_cancelled'],
  }),
  addCards: endpoint({
    method: 'POST',
    path: '/autoloads/{id}/members',
    summary: 'Add cards of the business to an autoload (addCardsToAutoload)',
    tags,
    access: { kind: 'record', permission: 'addCardsToAutoload' },
    params: autoloadIdParamsSchema,
    body: autoloadMembersBodySchema,
    response: autoloadDetailResponseSchema,
    errors: ['autoload_cancelled', 'card_closed'],
  }),
  removeCards: endpoint({
    method: 'DELETE',
    path: '/autoloads/{id}/members',
    summary: 'Remove cards from an autoload; past runs keep their results (deleteCardsFromAutoload)',
    tags,
    access: { kind: 'record', permission: 'deleteCardsFromAutoload' },
    params: autoloadIdParamsSchema,
    body: autoloadMembersBodySchema,
    response: autoloadDetailResponseSchema,
    errors: ['autoload_cancelled'],
  }),
};

/**
 * The sandbox moves the clock for one schedule: its next run happens now, as if 03:00 New York of
 * its run date had come (SANDBOX=1 only, never in production, so public like the other sandbox calls).
 */
export const sandboxAutoloadEndpoints = {
  runNow: endpoint({
    method: 'POST',
    path: '/sandbox/autoloads/{id}/runNow',
    summary: "Run an autoload's next scheduled run now and load its cards (sandbox only)",
    tags: ['sandbox'],
    access: { kind: 'public' },
    params: autoloadIdParamsSchema,
    response: autoloadDetailResponseSchema,
    errors: ['autoload_not_active'],
  }),
};
