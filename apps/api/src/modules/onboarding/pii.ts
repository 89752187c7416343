import { maskTaxId } from '@causeway/domain';
import { decryptText, encryptText } from '../../lib/crypto.ts';

// Tax ids and dates of birth are sealed with the master key (AES-256-GCM) and never answered whole:
// an EIN or a person's tax id by its last 4, a date of birth by its year.

export const seal = (masterKey: Buffer, value: string) => encryptText(masterKey, value);
export const unseal = (masterKey: Buffer, sealed: string) => decryptText(masterKey, sealed);

export const lastFourOf = (value: string) => value.replace(/\D/g, '').slice(-4);

export const maskedTaxId = (last4: string | null) =>
  last4 === null ? null : maskTaxId(last4.padStart(9, '0'));

/** "1990-••-••": enough for the person to recognise their own answer, not to read it whole. */
export function maskedDateOfBirth(masterKey: Buffer, sealed: string | null): string | null {
  if (sealed === null) return null;
  return `${unseal(masterKey, sealed).slice(0, 4)}-••-••`;
}
