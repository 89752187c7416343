import { cardOrderEndpoints } from '@causeway/contracts';
import type { PermissionContext, ProductType } from '@causeway/domain';
import { canCall } from '../../../lib/api/can-call.ts';

export type OrderTargetOption = { id: string; name: string; productType: ProductType | null };

/**
 * Where the user may order a card from this page: the page's business, or on an organisation's
 * page the organisation and its card programs, each only with orderCard there (a bank-transfers
 * program holds no cards).
 */
export function orderTargets<T extends OrderTargetOption>(
  businessId: string,
  context: PermissionContext & { topLevelBusinessId: string },
  businesses: readonly T[],
): T[] {
  const isOrganization = businessId === context.topLevelBusinessId;
  const page = businesses.find((business) => business.id === businessId);
  return (isOrganization ? businesses : page ? [page] : []).filter(
    (business) =>
      business.productType !== 'bank_transfers' &&
      canCall(context, cardOrderEndpoints.orderAndShip, business.id),
  );
}
