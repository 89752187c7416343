import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api-error.ts';
import { translateApiError, translateErrorCode } from './translate-api-error.ts';

// A translator that shows which key (and values) it was asked for.
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _defaultValue, ...values } = options ?? {};
  return Object.keys(values).length > 0 ? `[${key} ${JSON.stringify(values)}]` : `[${key}]`;
}) as unknown as TFunction;

describe('translateApiError', () => {
  it('translates every catalogue code by its code, never by its text', () => {
    const error = new ApiError(409, { code: 'insufficient_funds', message: 'Not enough.' });
    expect(translateApiError(error, t)).toBe('[errors.insufficient_funds]');
    expect(translateErrorCode('insufficient_funds', 'Not enough.', t)).toBe('[errors.insufficient_funds]');
    expect(translateApiError(new ApiError(401, { code: 'otpExpired', message: 'x' }), t)).toBe(
      '[errors.otpExpired]',
    );
    expect(translateApiError(new ApiError(404, { code: 'not_found', message: 'Card not found.' }), t)).toBe(
      '[errors.not_found]',
    );
    expect(translateApiError(new ApiError(500, { code: 'internal_error', message: 'boom' }), t)).toBe(
      '[errors.internal_error]',
    );
  });

  it('translates a refused field by its validation code and params', () => {
    const error = new ApiError(400, {
      code: 'validation_failed',
      message: 'Zip must have exactly 5 characters',
      details: [
        {
          field: 'shippingAddress.zip',
          code: 'lengthExact',
          params: { field: 'zip', length: 5 },
          message: 'Zip must have exactly 5 characters',
        },
      ],
    });
    expect(translateApiError(error, t)).toBe(
      '[validation.templates.lengthExact {"field":"[validation.fields.zip]","length":5}]',
    );
    const same = new ApiError(400, {
      code: 'bad_request',
      message: 'Choose two different cards.',
      details: [{ field: 'toCardId', code: 'sameCard', message: 'Choose two different cards.' }],
    });
    expect(translateApiError(same, t)).toBe('[validation.sameCard]');
  });

  it("shows the API's own message for an unknown 409 or 422, else the unexpected-error text", () => {
    const error = new ApiError(409, { code: 'something_new', message: 'The API says why.' });
    expect(translateApiError(error, t)).toBe('The API says why.');
    expect(translateErrorCode('something_new', 'The API says why.', t)).toBe('The API says why.');
    expect(translateApiError(new ApiError(500, { code: 'internal', message: 'boom' }), t)).toBe(
      '[errors.unexpected]',
    );
    expect(translateApiError(new Error('x'), t)).toBe('[errors.unexpected]');
  });
});
