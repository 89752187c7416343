import { createHash } from 'node:crypto';
import type { ErrorCode } from '@causeway/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { SQL_STATE, sqlStateOf } from '../db/sql-state.ts';
import { executeWriteParts, type WriteParts } from '../ledger/write-parts.ts';
import { ApiError, fieldError } from './errors.ts';
import { failpoint } from './failpoints.ts';
import { accountTurns } from './row-turns.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_LENGTH_MAX = 255;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export type IdempotentResult<S extends number, T> = { status: S; body: T; replayed: boolean };

/** JSON with object keys sorted, so the same body with its keys in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * One keyed request, without the HTTP request: who sent it, with which key, to which operation and
 * with what input. An import row or a job keys its own work the same way.
 */
export type IdempotentRequest = {
  userId: string;
  key: string | undefined;
  method: string;
  route: string;
  params: unknown;
  body: unknown;
};

export function requestHash(request: IdempotentRequest) {
  return createHash('sha256')
    .update(canonicalJson([request.method, request.route, request.params ?? null, request.body ?? null]))
    .digest('hex');
}

/** A signed 64-bit advisory-lock id for (user, key). */
export function lockId(userId: string, key: string) {
  return createHash('sha256').update(`${userId}\u0000${key}`).digest().readBigInt64BE(0);
}

/** What a stored key answers again: the first answer, a refusal included (as Stripe does). */
type StoredAnswer = { status: number; body: unknown };

/** The answer of a refusal, as the error handler would send it. */
export const refusalBody = (error: ApiError) => ({
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
});

/** A stored refusal, thrown again with the replay header. */
function replayedRefusal(answer: StoredAnswer): ApiError {
  const body = answer.body as { code: string; message: string; details?: ApiError['details'] };
  return new ApiError(answer.status, body.code as ErrorCode, body.message, body.details, {
    'idempotent-replayed': 'true',
  });
}

/** The key's stored row, as idempotency_claim answers it; undefined when the key is fresh. */
type ClaimedKey = { requestHash: string; answer: StoredAnswer } | undefined;

/**
 * Takes the key's advisory lock and, once it is held, reads its live stored answer: one round trip
 * (idempotency_claim, migration 0032; the read after the lock sees what the lock's previous holder
 * committed). A key another transaction holds is refused (409).
 */
async function claimKey(tx: Database, userId: string, key: string): Promise<ClaimedKey> {
  const [claim] = rowsOf<{
    locked: boolean;
    request_hash: string | null;
    response_status: number | null;
    response_body: unknown;
  }>(
    await tx.execute(
      sql`select * from idempotency_claim(${lockId(userId, key)}::bigint, ${userId}::uuid, ${key})`,
    ),
  );
  if (!claim?.locked) {
    throw new ApiError(
      409,
      'idempotency_in_progress',
      'A request with this Idempotency-Key is still being processed.',
    );
  }
  if (claim.request_hash === null) return undefined;
  return {
    requestHash: claim.request_hash,
    answer: { status: Number(claim.response_status), body: claim.response_body },
  };
}

/** The answer a stored key gives: its first answer, or 422 for the same key with another input. */
function replayOf(previous: NonNullable<ClaimedKey>, hash: string) {
  if (previous.requestHash !== hash) {
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different request.',
    );
  }
  return { answer: previous.answer, replayed: true, refusal: undefined as ApiError | undefined };
}

/**
 * A value of a money move's answer that only its write statement knows, such as a balance after
 * rows the plan read without a lock: where it goes in the body, and the SQL that computes it there.
 */
export type AnswerSlot = { path: (string | number)[]; value: SQL };

/**
 * The stored answer's insert as a part of the move's last statement, its slots filled in SQL; the
 * body as stored comes back as `stored_body`. Under the key's lock an expired key's row is
 * replaced; without it (the unlocked attempt) any row of the key refuses the statement, which then
 * runs again under the lock.
 */
