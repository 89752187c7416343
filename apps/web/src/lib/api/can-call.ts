import type { AnyEndpoint } from '@causeway/contracts';
import { canAct, type PermissionContext } from '@causeway/domain';

/**
 * Whether the portal offers an endpoint's action on a business: the permission the endpoint
 * declares, through the same display-and-grant rule as every button (`canAct`), so what the web
 * shows and what the API allows come from one declaration.
 */
export function canCall(context: PermissionContext, endpoint: AnyEndpoint, businessId: string): boolean {
  const { access } = endpoint;
  if (access.kind !== 'business' && access.kind !== 'card' && access.kind !== 'record') return true;
  return access.permission === undefined || canAct(context, access.permission, businessId);
}
