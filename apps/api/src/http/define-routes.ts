import type { IncomingHttpHeaders } from 'node:http';
import {
  type AnyEndpoint,
  type EndpointParsed,
  type EndpointResponse,
  errorResponseSchema,
  RECIPIENT_SESSION_HEADER,
  routePattern,
} from '@causeway/contracts';
import { ERROR_CATALOGUE } from '@causeway/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { forbidden } from '../lib/errors.ts';
import {
  type AnswerRecord,
  IDEMPOTENCY_KEY_HEADER,
  type MoneyMoveAttempt,
  runIdempotent,
} from '../lib/idempotency.ts';
import { recipientOfSession } from '../modules/bank-transfers/intake-sessions.ts';
import { authorizeRecipient, authorizeTransfer } from '../modules/bank-transfers/recipient-access.ts';
import { authorizeCard, authorizeCardOrHolder } from '../modules/cards/card-access.ts';
import { authorizeBusiness, type BusinessAccess } from '../modules/tenancy/access.ts';
import type { Actor } from '../modules/tenancy/actor.ts';
import { requireSelf } from '../modules/users/self.ts';
import { auditWithAnswer } from '../plugins/audit.ts';
import { callerOf } from '../plugins/authenticate.ts';
import type { Services } from '../plugins/services.ts';
import { actorOf, idempotentRequestOf } from './request-actor.ts';

type CardRow = Awaited<ReturnType<typeof authorizeCard>>['card'];
type RecipientRow = Awaited<ReturnType<typeof authorizeRecipient>>['recipient'];
type TransferRow = Awaited<ReturnType<typeof authorizeTransfer>>['transfer'];

/** What the registrar resolved from the endpoint's declared access. */
type AccessResolved<E extends AnyEndpoint> = E['access'] extends { kind: 'record' }
  ? { recordPermission: E['access']['permission'] }
  : E['access'] extends { kind: 'business' }
    ? { business: BusinessAccess }
    : E['access'] extends { kind: 'card'; holder: true }
      ? { card: CardRow; business: BusinessAccess | null }
      : E['access'] extends { kind: 'card' }
        ? { card: CardRow; business: BusinessAccess }
        : E['access'] extends { kind: 'recipient'; intake: true }
          ? { recipient: RecipientRow; business: BusinessAccess | null }
          : E['access'] extends { kind: 'recipient' }
            ? { recipient: RecipientRow; business: BusinessAccess }
            : E['access'] extends { kind: 'transfer' }
              ? { transfer: TransferRow; business: BusinessAccess }
              : unknown;

/** Everything a route binding gets: plain values, no request. */
export type EndpointCall<E extends AnyEndpoint> = EndpointParsed<E> & {
  services: Services;
  /** The database, or the transaction an idempotent endpoint runs in. */
  db: Database;
  /** Null for a public endpoint, and for a recipient calling with their intake session. */
  actor: E['access'] extends { kind: 'public' }
    ? null
    : E['access'] extends { intake: true }
      ? Actor | null
      : Actor;
  /** Request headers a contract reads (If-Match, a card token); never the Authorization header. */
  headers: IncomingHttpHeaders;
  /**
   * The request's audit event, for a mutation that is not idempotent to write in its own statement
   * (an issuer decision); otherwise the audit hook writes it after the answer (plugins/audit.ts).
   */
  audit: AnswerRecord;
  /** How runIdempotent runs this call of a money move (unlocked only for a route bound with unlockedFirst). */
  attempt: MoneyMoveAttempt;
} & AccessResolved<E>;

/** An answer other than the declared JSON body: a CSV file, a 503 with its own body. */
export class EndpointReply {
  constructor(
    readonly body: unknown,
    readonly options: { status?: number; headers?: Record<string, string> } = {},
  ) {}
}

type Handler<E extends AnyEndpoint> = (
  call: EndpointCall<E>,
) => Promise<EndpointResponse<E> | EndpointReply> | EndpointResponse<E> | EndpointReply;

type Precheck<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<unknown>;

