import type { ErrorCode, Permission } from '@causeway/domain';
import type { z } from 'zod';

/** Where every endpoint's path is mounted: `/api` + `/cards/{id}`. */
export const API_BASE_PATH = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, checked by the API's one route registrar before any module runs.
 * - `public`: no sign-in (sign-in itself, invitations, health).
 * - `signedIn`: any signed-in caller; the module answers only with the caller's own records.
 * - `self`: the path's `{userId}` (or `{id}`) must be the caller's own user.
 * - `business`: the path's `{id}` (or the named param; `in` the query or the body when the spec's
 *   path names no business) is a business the caller reaches, and the caller holds `permission` on
 *   it when one is named (404 for another tenant, then 403).
 * - `card`: the path's `{id}` is a card whose business the caller reaches, with `permission`;
 *   with `holder: true` the card's own cardholder may call it too (the cardholder portal).
 * - `recipient` / `transfer`: the path's `{id}` is a recipient or a bank transfer whose business the
 *   caller reaches, with `permission`; with `intake: true` the recipient's own intake session (the
 *   emailed link and code) may call it too.
 * - `record`: the body or query names the record (a metadata target, the card a rule goes on);
 *   the module reaches its business and checks `permission` there, the one the registrar hands it.
 */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'self'; param?: string }
  | { kind: 'business'; permission?: Permission; param?: string; in?: 'query' | 'body' }
  | { kind: 'recipient'; permission?: Permission; intake?: boolean }
  | { kind: 'transfer'; permission?: Permission }
  | { kind: 'card'; permission?: Permission; param?: string; holder?: boolean }
  | { kind: 'record'; permission?: Permission };

type AnySchema = z.ZodType;
/** 302: a browser redirect (Google sign-in), answered with a Location header and no body. */
type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/** One endpoint: the API route, the OpenAPI operation and the web call all come from this object. */
export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  S extends SuccessStatus = SuccessStatus,
  Res extends AnySchema = AnySchema,
  A extends EndpointAccess = EndpointAccess,
> = {
  method: M;
  /** Exactly as the spec writes it, with `{param}` placeholders. */
  path: P;
  summary: string;
  tags: readonly string[];
  access: A;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The one success status and its body. */
  status: S;
  response: Res;
  /** Requires an Idempotency-Key: the first answer is kept and replayed (money moves once). */
  idempotent?: boolean;
  /** The refusals this endpoint can answer beyond the common ones (400, 401, 403, 404, 429). */
  errors?: readonly ErrorCode[];
  /** A non-JSON success body, e.g. a CSV export, chosen by the query (`format=csv`). */
  alternateContentTypes?: readonly string[];
  /** Answers that must never be cached (card numbers, one-time tokens). */
  noStore?: boolean;
  /** A tighter per-address limit than the global one (guessable card data, sign-in). */
  rateLimit?: RateLimit;
  /** A larger body than the API's global limit (a CSV import's file). */
  bodyLimitBytes?: number;
  /** Request headers the endpoint reads (If-Match, a card token), lower-case names, for the docs and checks. */
  headers?: AnySchema;
  /** Answers besides the success one and the refusals: a 503 health report, a 204 once a reset is done. */
  otherResponses?: Readonly<Partial<Record<number, AnySchema>>>;
};

/** Requests per address in a window, e.g. `{ max: 10, timeWindow: '1 minute' }`. */
export type RateLimit = { readonly max: number; readonly timeWindow: string };

/**
 * Declares an endpoint; the literal types of method and path are kept for the typed client.
 * Free of side effects (the annotation tells the web's bundler so), so an endpoint group the web
 * build does not use is dropped with the schemas it names (apps/web/src/lib/api/call-table.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  Res extends AnySchema,
  const S extends SuccessStatus = 200,
  Params extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  const A extends EndpointAccess = EndpointAccess,
>(definition: {
  method: M;
  path: P;
  summary: string;
  tags: readonly string[];
  access: A;
  params?: Params;
  query?: Query;
  body?: Body;
  status?: S;
  response: Res;
  idempotent?: boolean;
  errors?: readonly ErrorCode[];
  alternateContentTypes?: readonly string[];
  noStore?: boolean;
  rateLimit?: RateLimit;
  bodyLimitBytes?: number;
  headers?: AnySchema;
  otherResponses?: Readonly<Partial<Record<number, AnySchema>>>;
}): Endpoint<M, P, Params, Query, Body, S, Res, A> {
  return { ...definition, status: (definition.status ?? 200) as S };
}

export type AnyEndpoint = Endpoint<
  HttpMethod,
  string,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema | undefined,
  SuccessStatus,
  AnySchema,
  EndpointAccess
>;

// An optional property reads as `Schema | undefined`; the schema decides, absent means undefined.
type InputOf<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends AnySchema
    ? z.input<NonNullable<S>>
    : undefined;
type OutputOf<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends AnySchema
    ? z.output<NonNullable<S>>
    : undefined;

/** What a caller sends: params, query and body as the contract parses them. */
export type EndpointInput<E extends AnyEndpoint> = {
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: InputOf<E['body']>;
};
/** What a handler receives after validation (defaults applied). */
export type EndpointParsed<E extends AnyEndpoint> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
};
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** `/cards/{id}/lock` with `{ id }` → `/cards/0b…/lock`; each value is URI-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replaceAll(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The Fastify form of a spec path: `{id}` → `:id`. */
export const routePattern = (path: string) => path.replaceAll(/\{(\w+)\}/g, ':$1');
