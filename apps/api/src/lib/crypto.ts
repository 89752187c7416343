import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A URL-safe random secret (links, refresh tokens, tickets). 32 bytes = 256 bits. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as their SHA-256; a leaked table reveals no usable token. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomDigits = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');

export const constantTimeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM; the output is base64 of iv | tag | ciphertext, with a version prefix for rotation. */
export function encryptText(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

export function decryptText(key: Buffer, sealed: string): string {
  if (!sealed.startsWith('v1:')) throw new Error('Unknown ciphertext version');
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
