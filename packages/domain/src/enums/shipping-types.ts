import { z } from 'zod';

// How a shipped card travelled, each with its carrier's public tracking page (spec §3).
export const SHIPPING_TYPES = [
  'USPS_GROUND',
  'USPS_PRIORITY',
  'USPS_EXPRESS',
  'UPS_GROUND',
  'UPS_SECOND_DAY',
  'UPS_NEXT_DAY',
] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const shippingTypeSchema = z.enum(SHIPPING_TYPES);

const USPS_TRACKING_URL_BASE = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=';
const UPS_TRACKING_URL_BASE = 'https://www.ups.com/track?loc=en_US&tracknum=';

export const SHIPPING_TYPE_TRACKING_URL_BASES: Readonly<Record<ShippingType, string>> = {
  USPS_GROUND: USPS_TRACKING_URL_BASE,
  USPS_PRIORITY: USPS_TRACKING_URL_BASE,
  USPS_EXPRESS: USPS_TRACKING_URL_BASE,
  UPS_GROUND: UPS_TRACKING_URL_BASE,
  UPS_SECOND_DAY: UPS_TRACKING_URL_BASE,
  UPS_NEXT_DAY: UPS_TRACKING_URL_BASE,
};

export function trackingUrl(shippingType: ShippingType, trackingNumber: string): string {
  // The number comes from the carrier via the server; encode it so it can never break the URL.
  return SHIPPING_TYPE_TRACKING_URL_BASES[shippingType] + encodeURIComponent(trackingNumber.trim());
}
