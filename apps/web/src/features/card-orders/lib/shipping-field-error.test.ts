import { addressSchema, shipmentMethodSchema, VALIDATION_MESSAGES } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { recognizeShippingMessage, translateShippingMessage } from './shipping-field-error.ts';

describe('recognizeShippingMessage', () => {
  it("recognises the domain's own address and shipment messages", () => {
    const poBox = addressSchema.shape.addressOne.safeParse('PO Box 12').error?.issues[0]?.message ?? '';
    expect(poBox).toBe(VALIDATION_MESSAGES.addressOnePoBox);
    expect(recognizeShippingMessage(poBox)).toEqual({ kind: 'message', key: 'addressOnePoBox' });
    const method = shipmentMethodSchema.safeParse('USPS_GROUND').error?.issues[0]?.message ?? '';
    expect(recognizeShippingMessage(method)).toEqual({ kind: 'message', key: 'shipmentMethodInvalid' });
  });

  it('recognises the template messages about the address fields', () => {
    expect(recognizeShippingMessage('Zip must have exactly 5 characters')).toEqual({
      kind: 'template',
      template: 'lengthExact',
      field: 'zip',
      length: 5,
    });
    expect(recognizeShippingMessage('City is required')).toEqual({
      kind: 'template',
      template: 'required',
      field: 'city',
    });
    expect(recognizeShippingMessage('Address One is required')).toMatchObject({ field: 'addressOne' });
  });

  it('leaves other messages to the shared translator', () => {
    expect(recognizeShippingMessage('First name is required')).toBeNull();
    expect(recognizeShippingMessage('Invalid Email.')).toBeNull();
  });
});

describe('translateShippingMessage', () => {
  const t = ((key: string, options?: Record<string, unknown>) =>
    `${key}${options?.field ? `(${String(options.field)})` : ''}`) as unknown as TFunction;

  it('words a recognised message from the orders catalog, else falls back', () => {
    expect(translateShippingMessage(VALIDATION_MESSAGES.stateInvalid, t, () => 'x')).toBe(
      'orders.validation.stateInvalid',
    );
    expect(translateShippingMessage('Zip is required', t, () => 'x')).toBe(
      'validation.templates.required(orders.address.zip)',
    );
    expect(translateShippingMessage('Invalid Email.', t, (message) => `shared:${message}`)).toBe(
      'shared:Invalid Email.',
    );
    expect(translateShippingMessage(undefined, t, () => 'x')).toBeUndefined();
  });
});
