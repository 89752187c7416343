import { desc, isNull } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { signingKeys } from '../db/schema/index.ts';
import { decryptText, encryptText, randomToken } from '../lib/crypto.ts';

export const SIGNING_ALGORITHM = 'ES256';

export type ActiveSigningKey = { kid: string; privateKey: CryptoKey };

/**
 * ES256 keys live in the database so every API process signs with the same key and publishes the
 * same JWKS. The first process to start creates one.
 */
export class SigningKeyStore {
  private active: ActiveSigningKey | undefined;
  private publicJwks: JWK[] = [];

  constructor(
    private readonly db: Database,
    private readonly masterKey: Buffer,
  ) {}

  async load(): Promise<void> {
    let rows = await this.db
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt));
    if (rows.length === 0) {
      await this.create();
      rows = await this.db
        .select()
        .from(signingKeys)
        .where(isNull(signingKeys.retiredAt))
        .orderBy(desc(signingKeys.createdAt));
    }
    const newest = rows[0]!;
    const privateJwk = JSON.parse(decryptText(this.masterKey, newest.privateJwkEncrypted)) as JWK;
    this.active = {
      kid: newest.kid,
      privateKey: (await importJWK(privateJwk, SIGNING_ALGORITHM)) as CryptoKey,
    };
    this.publicJwks = rows.map((row) => ({
      ...row.publicJwk,
      kid: row.kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    }));
  }

  private async create(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomToken(12);
    await this.db
      .insert(signingKeys)
      .values({
        kid,
        publicJwk: (await exportJWK(publicKey)) as Record<string, unknown>,
        privateJwkEncrypted: encryptText(this.masterKey, JSON.stringify(await exportJWK(privateKey))),
      })
      .onConflictDoNothing();
  }

  signingKey(): ActiveSigningKey {
    if (!this.active) throw new Error('Signing keys are not loaded');
    return this.active;
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.publicJwks };
  }

  hasKid(kid: string | undefined): boolean {
    return this.publicJwks.some((key) => key.kid === kid);
  }
}
