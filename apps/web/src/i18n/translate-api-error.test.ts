import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api-error.ts';
import { translateApiError, translateErrorCode } from './translate-api-error.ts';

// A translator that shows which key it was asked for, or the default it was given.
const t = ((key: string, options?: { defaultValue?: string }) =>
  key.startsWith('errors.insufficient')
    ? `[${key}]`
    : (options?.defaultValue ?? key)) as unknown as TFunction;

describe('money refusals', () => {
  it('translates the codes the catalogs word', () => {
    const error = new ApiError(409, { code: 'insufficient_funds', message: 'Not enough.' });
    expect(translateApiError(error, t)).toBe('[errors.insufficient_funds]');
    expect(translateErrorCode('insufficient_funds', 'Not enough.', t)).toBe('[errors.insufficient_funds]');
  });

  it("shows the API's own message for another 409 or 422, never the unexpected-error text", () => {
    const error = new ApiError(409, { code: 'something_new', message: 'The API says why.' });
    expect(translateApiError(error, t)).toBe('The API says why.');
    expect(translateErrorCode('not_found', 'Card not found.', t)).toBe('Card not found.');
  });

  it('keeps the generic text for a server failure', () => {
    expect(translateApiError(new ApiError(500, { code: 'internal', message: 'boom' }), t)).toBe(
      'errors.unexpected',
    );
  });
});
