import {
  CARDS_PER_LOAD_MAX,
  type loadCardsBodySchema,
  type loadCardsResponseSchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import {
  type CustomFieldOption,
  type CustomFieldValues,
  customFieldValuesFor,
} from '../../../lib/custom-fields/custom-field-options.ts';

export type LoadCardsBody = z.infer<typeof loadCardsBodySchema>;
export type LoadCardsResponse = z.infer<typeof loadCardsResponseSchema>;
export type LoadResult = LoadCardsResponse['results'][number];

/** One POST /cards/business/{businessId}/load with its own idempotency key. */
export type LoadRequest = { businessId: string; idempotencyKey: string; body: LoadCardsBody };
export type LoadLine = { cardId: string; businessId: string; amountCents: number };

/** A request's outcome: the API's answer, or the error that kept it from being answered. */
export type LoadRun = { request: LoadRequest } & (
  | { response: LoadCardsResponse; error?: undefined }
  | { response?: undefined; error: unknown }
);

/** Per card: loaded or failed as the API said, or not sent because its request failed. */
export type CardLoadOutcome =
  | LoadResult
  | { cardId: string; status: 'notSent'; amountCents: number; error: unknown };

type PlanInput = {
  lines: readonly LoadLine[];
  memo: string;
  customFieldValues: CustomFieldValues;
  optionsByBusiness: ReadonlyMap<string, readonly CustomFieldOption[]>;
  /** The user action's key; each request derives its own from it, so a retry reuses them all. */
  actionKey: string;
};

/**
 * A load of many cards as API requests. The API loads only a business's own cards from that
 * business's funding account, so cards are grouped by business (an organisation's list mixes its
 * programs'), at most CARDS_PER_LOAD_MAX per request; each request carries the custom fields its
 * business defines.
 */
export function planCardLoads({
  lines,
  memo,
  customFieldValues,
  optionsByBusiness,
  actionKey,
}: PlanInput): LoadRequest[] {
  const byBusiness = new Map<string, LoadLine[]>();
  for (const line of lines)
    byBusiness.set(line.businessId, [...(byBusiness.get(line.businessId) ?? []), line]);
  return [...byBusiness].flatMap(([businessId, group]) => {
    const customFields = customFieldValuesFor(customFieldValues, optionsByBusiness.get(businessId) ?? []);
    const chunkCount = Math.ceil(group.length / CARDS_PER_LOAD_MAX);
    return Array.from({ length: chunkCount }, (_, chunk) => ({
      businessId,
      idempotencyKey: `${actionKey}:${businessId}:${chunk}`,
      body: {
        loads: group
          .slice(chunk * CARDS_PER_LOAD_MAX, (chunk + 1) * CARDS_PER_LOAD_MAX)
          .map(({ cardId, amountCents }) => ({ cardId, amountCents })),
        ...(memo.trim() ? { memo: memo.trim() } : {}),
        ...(customFields ? { customFields } : {}),
      },
    }));
  });
}

/** Every card's outcome across the runs, in the order the cards were asked for. */
export function loadOutcomes(runs: readonly LoadRun[]): CardLoadOutcome[] {
  return runs.flatMap((run): CardLoadOutcome[] =>
    run.response
      ? run.response.results
      : run.request.body.loads.map((load) => ({ ...load, status: 'notSent', error: run.error })),
  );
}

/** The runs after a retry: a request sent again replaces its earlier run, order kept. */
export function mergeRuns(previous: readonly LoadRun[], next: readonly LoadRun[]): LoadRun[] {
  const newer = new Map(next.map((run) => [run.request.idempotencyKey, run]));
  return previous.map((run) => newer.get(run.request.idempotencyKey) ?? run);
}

/** The requests to send again: those that were never answered. */
export function unansweredRequests(runs: readonly LoadRun[]): LoadRequest[] {
  return runs.filter((run) => !run.response).map((run) => run.request);
}
