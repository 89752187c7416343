import { and, desc, eq, isNull } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  webhookEndpoints,
  webhookSandboxReceipts,
  webhookSandboxReceivers,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { signingSecrets } from './webhook-secrets.ts';
import type { WebhookTransport } from './webhook-transport.ts';
import { SANDBOX_RECEIVER_PATH } from './webhook-url-guard.ts';

const RECEIPTS_SHOWN = 50;

const receiverUrl = (publicUrl: string, id: string) => `${publicUrl}${SANDBOX_RECEIVER_PATH}${id}`;
const receiverView = (publicUrl: string, row: typeof webhookSandboxReceivers.$inferSelect) => ({
  id: row.id,
  url: receiverUrl(publicUrl, row.id),
  answerStatus: row.answerStatus,
});

export async function createReceiver(
  db: Database,
  publicUrl: string,
  input: { businessId: string; answerStatus?: number },
) {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, input.businessId));
  if (!business) throw notFound('Business');
  const [row] = await db
    .insert(webhookSandboxReceivers)
    .values({ businessId: business.id, answerStatus: input.answerStatus ?? 200 })
    .returning();
  return { receiver: receiverView(publicUrl, row!) };
}

export async function updateReceiver(db: Database, publicUrl: string, id: string, answerStatus: number) {
  const [row] = await db
    .update(webhookSandboxReceivers)
    .set({ answerStatus })
    .where(eq(webhookSandboxReceivers.id, id))
    .returning();
  if (!row) throw notFound('Receiver');
  return { receiver: receiverView(publicUrl, row) };
}

export async function listReceipts(db: Database, id: string) {
  const [receiver] = await db
    .select()
    .from(webhookSandboxReceivers)
    .where(eq(webhookSandboxReceivers.id, id));
  if (!receiver) throw notFound('Receiver');
  const rows = await db
    .select()
    .from(webhookSandboxReceipts)
    .where(eq(webhookSandboxReceipts.receiverId, id))
    .orderBy(desc(webhookSandboxReceipts.receivedAt), desc(webhookSandboxReceipts.id))
    .limit(RECEIPTS_SHOWN);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      headers: row.headers,
      body: row.body,
      answeredStatus: row.answeredStatus,
      signatureValid: row.signatureValid,
      receivedAt: row.receivedAt.toISOString(),
    })),
  };
}

/**
 * The sandbox receiver, reached inside the API instead of over the network (its URL is the API's
 * own, which the SSRF rules refuse for any other use). It checks the signature as a customer would,
 * with standardwebhooks' verify and the secrets of the endpoints pointing at it, keeps what arrived
 * and answers with the status it was told to.
 */
export function sandboxReceiverTransport(db: Database, masterKey: Buffer): WebhookTransport {
  return async ({ url, headers, body }) => {
    const id = url.slice(url.lastIndexOf('/') + 1);
    const [receiver] = await db
      .select()
      .from(webhookSandboxReceivers)
      .where(eq(webhookSandboxReceivers.id, id));
    if (!receiver) return { statusCode: 404, responseExcerpt: '{"error":"no such receiver"}', error: null };
    const endpoints = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.url, url), isNull(webhookEndpoints.deletedAt)));
    const now = new Date();
    const signatureValid = endpoints.some((endpoint) =>
      signingSecrets(masterKey, endpoint, now).some((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      }),
    );
    await db.insert(webhookSandboxReceipts).values({
      receiverId: id,
      headers,
      body,
      answeredStatus: receiver.answerStatus,
      signatureValid,
    });
    const ok = receiver.answerStatus < 300;
    return {
      statusCode: receiver.answerStatus,
      responseExcerpt: JSON.stringify(
        ok ? { received: true } : { error: 'the sandbox receiver was told to fail' },
      ),
      error: null,
    };
  };
}
