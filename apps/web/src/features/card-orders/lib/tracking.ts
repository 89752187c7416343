import type { CardOrder } from '@causeway/contracts';
import { type ShippingType, trackingUrl } from '@causeway/domain';

export type Carrier = 'USPS' | 'UPS';

/** The carrier of a shipping type: its name starts with it (USPS_PRIORITY, UPS_NEXT_DAY). */
export function carrierOf(shippingType: ShippingType): Carrier {
  return shippingType.startsWith('USPS') ? 'USPS' : 'UPS';
}

export type TrackingLink = { number: string; url: string; carrier: Carrier };

/**
 * The tracking number and the carrier's page for it, once the card has shipped; null before.
 * The API sends the page; the domain builds it from the shipping type when it does not.
 */
export function trackingLink(
  order: Pick<CardOrder, 'shippingType' | 'trackingNumber' | 'trackingUrl'>,
): TrackingLink | null {
  const number = order.trackingNumber?.trim();
  if (!number) return null;
  return {
    number,
    url: order.trackingUrl ?? trackingUrl(order.shippingType, number),
    carrier: carrierOf(order.shippingType),
  };
}