/**
 * A route's own rate-limit settings when the contract's fixed limit is not enough: a limit that
 * depends on the request (POST /auth/token counts refreshes apart from sign-ins).
 */
export type RateLimitOverride = Record<string, unknown>;

export type RouteBinding = {
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint>;
  precheck: Precheck<AnyEndpoint> | undefined;
  rateLimit: RateLimitOverride | undefined;
  unlockedFirst: boolean;
};

/**
 * Binds an endpoint's contract to the module function that answers it. A precheck (more
 * businesses the request names) runs before idempotency: what it refuses is not kept under the key.
 */
export function route<E extends AnyEndpoint>(
  endpoint: E,
  handler: Handler<E>,
  options: {
    precheck?: Precheck<E>;
    rateLimit?: RateLimitOverride;
    /** A money move whose handler can plan on unlocked rows first (runIdempotent's unlocked attempt). */
    unlockedFirst?: boolean;
  } = {},
): RouteBinding {
  return {
    endpoint,
    handler: handler as unknown as Handler<AnyEndpoint>,
    precheck: options.precheck as unknown as Precheck<AnyEndpoint> | undefined,
    rateLimit: options.rateLimit,
    unlockedFirst: options.unlockedFirst === true,
  };
}

const PROTECTED_STATUSES = [400, 401, 403, 404] as const;
const PUBLIC_STATUSES = [400, 429] as const;
const IDEMPOTENT_STATUSES = [409, 422] as const;

/** The error statuses an endpoint may answer, for its OpenAPI operation. */
function errorStatuses(endpoint: AnyEndpoint): number[] {
  const statuses = new Set<number>(endpoint.access.kind === 'public' ? PUBLIC_STATUSES : PROTECTED_STATUSES);
  if (endpoint.idempotent) for (const status of IDEMPOTENT_STATUSES) statuses.add(status);
  if (endpoint.rateLimit) statuses.add(429);
  for (const code of endpoint.errors ?? []) statuses.add(ERROR_CATALOGUE[code].status);
  return [...statuses].sort();
}

/**
 * The request headers an endpoint documents: its own (If-Match, a card token) and, for a
 * money-moving endpoint, the Idempotency-Key. Each is optional here: the module refuses a missing
 * one with its own field error (idempotencyKeyRequired, a required card token).
 */
function requestHeadersOf(endpoint: AnyEndpoint): z.ZodType | undefined {
  const own = endpoint.headers as z.ZodObject | undefined;
  if (!endpoint.idempotent) return own;
  const idempotency = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() });
  return own ? own.extend(idempotency.shape) : idempotency;
}

function paramOf(
  request: FastifyRequest,
  name: string,
  from: 'params' | 'query' | 'body' = 'params',
): string {
  const values = (from === 'params' ? request.params : from === 'query' ? request.query : request.body) as
    | Record<string, unknown>
    | undefined;
  return String(values?.[name]);
}

/**
 * An API credential acts on its business's records only: the endpoints of a person's own account
 * (profile, preferences, onboarding, the cardholder portal) are not for it (403).
 */
function personOnly(actor: Actor): Actor {
  if (actor.context.credential) throw forbidden('An API credential cannot call this endpoint.');
  return actor;
}

/**
 * The endpoint's declared access, checked before the module runs: the caller's own user, a
 * business reached with its permission (404 for another tenant, then 403), or a card through its
 * business.
 */
