import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Outbox } from '../adapters/outbox.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { gone } from '../lib/errors.ts';
import { linkInLanguage } from '../messages/links.ts';
import { passwordResetEmail } from '../messages/templates/identity.ts';
import { findAccount } from './accounts.ts';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllRefreshTokens } from './refresh-tokens.ts';

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60_000;

/**
 * Emails a single-use reset link. The answer is the same whether or not the address has an
 * account, so the endpoint cannot be used to find out who has one.
 */
export async function requestPasswordReset(db: Database, outbox: Outbox, publicUrl: string, email: string) {
  const account = await findAccount(db, { kind: 'email', value: email.toLowerCase() });
  if (!account || account.googleOnly) return;
  await db.transaction(async (tx) => {
    const token = await createOneTimeToken(tx, 'password_reset', account.id, PASSWORD_RESET_LIFETIME_MS);
    await outbox.email(tx, {
      to: account.email!,
      ...passwordResetEmail.render(account.language, {
        firstName: account.firstName,
        url: linkInLanguage(`${publicUrl}/reset-password?token=${token}`, account.language),
      }),
    });
  });
}

/** Sets the new password and ends every session of the account. */
export async function completePasswordReset(db: Database, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, 'password_reset', token);
    if (!userId) throw gone('invalidOrExpiredLink', ERROR_MESSAGES.invalidOrExpiredLink);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllRefreshTokens(tx, userId);
  });
}
