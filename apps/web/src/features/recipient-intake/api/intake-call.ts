import { type AnyEndpoint, type EndpointResponse, RECIPIENT_SESSION_HEADER } from '@causeway/contracts';
import { publicApiRequest } from '../../../lib/api/api-client.ts';
import { type CallInput, endpointUrl } from '../../../lib/api/call.ts';

/**
 * A recipient endpoint called with the recipient's intake session instead of a sign-in: the
 * `x-recipient-session` header and NO bearer token (staff signed in on the same browser are not
 * the recipient), and no token refresh on a 401 (the session has simply ended). The contract still
 * gives the method, the path, the input and the answer's type, as `call` does.
 */
export function callWithIntakeSession<E extends AnyEndpoint>(
  endpoint: E,
  sessionToken: string,
  input: CallInput<E>,
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
  return publicApiRequest<EndpointResponse<E>>(endpointUrl(endpoint, params, query), {
    method: endpoint.method,
    body,
    headers: { [RECIPIENT_SESSION_HEADER]: sessionToken },
  });
}
