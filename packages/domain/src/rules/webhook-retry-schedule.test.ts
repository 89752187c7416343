import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_ATTEMPTS_MAX,
  webhookAttemptSucceeded,
  webhookEndpointAfterFailure,
  webhookRetryDelayMs,
} from './webhook-retry-schedule.ts';

const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('webhookRetryDelayMs', () => {
  it.each([
    [0, 0],
    [1, 5 * S],
    [2, 5 * M],
    [3, 30 * M],
    [4, 2 * H],
    [5, 5 * H],
    [6, 10 * H],
    [7, 10 * H],
    [8, null],
    [9, null],
  ])('after %i failed attempts waits %s ms', (attempts, delay) => {
    expect(webhookRetryDelayMs(attempts)).toBe(delay);
  });

  it('makes eight attempts in all', () => expect(WEBHOOK_ATTEMPTS_MAX).toBe(8));
});

describe('webhookAttemptSucceeded', () => {
  it.each([
    [200, 10, true],
    [204, 14_999, true],
    [299, 15_000, true],
    [200, 15_001, false],
    [301, 10, false],
    [410, 10, false],
    [500, 10, false],
    [null, 10, false],
  ])('status %s after %i ms succeeds: %s', (statusCode, durationMs, expected) => {
    expect(webhookAttemptSucceeded({ statusCode, durationMs })).toBe(expected);
  });
});

describe('webhookEndpointAfterFailure', () => {
  it.each([
    [410, 0, 'disableGone'],
    [500, 0, 'keep'],
    [null, 5 * D - 1, 'keep'],
    [500, 5 * D, 'disableFailing'],
    [410, 6 * D, 'disableGone'],
  ] as const)('status %s failing for %i ms: %s', (statusCode, failingForMs, expected) => {
    const nowMs = 1_800_000_000_000;
    expect(webhookEndpointAfterFailure({ statusCode, failingSinceMs: nowMs - failingForMs, nowMs })).toBe(
      expected,
    );
  });
});
