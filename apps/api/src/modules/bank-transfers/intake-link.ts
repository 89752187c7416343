import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipientIntakeLinks } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

/** How long an intake email's link works; a resend makes a new one and ends the old. */
export const INTAKE_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * A new single-recipient link for the intake email. Only its hash is stored, and the links sent
 * before stop working, so a forwarded old email cannot be used once a newer one went out.
 */
export async function createIntakeLink(tx: Database, recipientId: string, nowMs = Date.now()) {
  await tx
    .update(recipientIntakeLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(recipientIntakeLinks.recipientId, recipientId), isNull(recipientIntakeLinks.revokedAt)));
  const token = randomToken();
  await tx.insert(recipientIntakeLinks).values({
    recipientId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(nowMs + INTAKE_LINK_TTL_MS),
  });
  return token;
}

/** The recipient's page of the intake flow (spec route recipientEmailVerification). */
export const intakeLinkPath = (businessId: string, token: string) =>
  `/setup-payment/${businessId}/recipient?token=${encodeURIComponent(token)}`;
