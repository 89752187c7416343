import type { ShippingType } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import type { cardholders } from '../../db/schema/index.ts';
import { createInvitation, invitationPath } from '../../identity/invitations.ts';
import { linkInLanguage } from '../../messages/links.ts';
import { cardholderLanguage } from '../../messages/recipient-language.ts';
import { physicalCardOrderedEmail } from '../../messages/templates/cards.ts';
import type { Business } from '../tenancy/access.ts';
import type { PhysicalOrderContext } from './physical-order.ts';

type Holder = typeof cardholders.$inferSelect;

// The carriers' own names for their services: brand names, the same in every language.
const SHIPPING_NAMES: Readonly<Record<ShippingType, string>> = {
  USPS_GROUND: 'USPS Ground',
  USPS_PRIORITY: 'USPS Priority Mail',
  USPS_EXPRESS: 'USPS Priority Mail Express',
  UPS_GROUND: 'UPS Ground',
  UPS_SECOND_DAY: 'UPS 2nd Day Air',
  UPS_NEXT_DAY: 'UPS Next Day Air',
};

/**
 * Tells the holder (when they have an email), in their language, that a physical card is on its way
 * and how to activate it: the card-details flow of the cardholder portal, after creating an account
 * from the link when they have none yet.
 */
export async function emailPhysicalCardOrdered(
  tx: Database,
  context: PhysicalOrderContext,
  business: Business,
  holder: Holder,
  mail: { last4: string; shipmentMethod: ShippingType; replacesLast4?: string },
) {
  if (!holder.email) return;
  const language = await cardholderLanguage(tx, holder);
  let registerUrl: string | undefined;
  if (!holder.userId) {
    const { token } = await createInvitation(tx, {
      kind: 'cardholder',
      email: holder.email,
      businessId: business.id,
      cardholderId: holder.id,
    });
    registerUrl = linkInLanguage(`${context.publicUrl}${invitationPath('cardholder', token)}`, language);
  }
  await context.outbox.email(tx, {
    to: holder.email,
    ...physicalCardOrderedEmail.render(language, {
      firstName: holder.firstName,
      businessName: business.name,
      last4: mail.last4,
      replacesLast4: mail.replacesLast4,
      shippingName: SHIPPING_NAMES[mail.shipmentMethod],
      registerUrl,
      linkCardUrl: linkInLanguage(`${context.publicUrl}/cardholder/link-card`, language),
    }),
  });
}
