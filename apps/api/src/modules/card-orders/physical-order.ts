import type { ShippingType } from '@causeway/domain';
import type { CardNetwork } from '../../adapters/card-network/card-network.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { type cardholders, cardOrders, type ShippingAddress } from '../../db/schema/index.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { issueCard } from '../cards/issue-card.ts';
import type { Business } from '../tenancy/access.ts';

/** What placing a physical order needs beyond the database: the network, the key, the outbox, the site. */
export type PhysicalOrderContext = {
  network: CardNetwork;
  masterKey: Buffer;
  outbox: Outbox;
  publicUrl: string;
};

export type Shipping = {
  shippingAddress: {
    firstName: string;
    lastName: string;
    addressOne: string;
    addressTwo?: string | undefined;
    city: string;
    state: string;
    zip: string;
  };
  shipmentMethod: ShippingType;
};

type Holder = typeof cardholders.$inferSelect;

/**
 * Issues a physical card (inactive until the cardholder activates it) with its own ledger account,
 * and the order that ships it; records card_order_placed on the new card.
 */
export async function placePhysicalOrder(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  holder: Holder,
  shipping: Shipping,
  userId: string,
  activityDetails: Record<string, unknown> = {},
) {
  const card = await issueCard(tx, context, business.id, holder.id, 'physical');
  const { addressTwo, ...address } = shipping.shippingAddress;
  const shippingAddress: ShippingAddress = addressTwo ? { ...address, addressTwo } : address;
  const [order] = await tx
    .insert(cardOrders)
    .values({
      businessId: business.id,
      cardId: card!.id,
      shippingType: shipping.shipmentMethod,
      shippingAddress,
      orderedByUserId: userId,
    })
    .returning({ id: cardOrders.id });
  await recordCardActivity(tx, {
    cardId: card!.id,
    businessId: business.id,
    type: 'card_order_placed',
    actorUserId: userId,
    details: { orderId: order!.id, shippingType: shipping.shipmentMethod, ...activityDetails },
  });
  return { card: card!, orderId: order!.id };
}
