import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointPath,
} from '@causeway/contracts';
import { apiRequest, publicApiRequest } from './api-client.ts';

type Present<I> = { [K in keyof I as I[K] extends undefined ? never : K]: I[K] };

/** What a call sends: the params, query and body the contract declares (absent ones left out). */
export type CallInput<E extends AnyEndpoint> = Present<EndpointInput<E>> & {
  /** Extra headers, e.g. the Idempotency-Key of a money-moving POST (kept on a retry). */
  headers?: Record<string, string>;
};

/** `?a=1&b=x`: values left undefined, null or empty are left out; arrays repeat their key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL (under /api) an endpoint is called at with these params and query. */
export function endpointUrl(endpoint: AnyEndpoint, params?: unknown, query?: unknown): string {
  return (
    endpointPath(endpoint.path, params as Record<string, unknown> | undefined) +
    queryString(query as Record<string, unknown> | undefined)
  );
}

/**
 * The one way the web calls the API: the contract gives the method, the path, the input and the
 * answer's type. A public endpoint goes without a token; any other with the session's.
 */
export function call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<EndpointResponse<E>> {
  const { params, query, body, headers } = input as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const send = endpoint.access.kind === 'public' ? publicApiRequest : apiRequest;
  return send<EndpointResponse<E>>(endpointUrl(endpoint, params, query), {
    method: endpoint.method,
    body,
    headers,
  });
}

/**
 * The one query-key factory: every cache entry of an endpoint starts with its method and path, so
 * `endpointKey(endpoint)` invalidates all of them, `endpointKey(endpoint, params)` those of one
 * business or card (TanStack matches a key's objects partially).
 */
export function endpointKey<E extends AnyEndpoint>(
  endpoint: E,
  params?: Partial<EndpointInput<E>['params']>,
  query?: Partial<NonNullable<EndpointInput<E>['query']>>,
): readonly unknown[] {
  const key: unknown[] = [endpoint.method, endpoint.path];
  if (params !== undefined) key.push(params);
  if (query !== undefined) key.push(query);
  return key;
}
