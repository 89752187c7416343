import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipientIntakeSessions, recipients } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';

/** Long enough to find a bank statement or log in to a bank; short enough to not outlive the visit. */
export const INTAKE_SESSION_TTL_MS = 30 * 60 * 1000;

/** Opens a session for one recipient; only its hash is stored. */
export async function createIntakeSession(tx: Database, recipientId: string, nowMs = Date.now()) {
  const sessionToken = randomToken();
  const expiresAt = new Date(nowMs + INTAKE_SESSION_TTL_MS);
  await tx
    .insert(recipientIntakeSessions)
    .values({ recipientId, tokenHash: sha256Hex(sessionToken), expiresAt });
  return { sessionToken, expiresAt };
}

/**
 * The recipient a session may act on: the one it was opened for. An unknown or expired session is
 * a 401; another recipient's id is a 404, the same as a recipient that does not exist.
 */
export async function recipientOfSession(db: Database, sessionToken: string, recipientId: string) {
  const [row] = await db
    .select({ recipient: recipients })
    .from(recipientIntakeSessions)
    .innerJoin(recipients, eq(recipients.id, recipientIntakeSessions.recipientId))
    .where(
      and(
        eq(recipientIntakeSessions.tokenHash, sha256Hex(sessionToken)),
        gt(recipientIntakeSessions.expiresAt, new Date()),
      ),
    );
  if (!row) throw unauthorized('invalid_token', 'The intake session has ended. Verify your email again.');
  if (row.recipient.id !== recipientId) throw notFound('Recipient');
  return row.recipient;
}
