import { trackingUrl } from '@causeway/domain';
import type { OrderRow } from './card-order-queries.ts';

/** One order as the API answers it, with the carrier's tracking link once it ships. */
export function toCardOrder(row: OrderRow) {
  return {
    id: row.id,
    businessId: row.businessId,
    status: row.status,
    shippingType: row.shippingType,
    shippingAddress: row.shippingAddress,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingNumber ? trackingUrl(row.shippingType, row.trackingNumber) : null,
    card: { id: row.cardId, reference: row.reference, last4: row.last4, status: row.cardStatus },
    cardholder: { id: row.cardholderId, firstName: row.firstName, lastName: row.lastName, email: row.email },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
