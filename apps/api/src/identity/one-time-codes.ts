import { ERROR_MESSAGES, OTP_LENGTH } from '@causeway/domain';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Outbox } from '../adapters/outbox.ts';
import type { Database } from '../db/client.ts';
import { otpCodes } from '../db/schema/index.ts';
import { randomDigits, sha256Hex } from '../lib/crypto.ts';
import { ApiError, tooManyRequests } from '../lib/errors.ts';
import { signInCodeSms } from '../messages/templates/identity.ts';
import { assertActivated, assertNotGoogleOnly, type LoginIdentifier, requireAccount } from './accounts.ts';

export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_ATTEMPTS_MAX = 5;
export const OTP_SENDS_MAX = 5;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;

const codeHash = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);
const maskPhone = (phone: string) => `(***) ***-${phone.slice(-4)}`;

/** Texts a 6-digit sign-in code to the account's phone. */
export async function sendSignInCode(db: Database, outbox: Outbox, login: LoginIdentifier) {
  const account = await requireAccount(db, login);
  assertNotGoogleOnly(account);
  assertActivated(account);
  if (!account.phone) throw new ApiError(400, 'otpSendFailed', ERROR_MESSAGES.otpSendFailed);
  const [recent] = await db
    .select({ sent: count() })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.userId, account.id), gt(otpCodes.createdAt, new Date(Date.now() - OTP_SEND_WINDOW_MS))),
    );
  if ((recent?.sent ?? 0) >= OTP_SENDS_MAX) throw tooManyRequests();

  const code = randomDigits(OTP_LENGTH);
  await db.transaction(async (tx) => {
    await tx.insert(otpCodes).values({
      userId: account.id,
      channel: 'sms',
      codeHash: codeHash(account.id, code),
      expiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
    });
    await outbox.sms(tx, {
      to: account.phone!,
      body: signInCodeSms.render(account.language, { code, minutes: OTP_LIFETIME_MS / 60_000 }),
    });
  });
  return { sentTo: maskPhone(account.phone), expiresInSeconds: OTP_LIFETIME_MS / 1000 };
}

/** Checks the newest code; each wrong try counts, and a code dies after OTP_ATTEMPTS_MAX of them. */
export async function verifySignInCode(db: Database, login: LoginIdentifier, code: string) {
  const account = await requireAccount(db, login);
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, account.id), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const expired = new ApiError(400, 'otpExpired', ERROR_MESSAGES.otpExpired);
  if (!latest || latest.expiresAt.getTime() <= Date.now() || latest.attempts >= OTP_ATTEMPTS_MAX)
    throw expired;

  if (latest.codeHash !== codeHash(account.id, code)) {
    // Count the try atomically so parallel guesses cannot exceed the limit.
    await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, OTP_ATTEMPTS_MAX)));
    throw new ApiError(400, 'otpIncorrect', ERROR_MESSAGES.otpIncorrect);
  }
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_ATTEMPTS_MAX)),
    )
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw expired;
  return account;
}