function storedAnswerParts(
  userId: string,
  key: string,
  hash: string,
  answer: StoredAnswer,
  options: { slots: AnswerSlot[]; underKeyLock: boolean },
): WriteParts {
  const nowMs = Date.now();
  const body = options.slots.reduce(
    (filled, slot) => sql`jsonb_set(${filled}, ${`{${slot.path.join(',')}}`}::text[], ${slot.value})`,
    sql`${JSON.stringify(answer.body ?? null)}::jsonb`,
  );
  const replaceExpired = sql`on conflict (user_id, key) do update set request_hash = excluded.request_hash,
          response_status = excluded.response_status, response_body = excluded.response_body,
          created_at = excluded.created_at, expires_at = excluded.expires_at`;
  return {
    ctes: [
      sql`stored as (
        insert into ${idempotencyKeys} (user_id, key, request_hash, response_status, response_body, created_at, expires_at)
        values (${userId}::uuid, ${key}, ${hash}, ${answer.status}::int, ${body},
                ${new Date(nowMs).toISOString()}::timestamptz, ${new Date(nowMs + IDEMPOTENCY_KEY_TTL_MS).toISOString()}::timestamptz)
        ${options.underKeyLock ? replaceExpired : sql``}
        returning response_body
      )`,
    ],
    columns: [
      sql`(select response_body from stored) as stored_body`,
      sql`money_move_expect((select count(*) from stored where response_body is not null) = 1, 'answer stored') as answer_stored`,
    ],
  };
}

/**
 * A record of the answer written in the statement that stores it (the request's audit event): one
 * round trip fewer than writing it afterwards. `committed` is told once its transaction commits;
 * a replay, or a failure that rolls back, writes none and tells nothing (the caller records it then).
 */
export type AnswerRecord = { parts(statusCode: number, when?: SQL): WriteParts; committed(): void };

/** What an operation handed to runIdempotent to send with the stored answer, by transaction. */
type Deferred = { parts: WriteParts[]; slots: AnswerSlot[] };
const deferredWrites = new WeakMap<Database, Deferred>();

/**
 * Sends a money move's writes now, or, inside runIdempotent's operation, hands them to it: they go
 * out with the stored answer in one statement, after the operation returns, and `slots` fill values
 * of the answer in that statement. The operation must not read what it deferred; it answers from
 * what it planned (loadCards answers from the rows it read).
 */
export async function writeOrDefer(tx: Database, parts: WriteParts, slots: AnswerSlot[] = []): Promise<void> {
  const deferred = deferredWrites.get(tx);
  if (!deferred) {
    await executeWriteParts(tx, [parts]);
    return;
  }
  deferred.parts.push(parts);
  deferred.slots.push(...slots);
}

/**
 * How runIdempotent runs an operation: `unlocked` on a first attempt planned on rows read without a
 * lock and written in one statement of its own (no transaction); otherwise in a transaction under
 * the key's lock, where the operation locks what it reads.
 */
export type MoneyMoveAttempt = { unlocked: boolean };

/**
 * Thrown by an operation's unlocked attempt when it cannot answer from rows read without a lock (a
 * refusal to make, a row to create): runIdempotent then runs it under the locks.
 */
export class NeedsLocks extends Error {
  constructor() {
    super('this money move is planned under its locks');
  }
}

/** An unlocked attempt's statement refused to commit: its plan no longer holds. */
const OUTDATED_PLAN_STATES = new Set<string>([
  SQL_STATE.moneyMoveNotAsPlanned, // a check of money_move_expect: the key is taken, a card closed
  SQL_STATE.checkViolation, // the ledger's overdraft CHECK: the funds went meanwhile
  SQL_STATE.uniqueViolation, // the key was stored meanwhile
]);

/** An operation's refusal on its way out of the transaction, so everything it wrote rolls back. */
class Refused extends Error {
  constructor(readonly refusal: ApiError) {
    super(refusal.message);
  }
}

/** An operation's answer with its deferred writes sent, the body as the statement stored it. */
type Outcome = { answer: StoredAnswer; replayed: boolean; refusal: ApiError | undefined };

