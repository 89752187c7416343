import type { CardOrder } from '@causeway/contracts';

/** The cardholder's full name on an order. */
export function orderCardholderName(order: Pick<CardOrder, 'cardholder'>): string {
  return [order.cardholder.firstName, order.cardholder.lastName].filter(Boolean).join(' ');
}
