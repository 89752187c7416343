import type { IntakeLanguage } from '@causeway/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { businesses, recipientEmailCodes, recipientIntakeLinks, recipients } from '../../db/schema/index.ts';
import { constantTimeEqual, randomDigits, sha256Hex } from '../../lib/crypto.ts';
import { apiError } from '../../lib/errors.ts';
import { intakeCodeEmail } from '../../messages/templates/intake.ts';
import { createIntakeSession } from './intake-sessions.ts';

// The recipient proves the registered email with a 6-digit code (cardholder spec §4): it lives 10
// minutes, allows 5 wrong tries, works once, and a new one waits 30 seconds after the last.
export const INTAKE_CODE_TTL_MS = 10 * 60 * 1000;
export const INTAKE_CODE_WRONG_TRIES_MAX = 5;
export const INTAKE_CODE_RESEND_AFTER_MS = 30 * 1000;

type RecipientRow = typeof recipients.$inferSelect;
type CodeRequest = {
  businessId: string;
  email: string;
  token?: string | undefined;
  language: IntakeLanguage;
};

const codeHash = (recipientId: string, code: string) => sha256Hex(`${recipientId}:${code}`);

/**
 * The recipient the request names: the one of the emailed link (its email must be the one typed),
 * or, without a link, the program's recipient with that email. Neither tells another recipient or
 * business apart from "not registered".
 */
async function recipientFor(db: Database, request: CodeRequest, nowMs: number): Promise<RecipientRow> {
  const email = request.email.trim().toLowerCase();
  if (request.token) {
    const [link] = await db
      .select({
        recipient: recipients,
        expiresAt: recipientIntakeLinks.expiresAt,
        revokedAt: recipientIntakeLinks.revokedAt,
      })
      .from(recipientIntakeLinks)
      .innerJoin(recipients, eq(recipients.id, recipientIntakeLinks.recipientId))
      .where(eq(recipientIntakeLinks.tokenHash, sha256Hex(request.token)));
    if (!link || link.revokedAt !== null || link.expiresAt.getTime() <= nowMs)
      throw apiError('invalidOrExpiredLink');
    if (link.recipient.businessId !== request.businessId || link.recipient.email.toLowerCase() !== email) {
      throw apiError('recipientEmailNotRegistered');
    }
    return link.recipient;
  }
  const [recipient] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.businessId, request.businessId), sql`lower(${recipients.email}) = ${email}`))
    .orderBy(desc(recipients.createdAt))
    .limit(1);
  if (!recipient) throw apiError('recipientEmailNotRegistered');
  return recipient;
}

/** Emails a new code in the recipient's language, which is kept for the emails that follow. */
export async function sendIntakeCode(tx: Database, outbox: Outbox, request: CodeRequest, nowMs = Date.now()) {
  const recipient = await recipientFor(tx, request, nowMs);
  const [latest] = await tx
    .select({ createdAt: recipientEmailCodes.createdAt })
    .from(recipientEmailCodes)
    .where(eq(recipientEmailCodes.recipientId, recipient.id))
    .orderBy(desc(recipientEmailCodes.createdAt))
    .limit(1);
  if (latest && nowMs - latest.createdAt.getTime() < INTAKE_CODE_RESEND_AFTER_MS)
    throw apiError('rate_limited');
  const code = randomDigits(6);
  const expiresAt = new Date(nowMs + INTAKE_CODE_TTL_MS);
  // A new code ends the ones before: only the latest email works.
  await tx
    .update(recipientEmailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recipientEmailCodes.recipientId, recipient.id), isNull(recipientEmailCodes.usedAt)));
  await tx.insert(recipientEmailCodes).values({
    recipientId: recipient.id,
    codeHash: codeHash(recipient.id, code),
    expiresAt,
    createdAt: new Date(nowMs),
  });
  await tx.update(recipients).set({ language: request.language }).where(eq(recipients.id, recipient.id));
  const [business] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, recipient.businessId));
  await outbox.email(tx, {
    to: recipient.email,
    ...intakeCodeEmail.render(request.language, { code, payerName: business!.name }),
  });
  return { sent: true as const, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks the code and opens the session. Not one transaction on purpose: a wrong try is counted
 * even though the answer is a refusal, and the code is spent by one conditional update, so two
 * requests with the same code open one session.
 */
export async function startIntakeSession(
  db: Database,
  request: CodeRequest & { code: string },
  nowMs = Date.now(),
) {
  const recipient = await recipientFor(db, request, nowMs);
  const [latest] = await db
    .select()
    .from(recipientEmailCodes)
    .where(and(eq(recipientEmailCodes.recipientId, recipient.id), isNull(recipientEmailCodes.usedAt)))
    .orderBy(desc(recipientEmailCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= nowMs || latest.wrongAttempts >= INTAKE_CODE_WRONG_TRIES_MAX) {
    throw apiError('otpExpired');
  }
  if (!constantTimeEqual(latest.codeHash, codeHash(recipient.id, request.code))) {
    await db
      .update(recipientEmailCodes)
      .set({ wrongAttempts: sql`${recipientEmailCodes.wrongAttempts} + 1` })
      .where(eq(recipientEmailCodes.id, latest.id));
    throw apiError('otpIncorrect');
  }
  const spent = await db
    .update(recipientEmailCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recipientEmailCodes.id, latest.id),
        isNull(recipientEmailCodes.usedAt),
        gt(recipientEmailCodes.expiresAt, new Date(nowMs)),
      ),
    )
    .returning({ id: recipientEmailCodes.id });
  if (spent.length === 0) throw apiError('otpExpired');
  const session = await createIntakeSession(db, recipient.id, nowMs);
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, recipient.businessId));
  return {
    sessionToken: session.sessionToken,
    expiresAt: session.expiresAt.toISOString(),
    recipient: { id: recipient.id, name: recipient.name, businessName: business!.name },
  };
}
