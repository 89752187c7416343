import type { AnyEndpoint } from '@causeway/contracts';
import { canAct, type PermissionContext } from '@causeway/domain';

/** Access kinds that carry a permission on a business: the path's, the body's or query's
 * (`business` with `in`), or the business of the card, recipient or transfer the call names. */
const PERMISSION_KINDS: ReadonlySet<AnyEndpoint['access']['kind']> = new Set([
  'business',
  'card',
  'record',
  'recipient',
  'transfer',
]);

/**
 * Whether the portal offers an endpoint's action on a business: the permission the endpoint
 * declares, through the same display-and-grant rule as every button (`canAct`), so what the web
 * shows and what the API allows come from one declaration. For a card, recipient or transfer
 * endpoint, `businessId` is the business that record belongs to.
 */
export function canCall(context: PermissionContext, endpoint: AnyEndpoint, businessId: string): boolean {
  const { access } = endpoint;
  if (!PERMISSION_KINDS.has(access.kind)) return true;
  const permission = 'permission' in access ? access.permission : undefined;
  return permission === undefined || canAct(context, permission, businessId);
}
