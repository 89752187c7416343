import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { unauthorized } from '../lib/errors.ts';

const DAY_MS = 86_400_000;

export async function createRefreshToken(
  db: Database,
  userId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
) {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
}

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * rotated means it was copied: the whole family is revoked (OAuth 2.1 refresh-token rotation).
 */
export async function rotateRefreshToken(db: Database, token: string, ttlDays: number) {
  const invalid = unauthorized('invalid_grant', 'The session has ended. Please sign in again.');
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(token)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    if (row.rotatedAt) {
      // Committed, not thrown: the revocation must outlive the refusal.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.familyId, row.familyId));
      return undefined;
    }
    await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const next = await createRefreshToken(tx, row.userId, ttlDays, row.familyId);
    return { userId: row.userId, refreshToken: next };
  });
  if (!outcome) throw invalid;
  return outcome;
}

export async function revokeRefreshToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (row)
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, row.familyId));
}

export async function revokeAllRefreshTokens(db: Database, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