async function resolveAccess(endpoint: AnyEndpoint, request: FastifyRequest, db: Database) {
  const access = endpoint.access;
  switch (access.kind) {
    case 'public':
      return { actor: null };
    case 'signedIn':
      return { actor: personOnly(await actorOf(request)) };
    case 'record':
      // The record's business is known only to the module; it checks this permission there.
      return { actor: await actorOf(request), recordPermission: access.permission };
    case 'self': {
      requireSelf(callerOf(request), paramOf(request, access.param ?? 'id'));
      return { actor: personOnly(await actorOf(request)) };
    }
    case 'business': {
      const businessId = paramOf(request, access.param ?? 'id', access.in);
      const actor = await actorOf(request, businessId);
      const business = await authorizeBusiness(db, actor, businessId, access.permission);
      return { actor, business };
    }
    case 'recipient': {
      const session = request.headers[RECIPIENT_SESSION_HEADER];
      if (access.intake && typeof session === 'string') {
        // The recipient themselves: their session reaches this recipient and no other (404).
        const recipient = await recipientOfSession(db, session, paramOf(request, 'id'));
        return { actor: null, recipient, business: null };
      }
      const actor = await actorOf(request);
      const { recipient, access: business } = await authorizeRecipient(
        db,
        actor,
        paramOf(request, 'id'),
        access.permission,
      );
      return { actor, recipient, business };
    }
    case 'transfer': {
      const actor = await actorOf(request);
      const { transfer, access: business } = await authorizeTransfer(
        db,
        actor,
        paramOf(request, 'id'),
        access.permission,
      );
      return { actor, transfer, business };
    }
    case 'card': {
      const actor = await actorOf(request);
      const cardId = paramOf(request, access.param ?? 'id');
      const { card, access: business } = access.holder
        ? await authorizeCardOrHolder(db, actor, cardId, access.permission)
        : await authorizeCard(db, actor, cardId, access.permission);
      return { actor, card, business };
    }
  }
}

function send(reply: FastifyReply, endpoint: AnyEndpoint, answer: unknown, headers: Record<string, string>) {
  if (endpoint.noStore) reply.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  if (answer instanceof EndpointReply) {
    for (const [name, value] of Object.entries(answer.options.headers ?? {})) reply.header(name, value);
    return reply.status(answer.options.status ?? endpoint.status).send(answer.body);
  }
  return reply.status(endpoint.status).send(endpoint.status === 204 ? null : answer);
}

/**
 * The one way a route is registered: the contract gives the path, the schemas and the access;
 * authentication runs in its hook, then the access check, then idempotency (money moves once),
 * then the module function with plain values.
 */
export function registerRoutes(app: FastifyInstance, bindings: readonly RouteBinding[]) {
  const services = app.services;
  for (const { endpoint, handler, precheck, rateLimit, unlockedFirst } of bindings) {
    const errors = Object.fromEntries(errorStatuses(endpoint).map((status) => [status, errorResponseSchema]));
    const headers = requestHeadersOf(endpoint);
    app.route({
      method: endpoint.method,
      url: routePattern(endpoint.path),
      ...(endpoint.bodyLimitBytes ? { bodyLimit: endpoint.bodyLimitBytes } : {}),
      config: {
        public: endpoint.access.kind === 'public',
        intake: endpoint.access.kind === 'recipient' && endpoint.access.intake === true,
        ...(endpoint.rateLimit ? { rateLimit: { ...endpoint.rateLimit, ...rateLimit } } : {}),
      },
      schema: {
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(headers ? { headers } : {}),
        response: { [endpoint.status]: endpoint.response, ...endpoint.otherResponses, ...errors },
      },
      handler: async (request, reply) => {
        const resolved = await resolveAccess(endpoint, request, services.db);
        const callWith = (db: Database, attempt: MoneyMoveAttempt = { unlocked: false }) =>
          ({
            ...resolved,
            services,
            db,
            params: request.params,
            query: request.query,
            body: request.body,
            headers: request.headers,
            audit: auditWithAnswer(request),
            attempt,
          }) as EndpointCall<AnyEndpoint>;
        if (precheck) await precheck(callWith(services.db));
        if (!endpoint.idempotent) return send(reply, endpoint, await handler(callWith(services.db)), {});
        const result = await runIdempotent(
          services.db,
          idempotentRequestOf(request),
          async (tx, attempt) => ({ status: endpoint.status, body: await handler(callWith(tx, attempt)) }),
          auditWithAnswer(request),
          { unlockedFirst },
        );
        return send(reply, endpoint, result.body, { 'idempotent-replayed': String(result.replayed) });
      },
    });
  }
}
