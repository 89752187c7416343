import { validationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { SHIPPING_FORM_FIELDS, serverFieldErrors } from './server-field-errors.ts';

const FIELDS = new Set(SHIPPING_FORM_FIELDS);

describe('serverFieldErrors', () => {
  it("answers a 400's messages when every one names a field of the form", () => {
    const error = new ApiError(400, {
      code: 'validation_failed',
      message: 'Invalid State',
      details: [
        {
          field: 'shippingAddress.state',
          code: 'stateInvalid',
          message: 'Invalid State: Input needs to be a 2 digit state code.',
        },
        {
          field: 'shipmentMethod',
          code: 'shipmentMethodInvalid',
          message: 'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.',
        },
      ],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      { field: 'shippingAddress.state', message: validationMessage('stateInvalid') },
      { field: 'shipmentMethod', message: validationMessage('shipmentMethodInvalid') },
    ]);
  });

  it('answers nothing when a message is about something the form does not show, or for other failures', () => {
    const mixed = new ApiError(400, {
      code: 'validation_failed',
      message: 'x',
      details: [
        {
          field: 'shippingAddress.zip',
          code: 'required',
          params: { field: 'zip' },
          message: 'Zip is required',
        },
        {
          field: 'body',
          code: 'unknownField',
          params: { field: 'extra' },
          message: 'extra is not an accepted field',
        },
      ],
    });
    expect(serverFieldErrors(mixed, FIELDS)).toEqual([]);
    expect(serverFieldErrors(new ApiError(409, { code: 'card_closed', message: 'closed' }), FIELDS)).toEqual(
      [],
    );
    expect(serverFieldErrors(new Error('network'), FIELDS)).toEqual([]);
  });
});
