import type { ShippingType } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import type { cardholders } from '../../db/schema/index.ts';
import { createInvitation, invitationPath } from '../../identity/invitations.ts';
import type { Business } from '../tenancy/access.ts';
import type { PhysicalOrderContext } from './physical-order.ts';

type Holder = typeof cardholders.$inferSelect;

const SHIPPING_NAMES: Readonly<Record<ShippingType, string>> = {
  USPS_GROUND: 'USPS Ground',
  USPS_PRIORITY: 'USPS Priority Mail',
  USPS_EXPRESS: 'USPS Priority Mail Express',
  UPS_GROUND: 'UPS Ground',
  UPS_SECOND_DAY: 'UPS 2nd Day Air',
  UPS_NEXT_DAY: 'UPS Next Day Air',
};

/**
 * Tells the holder (when they have an email) that a physical card is on its way and how to activate
 * it: the card-details flow of the cardholder portal, after creating an account from the link when
 * they have none yet.
 */
export async function emailPhysicalCardOrdered(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  holder: Holder,
  mail: { last4: string; shipmentMethod: ShippingType; replacesLast4?: string },
) {
  if (!holder.email) return;
  const lines = [`Hello ${holder.firstName},`, ''];
  if (mail.replacesLast4) {
    lines.push(
      `${business.name} has replaced your card ending in ${mail.replacesLast4} with a new physical card ending in ${mail.last4}.`,
      `The card ending in ${mail.replacesLast4} is closed; its available balance was moved to the new card.`,
    );
  } else {
    lines.push(`${business.name} has ordered a physical card for you, ending in ${mail.last4}.`);
  }
  lines.push(
    `It will arrive by mail (${SHIPPING_NAMES[mail.shipmentMethod]}) at the address the organisation gave.`,
  );
  if (!holder.userId) {
    const { token } = await createInvitation(tx, {
      kind: 'cardholder',
      email: holder.email,
      businessId: business.id,
      cardholderId: holder.id,
    });
    lines.push(
      '',
      'Before it arrives, create your account to see your card, balance and purchases:',
      `${context.publicUrl}${invitationPath('cardholder', token)}`,
    );
  }
  lines.push(
    '',
    `When the card arrives, activate it at ${context.publicUrl}/cardholder/link-card: sign in and enter the 10-character card ID printed on the back of the card, the last 6 digits of the card number, the organisation name on the card and its expiry date (MM/YY). You can then set your PIN.`,
  );
  await context.outbox.email(tx, {
    to: holder.email,
    subject: mail.replacesLast4
      ? `Your replacement ${business.name} card is on its way`
      : `Your ${business.name} card is on its way`,
    body: lines.join('\n'),
  });
}
