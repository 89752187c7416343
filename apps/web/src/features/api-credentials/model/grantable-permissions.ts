import { API_CREDENTIAL_PERMISSIONS, type ApiCredentialPermission } from '@causeway/contracts';
import { canAct, type PermissionContext } from '@causeway/domain';

/**
 * The permissions the dialog offers on a business: those a credential may carry that the person
 * holds there themselves (the API refuses any other with api_credential_permission_not_held).
 */
export function grantablePermissions(
  context: PermissionContext,
  businessId: string,
): ApiCredentialPermission[] {
  return API_CREDENTIAL_PERMISSIONS.filter((permission) => canAct(context, permission, businessId));
}
