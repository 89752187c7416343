import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { cardErrorTarget } from './card-errors.ts';

const refusal = (status: number, code: string, field?: string) =>
  new ApiError(status, {
    code,
    message: code,
    details: field ? [{ field, code: 'format', params: { field }, message: `${field} is wrong` }] : undefined,
  });

const ALL = ['cardId', 'lastSix', 'organizationName', 'expiry', 'pin', 'confirmPin'] as const;
const PROOF = ['lastSix', 'organizationName', 'expiry'] as const;

// Cardholder spec §8 "Card": where each refusal of the card-details flow is shown.
describe('cardErrorTarget', () => {
  it.each<[string, unknown, readonly string[], string]>([
    ['card not found, on the card ID', refusal(404, 'cardNotFound'), ALL, 'cardId'],
    ['a virtual card, on the card ID', refusal(400, 'cardIsVirtual'), ALL, 'cardId'],
    [
      'a virtual card needing activation, on the card ID',
      refusal(400, 'virtualCardNeedsActivation'),
      ALL,
      'cardId',
    ],
    ['card not found on a form without the card ID', refusal(404, 'cardNotFound'), PROOF, 'root'],
    ['invalid card data, on the form', refusal(400, 'invalidCardData'), ALL, 'root'],
    ['already linked, on the form', refusal(409, 'cardAlreadyLinked'), PROOF, 'root'],
    ['email mismatch, on the form', refusal(409, 'cardEmailMismatch'), PROOF, 'root'],
    [
      'PIN refused for the status, on the form',
      refusal(409, 'pinNotAllowedForStatus'),
      ['pin', 'confirmPin'],
      'root',
    ],
    ['too many attempts, on the form', refusal(429, 'rate_limited'), ALL, 'root'],
    ['a refused body field, on it', refusal(400, 'validation_failed', 'expiry'), PROOF, 'expiry'],
    ['the path card ID, on the card ID', refusal(400, 'validation_failed', 'id'), ALL, 'cardId'],
    ['a field the form lacks, on the form', refusal(400, 'validation_failed', 'id'), PROOF, 'root'],
    ['a network failure, on the form', new Error('offline'), ALL, 'root'],
  ])('%s', (_name, error, fields, expected) => {
    expect(cardErrorTarget(error, fields)).toBe(expected);
  });
});