/** Sends the deferred writes, the stored answer and its record as one statement; answers the body stored. */
async function storeAnswer(
  db: Database,
  request: IdempotentRequest & { key: string },
  hash: string,
  answer: StoredAnswer,
  deferred: Deferred,
  options: { underKeyLock: boolean; record: WriteParts[] },
): Promise<StoredAnswer> {
  const { userId, key } = request;
  // Without the key's lock (the unlocked attempt), the statement takes it, so that a run of the
  // same key under the lock and this one exclude each other; it takes it last, once every other
  // check has passed. PostgreSQL answers an error before it rolls back and lets go of the
  // statement's locks, so a lock taken earlier by a statement that then failed could still be held
  // when the run under the lock, on another connection, asks for it (a false 409 in progress).
  const keyFree = options.underKeyLock
    ? []
    : [
        {
          ctes: [],
          columns: [
            sql`money_move_expect(pg_try_advisory_xact_lock(${lockId(userId, key)}::bigint), 'Idempotency-Key free') as key_free`,
          ],
        },
      ];
  // The record first: its write takes no row lock, and the statement runs its parts in this order
  // (combineWriteParts), so the rows the move locks are not held while it is written.
  const row = await executeWriteParts(db, [
    ...options.record,
    ...deferred.parts,
    storedAnswerParts(userId, key, hash, answer, {
      slots: deferred.slots,
      underKeyLock: options.underKeyLock,
    }),
    ...keyFree,
  ]);
  return deferred.slots.length > 0 ? { status: answer.status, body: row.stored_body } : answer;
}

/**
 * The unlocked attempt: the operation plans on rows read without a lock, outside a transaction, and
 * its writes, the key's lock and the stored answer go out as one statement that commits on its own,
 * so the rows it moves are locked only while the database runs it (no round trip, and no turn of
 * this process, in between). The statement checks what the plan assumed; when something changed,
 * it rolls back whole and the answer is undefined: the caller runs the move under the locks.
 */
async function runUnlocked(
  db: Database,
  request: IdempotentRequest & { key: string },
  hash: string,
  operation: (tx: Database, attempt: MoneyMoveAttempt) => Promise<StoredAnswer>,
  recordOf: (answer: StoredAnswer) => WriteParts[],
): Promise<Outcome | undefined> {
  // A handle of the attempt's own, so the writes it defers are told apart from those of other
  // requests sharing the database object.
  const handle = Object.create(db) as Database;
  const deferred: Deferred = { parts: [], slots: [] };
  deferredWrites.set(handle, deferred);
  let answer: StoredAnswer;
  try {
    answer = await operation(handle, { unlocked: true });
  } catch (error) {
    // A refusal, or a plan that needs the locks, is decided again under them, and kept there.
    if (error instanceof NeedsLocks || (error instanceof ApiError && error.statusCode < 500))
      return undefined;
    throw error;
  } finally {
    deferredWrites.delete(handle);
  }
  if (deferred.parts.length === 0) return undefined;
  await failpoint('money.beforeCommit');
  try {
    // Sent in its turn on the rows it locks: this process's moves on one hot row (a funding
    // account) queue here, at most two statements at a time, rather than in PostgreSQL.
    const stored = await accountTurns.run(
      deferred.parts.flatMap((part) => part.lockedAccountIds ?? []),
      () =>
        storeAnswer(db, request, hash, answer, deferred, { underKeyLock: false, record: recordOf(answer) }),
    );
    return { answer: stored, replayed: false, refusal: undefined };
  } catch (error) {
    if (OUTDATED_PLAN_STATES.has(sqlStateOf(error) ?? '')) return undefined;
    throw error;
  }
}

