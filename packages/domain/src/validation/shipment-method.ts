import { z } from 'zod';
import type { ShippingMethod } from '../enums/cards.ts';
import { validationMessage } from './messages.ts';

// A card order form offers these three; USPS_GROUND exists in the data but is not offered (spec §5).
export const SHIPMENT_METHODS_ALLOWED = [
  'USPS_PRIORITY',
  'UPS_NEXT_DAY',
  'UPS_SECOND_DAY',
] as const satisfies readonly ShippingMethod[];

export const shipmentMethodSchema = z.enum(SHIPMENT_METHODS_ALLOWED, {
  error: validationMessage('shipmentMethodInvalid'),
});
