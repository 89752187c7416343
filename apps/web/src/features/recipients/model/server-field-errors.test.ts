import { parseValidationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { serverFieldErrors } from './server-field-errors.ts';

const FIELDS = new Set(['name', 'email', 'bankAccount.routingNumber']);
const refusal = (details: { field: string; code: 'routingNumberChecksum' | 'emailInvalid' | 'required' }[]) =>
  new ApiError(400, {
    code: 'validation_failed',
    message: 'Some fields are not valid.',
    details: details.map((detail) => ({ ...detail, message: 'x' })),
  });

describe('server field errors', () => {
  it('puts each refused field of the form on its field, as a translatable token', () => {
    const errors = serverFieldErrors(
      refusal([
        { field: 'bankAccount.routingNumber', code: 'routingNumberChecksum' },
        { field: 'email', code: 'emailInvalid' },
      ]),
      FIELDS,
    );
    expect(errors.map((error) => [error.field, parseValidationMessage(error.message)?.code])).toEqual([
      ['bankAccount.routingNumber', 'routingNumberChecksum'],
      ['email', 'emailInvalid'],
    ]);
  });

  it('leaves the failure above the form when a field is not on it, or it is no 400', () => {
    expect(serverFieldErrors(refusal([{ field: 'businessId', code: 'required' }]), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new ApiError(409, { code: 'recipient_not_payable' }), FIELDS)).toEqual([]);
    expect(serverFieldErrors(new Error('network'), FIELDS)).toEqual([]);
  });
});