/**
 * Runs a money-moving operation at most once per (caller, Idempotency-Key). The operation and the
 * stored answer share one transaction: a crash leaves neither, so a retry runs it afresh; a
 * completed one is answered again as it was. Once the operation has started, its first answer is
 * kept, a 4xx refusal too (Stripe's rule): its transaction is rolled back whole and the refusal is
 * stored in a second one, under the key's lock again (if a duplicate answered the key in between,
 * its answer is the key's), so a retry after the balance changed is still refused rather than
 * moving money. Input refused before the operation (schema, permission) stores nothing. The same
 * key with another body is refused (422); a duplicate arriving while the first runs is refused
 * (409). A success costs the operation's statements plus three: BEGIN, the key's lock and read in
 * one, COMMIT; writes the operation defers (writeOrDefer) go out with the stored answer, and the
 * answer's record (the request's audit event), as one statement. No savepoint: a refusal is the rare
 * path.
 *
 * With `unlockedFirst` (an operation that can plan on unlocked rows, as loadCards does), the move is
 * first tried as one statement of its own (runUnlocked): its reads, then that statement. A replay,
 * a refusal, or a plan the statement finds outdated falls through to the transaction above.
 */
export async function runIdempotent<S extends number, T>(
  db: Database,
  request: IdempotentRequest,
  operation: (tx: Database, attempt: MoneyMoveAttempt) => Promise<{ status: S; body: T }>,
  answerRecord?: AnswerRecord,
  options: { unlockedFirst?: boolean } = {},
): Promise<IdempotentResult<S, T>> {
  const recordOf = (answer: StoredAnswer) => (answerRecord ? [answerRecord.parts(answer.status)] : []);
  const { key } = request;
  if (typeof key !== 'string' || key.trim() === '' || key.length > IDEMPOTENCY_KEY_LENGTH_MAX) {
    throw fieldError('Idempotency-Key', 'idempotencyKeyRequired', { length: IDEMPOTENCY_KEY_LENGTH_MAX });
  }
  const keyed = { ...request, key };
  const hash = requestHash(request);
  const outcome =
    (options.unlockedFirst ? await runUnlocked(db, keyed, hash, operation, recordOf) : undefined) ??
    (await runUnderLocks(db, keyed, hash, operation, recordOf));
  if (!outcome.replayed) answerRecord?.committed();
  if (outcome.refusal) throw outcome.refusal;
  if (outcome.answer.status >= 400) throw replayedRefusal(outcome.answer);
  return { status: outcome.answer.status as S, body: outcome.answer.body as T, replayed: outcome.replayed };
}

/** runIdempotent's transaction under the key's lock, and its refusal stored in a second one. */
function runUnderLocks(
  db: Database,
  request: IdempotentRequest & { key: string },
  hash: string,
  operation: (tx: Database, attempt: MoneyMoveAttempt) => Promise<StoredAnswer>,
  recordOf: (answer: StoredAnswer) => WriteParts[],
): Promise<Outcome> {
  const { userId, key } = request;
  return db
    .transaction(async (tx): Promise<Outcome> => {
      const previous = await claimKey(tx, userId, key);
      if (previous) return replayOf(previous, hash);
      let answer: StoredAnswer;
      const deferred: Deferred = { parts: [], slots: [] };
      deferredWrites.set(tx, deferred);
      try {
        answer = await operation(tx, { unlocked: false });
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
        throw new Refused(error);
      } finally {
        deferredWrites.delete(tx);
      }
      await failpoint('money.beforeCommit');
      const stored = await storeAnswer(tx, request, hash, answer, deferred, {
        underKeyLock: true,
        record: recordOf(answer),
      });
      return { answer: stored, replayed: false, refusal: undefined };
    })
    .catch((error: unknown) => {
      if (!(error instanceof Refused)) throw error;
      const { refusal } = error;
      return db.transaction(async (tx): Promise<Outcome> => {
        const previous = await claimKey(tx, userId, key);
        if (previous) return replayOf(previous, hash);
        const answer = { status: refusal.statusCode, body: refusalBody(refusal) };
        await failpoint('money.beforeCommit');
        await storeAnswer(
          tx,
          request,
          hash,
          answer,
          { parts: [], slots: [] },
          {
            underKeyLock: true,
            record: recordOf(answer),
          },
        );
        return { answer, replayed: false, refusal };
      });
    });
}
