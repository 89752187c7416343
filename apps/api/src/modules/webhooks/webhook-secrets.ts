import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_OVERLAP_MS } from '@causeway/domain';
import { Webhook } from 'standardwebhooks';
import { decryptText, encryptText } from '../../lib/crypto.ts';

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64 (Svix's length). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export const sealWebhookSecret = (masterKey: Buffer, secret: string) => encryptText(masterKey, secret);
export const openWebhookSecret = (masterKey: Buffer, sealed: string) => decryptText(masterKey, sealed);

export type EndpointSecrets = {
  secretCiphertext: string;
  previousSecretCiphertext: string | null;
  previousSecretExpiresAt: Date | null;
};

/** The secrets that sign a delivery now: the current one, and the previous one during the overlap. */
export function signingSecrets(masterKey: Buffer, endpoint: EndpointSecrets, now: Date): string[] {
  const secrets = [openWebhookSecret(masterKey, endpoint.secretCiphertext)];
  if (
    endpoint.previousSecretCiphertext &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  )
    secrets.push(openWebhookSecret(masterKey, endpoint.previousSecretCiphertext));
  return secrets;
}

/** When a secret rotated out now stops signing. */
export const previousSecretExpiry = (now: Date) => new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);

/**
 * The three Standard Webhooks headers. With two secrets the signature header carries both
 * signatures, space-separated, so a receiver still on the old secret verifies during a rotation.
 */
export function signedHeaders(secrets: readonly string[], messageId: string, sentAt: Date, body: string) {
  const signature = secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, body)).join(' ');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
