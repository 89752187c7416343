import { ERROR_MESSAGES } from '@causeway/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';
import { ApiError, tooManyRequests } from '../lib/errors.ts';
import { assertActivated, assertNotGoogleOnly, type LoginIdentifier, requireAccount } from './accounts.ts';
import { verifyPassword } from './passwords.ts';

export const PASSWORD_FAILURES_MAX = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * 429 once an identifier (a login, an API client id) has failed PASSWORD_FAILURES_MAX times in the
 * window, across all API processes (the table is shared).
 */
export async function assertAttemptsAllowed(db: Database, identifier: string, nowMs = Date.now()) {
  const [recent] = await db
    .select({ failures: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.identifier, identifier),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, new Date(nowMs - PASSWORD_FAILURE_WINDOW_MS)),
      ),
    );
  if ((recent?.failures ?? 0) >= PASSWORD_FAILURES_MAX) throw tooManyRequests();
}

/** Checks a password, throttled per identifier. */
export async function checkPassword(db: Database, login: LoginIdentifier, password: string) {
  const identifier = `${login.kind}:${login.value}`;
  await assertAttemptsAllowed(db, identifier);

  const account = await requireAccount(db, login);
  assertNotGoogleOnly(account);
  const ok = await verifyPassword(account.passwordHash, password);
  await db.insert(signInAttempts).values({ identifier, succeeded: ok });
  if (!ok) throw new ApiError(401, 'incorrectPassword', ERROR_MESSAGES.incorrectPassword);
  assertActivated(account);
  return account;
}
