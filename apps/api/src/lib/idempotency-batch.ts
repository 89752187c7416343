import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ApiError, fieldError } from './errors.ts';
import { failpoint } from './failpoints.ts';
import {
  IDEMPOTENCY_KEY_LENGTH_MAX,
  IDEMPOTENCY_KEY_TTL_MS,
  type IdempotentRequest,
  type IdempotentResult,
  lockId,
  refusalBody,
  requestHash,
} from './idempotency.ts';

/**
 * Many keyed requests of one caller in the caller's transaction, for a worker's batch (an autoload
 * run's cards, an import's rows): the keys are locked, read and written in one statement each, and
 * `operation` runs once for the requests never answered before. It must answer one
 * `{ status, body }` per request it is given, in order, and leave nothing written for a request it
 * refuses (a 4xx answer), as loadCards does. A key already answered is answered again (`replayed`);
 * the same key with another input is answered 422. A key held by another transaction refuses the
 * whole batch (409), so the caller retries it later. The batch commits or rolls back as one.
 */
export async function runIdempotentBatch<T>(
  tx: Database,
  requests: IdempotentRequest[],
  operation: (fresh: IdempotentRequest[]) => Promise<{ status: number; body: T }[]>,
): Promise<IdempotentResult<number, T>[]> {
  if (requests.length === 0) return [];
  const userId = requests[0]!.userId;
  for (const request of requests) {
    const { key } = request;
    if (request.userId !== userId) throw new Error('a batch of keyed requests has one caller');
    if (typeof key !== 'string' || key.trim() === '' || key.length > IDEMPOTENCY_KEY_LENGTH_MAX) {
      throw fieldError('Idempotency-Key', 'idempotencyKeyRequired', { length: IDEMPOTENCY_KEY_LENGTH_MAX });
    }
  }
  const keys = requests.map((request) => request.key!);
  if (new Set(keys).size !== keys.length) throw new Error('a batch names each Idempotency-Key once');
  const lockIds = keys.map((key) => lockId(userId, key).toString());
  const [lock] = rowsOf<{ refused: number | string }>(
    await tx.execute(
      sql`select count(*) filter (where not pg_try_advisory_xact_lock(id)) as refused from unnest(${`{${lockIds.join(',')}}`}::bigint[]) as id`,
    ),
  );
  if (Number(lock?.refused ?? 0) > 0) {
    throw new ApiError(
      409,
      'idempotency_in_progress',
      'A request with this Idempotency-Key is still being processed.',
    );
  }
  const previous = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        inArray(idempotencyKeys.key, keys),
        gt(idempotencyKeys.expiresAt, new Date()),
      ),
    );
  const previousByKey = new Map(previous.map((row) => [row.key, row]));
  const hashes = requests.map(requestHash);
  const fresh = requests.filter((request) => !previousByKey.has(request.key!));
  const freshAnswers = fresh.length > 0 ? await operation(fresh) : [];
  if (freshAnswers.length !== fresh.length) throw new Error('one answer per fresh request');

  await failpoint('money.beforeCommit');
  const nowMs = Date.now();
  const freshIndex = new Map(fresh.map((request, index) => [request.key!, index]));
  if (fresh.length > 0) {
    await tx
      .insert(idempotencyKeys)
      .values(
        fresh.map((request, index) => ({
          userId,
          key: request.key!,
          requestHash: hashes[requests.indexOf(request)]!,
          responseStatus: freshAnswers[index]!.status,
          responseBody: freshAnswers[index]!.body as object,
          createdAt: new Date(nowMs),
          expiresAt: new Date(nowMs + IDEMPOTENCY_KEY_TTL_MS),
        })),
      )
      // An expired key's row is still there: take its place.
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          responseStatus: sql`excluded.response_status`,
          responseBody: sql`excluded.response_body`,
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
        },
      });
  }
  return requests.map((request, index) => {
    const stored = previousByKey.get(request.key!);
    if (!stored) {
      const answer = freshAnswers[freshIndex.get(request.key!)!]!;
      return { status: answer.status, body: answer.body, replayed: false };
    }
    if (stored.requestHash !== hashes[index]) {
      const refusal = new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request.',
      );
      return { status: 422, body: refusalBody(refusal) as T, replayed: true };
    }
    return { status: stored.responseStatus, body: stored.responseBody as T, replayed: true };
  });
}
