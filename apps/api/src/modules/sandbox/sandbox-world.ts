import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, outboxMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { receiveAchDeposit } from '../funding/sandbox-deposits.ts';

export type OutboxQuery = {
  recipient?: string | undefined;
  channel?: 'email' | 'sms' | undefined;
  limit: number;
};

/** Emails and text messages the platform sent, newest first; an email recipient matches in any case. */
export async function readOutbox(db: Database, { recipient, channel, limit }: OutboxQuery) {
  const conditions = [
    recipient
      ? eq(
          outboxMessages.recipient,
          recipient.toLowerCase().includes('@') ? recipient.toLowerCase() : recipient,
        )
      : undefined,
    channel ? eq(outboxMessages.channel, channel) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel as 'email' | 'sms',
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Plays an incoming ACH deposit into a business's funding account (404 for an unknown business). */
export function playAchDeposit(
  db: Database,
  { businessId, amountCents, memo }: { businessId: string; amountCents: number; memo?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
    if (!business) throw notFound('Business');
    return receiveAchDeposit(tx, business, amountCents, memo ?? null);
  });
}
