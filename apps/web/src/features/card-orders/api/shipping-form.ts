import { addressSchema, SHIPMENT_METHODS_ALLOWED, shipmentMethodSchema } from '@causeway/domain';
import { z } from 'zod';

export type ShipmentMethod = (typeof SHIPMENT_METHODS_ALLOWED)[number];

/** The shipping part of the order and reissue forms, checked with the domain's address rules (spec §5). */
export const shippingFormSchema = z.object({
  shippingAddress: addressSchema,
  shipmentMethod: shipmentMethodSchema,
});
export type ShippingFormValues = z.input<typeof shippingFormSchema>;

export const EMPTY_SHIPPING: ShippingFormValues = {
  shippingAddress: {
    firstName: '',
    lastName: '',
    addressOne: '',
    addressTwo: '',
    city: '',
    state: '',
    zip: '',
  },
  shipmentMethod: SHIPMENT_METHODS_ALLOWED[0],
};

/** The address as the API takes it: a blank second line is left out. */
export function shippingAddressBody(address: z.output<typeof addressSchema>) {
  const { addressTwo, ...rest } = address;
  return addressTwo ? { ...rest, addressTwo } : rest;
}
