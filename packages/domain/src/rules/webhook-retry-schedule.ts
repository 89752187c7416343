const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When each attempt of one webhook message is made, measured from the previous attempt (issue 17,
 * the schedule Svix publishes): immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  0,
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
] as const;

export const WEBHOOK_ATTEMPTS_MAX = WEBHOOK_RETRY_DELAYS_MS.length;
/** Success is a 2xx answer within this time; anything slower counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 15 * SECOND_MS;
/** An endpoint whose attempts have all failed for this long is disabled. */
export const WEBHOOK_FAILING_DISABLE_AFTER_MS = 5 * 24 * HOUR_MS;
/** How long a rotated-out secret still signs deliveries beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * HOUR_MS;
/** How much of an endpoint's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1_024;
export const WEBHOOK_ENDPOINTS_PER_BUSINESS_MAX = 20;
/** A message larger than this is sent with its details left out (the event still names its record). */
export const WEBHOOK_PAYLOAD_BYTES_MAX = 64 * 1_024;

/**
 * The delay before the next attempt once `attemptsMade` attempts have failed, or null when the
 * schedule is spent and the message has failed for good.
 */
export function webhookRetryDelayMs(attemptsMade: number): number | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) return 0;
  return WEBHOOK_RETRY_DELAYS_MS[attemptsMade] ?? null;
}

export type WebhookAttemptOutcome = { statusCode: number | null; durationMs: number };

/** A 2xx answer received within the timeout; a network error or a late answer is a failure. */
export function webhookAttemptSucceeded({ statusCode, durationMs }: WebhookAttemptOutcome): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300 && durationMs <= WEBHOOK_TIMEOUT_MS;
}

/**
 * What a failed attempt does to its endpoint: 410 Gone disables it at once; failing without a
 * success for 5 days disables it too (with an email to its developers).
 */
export function webhookEndpointAfterFailure(input: {
  statusCode: number | null;
  failingSinceMs: number;
  nowMs: number;
}): 'keep' | 'disableGone' | 'disableFailing' {
  if (input.statusCode === 410) return 'disableGone';
  if (input.nowMs - input.failingSinceMs >= WEBHOOK_FAILING_DISABLE_AFTER_MS) return 'disableFailing';
  return 'keep';
}
