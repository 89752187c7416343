import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';

export type OneTimePurpose = 'password_reset' | 'sign_in_ticket';

export async function createOneTimeToken(
  db: Database,
  purpose: OneTimePurpose,
  userId: string,
  lifetimeMs: number,
) {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    purpose,
    userId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Marks the token used and returns its user, or undefined when it is unknown, used or expired. */
export async function consumeOneTimeToken(db: Database, purpose: OneTimePurpose, token: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256Hex(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}
