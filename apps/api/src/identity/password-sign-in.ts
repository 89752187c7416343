import { ERROR_MESSAGES } from '@causeway/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';
import { ApiError, tooManyRequests } from '../lib/errors.ts';
import { assertActivated, assertNotGoogleOnly, type LoginIdentifier, requireAccount } from './accounts.ts';
import { verifyPassword } from './passwords.ts';

export const PASSWORD_FAILURES_MAX = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/** Checks a password, throttled per identifier across all API processes (the table is shared). */
export async function checkPassword(db: Database, login: LoginIdentifier, password: string) {
  const identifier = `${login.kind}:${login.value}`;
  const [recent] = await db
    .select({ failures: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.identifier, identifier),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, new Date(Date.now() - PASSWORD_FAILURE_WINDOW_MS)),
      ),
    );
  if ((recent?.failures ?? 0) >= PASSWORD_FAILURES_MAX) throw tooManyRequests();

  const account = await requireAccount(db, login);
  assertNotGoogleOnly(account);
  const ok = await verifyPassword(account.passwordHash, password);
  await db.insert(signInAttempts).values({ identifier, succeeded: ok });
  if (!ok) throw new ApiError(401, 'incorrectPassword', ERROR_MESSAGES.incorrectPassword);
  assertActivated(account);
  return account;
}
