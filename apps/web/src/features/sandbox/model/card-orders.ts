import type { CardOrder } from '@causeway/contracts';

/** Orders the carrier can still move (not delivered), oldest first: the order they were placed in. */
export function openCardOrders(orders: readonly CardOrder[]): CardOrder[] {
  return orders
    .filter((order) => order.status !== 'delivered')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The carriers' own names for their services (brand names: not translated). */
export const SHIPPING_SERVICE_NAMES: Readonly<Record<CardOrder['shippingType'], string>> = {
  USPS_GROUND: 'USPS Ground Advantage',
  USPS_PRIORITY: 'USPS Priority Mail',
  USPS_EXPRESS: 'USPS Priority Mail Express',
  UPS_GROUND: 'UPS Ground',
  UPS_SECOND_DAY: 'UPS 2nd Day Air',
  UPS_NEXT_DAY: 'UPS Next Day Air',
};

/** The cards the carrier has delivered, newest first: in the holders' mailboxes, ready to link. */
export function deliveredCardOrders(orders: readonly CardOrder[], count = 5): CardOrder[] {
  return orders
    .filter((order) => order.status === 'delivered')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, count);
}
