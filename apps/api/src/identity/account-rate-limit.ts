import { parseLoginIdentifier } from '@causeway/domain';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { refundHit, storedKeyOf } from '../adapters/rate-limit-store.ts';
import type { Database } from '../db/client.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * Sign-in attempts per account (email or phone) a minute, whatever the address. The routes' own
 * limits are per address; staff behind one NAT share an address (so those cannot be tight), and an
 * attacker can spread one account's guesses over many addresses. Counted in the shared store, so
 * the limit holds across API processes.
 */
export const ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const KEY_PREFIX = 'sign-in-account';

/** The routes that take a login (email or phone) and count against its account. */
export const ACCOUNT_LIMITED_ROUTES = [
  '/api/auth/token',
  '/api/users/sendOTP',
  '/api/users/verifyOTP',
  '/api/users/passwordReset',
];
/**
 * Guesses (a password, a code) give their attempt back when they succeed: a person who signs in
 * often is not guessing. Sends (a code, a reset link) always count: sending is what would be abused.
 */
const REFUNDED_ON_SUCCESS = ['/api/auth/token', '/api/users/verifyOTP'];

/**
 * The counter key of the account a request names, if any: `login` (a password grant, a code) or
 * `email` (a reset request). Hashed, so the counters table holds no emails or phone numbers. A
 * refresh or a Google ticket names no account and is not counted; an unreadable login is refused
 * by the route's schema.
 */
export function accountKey(request: FastifyRequest): string | undefined {
  const body = request.body as { grantType?: unknown; login?: unknown; email?: unknown } | undefined;
  if (body?.grantType !== undefined && body.grantType !== 'password') return undefined;
  const login = body?.login ?? body?.email;
  const parsed = typeof login === 'string' ? parseLoginIdentifier(login) : undefined;
  if (!parsed) return undefined;
  const value = parsed.kind === 'email' ? parsed.value.toLowerCase() : parsed.value;
  return sha256Hex(`${parsed.kind}:${value}`);
}

/**
 * Adds the per-account limit to the sign-in routes registered after it: a preHandler (the body is
 * parsed by then) takes the attempt, atomically, and an onResponse gives a successful guess's back.
 * Registered right after @fastify/rate-limit: it uses its store.
 */
export const accountRateLimitPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    const options: CreateRateLimitOptions & { keyPrefix: string } = {
      ...ACCOUNT_RATE_LIMIT,
      keyPrefix: KEY_PREFIX,
      keyGenerator: (request) => accountKey(request) ?? '',
    };
    const check = app.createRateLimit(options);
    const counted = new WeakMap<FastifyRequest, string>();
    const limitPerAccount: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = accountKey(request);
      if (!key) return;
      const limit = await check(request);
      if (limit.isAllowed) return;
      if (limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw tooManyRequests();
      }
      counted.set(request, key);
    };
    const refundSuccess: onResponseHookHandler = async (request, reply) => {
      const key = counted.get(request);
      if (!key || reply.statusCode >= 400) return;
      // Best effort: at worst a success still counts until the window ends.
      await refundHit(db, storedKeyOf(KEY_PREFIX, key)).catch(() => undefined);
    };
    app.addHook('onRoute', (routeOptions) => {
      const url = routeOptions.url ?? '';
      if (routeOptions.method !== 'POST' || !ACCOUNT_LIMITED_ROUTES.includes(url)) return;
      routeOptions.preHandler = [...asList(routeOptions.preHandler), limitPerAccount];
      if (REFUNDED_ON_SUCCESS.includes(url))
        routeOptions.onResponse = [...asList(routeOptions.onResponse), refundSuccess];
    });
  },
  { name: 'account-rate-limit', dependencies: ['@fastify/rate-limit'] },
);

const asList = <T>(hooks: T | T[] | undefined): T[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
