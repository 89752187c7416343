import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import { sha256Hex } from '../lib/crypto.ts';

/** Expired counters are deleted at most this often per process (the next hit would reuse them anyway). */
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60_000;
/** Longer keys (a route with a long path, an odd key generator) are stored as their hash. */
const KEY_LENGTH_MAX = 200;

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;
/** What @fastify/rate-limit hands the constructor and child(): the merged plugin and route options. */
type StoreOptions = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** Names the counters of a limiter made with app.createRateLimit (it has no route to be named by). */
  keyPrefix?: string;
  routeInfo?: { method?: string | string[]; url?: string };
};
type Shared = { db: Database; prunedAt: number };

/**
 * A @fastify/rate-limit store whose route limits (sign-in, codes, card data: the ones that stop
 * guessing) are kept in the rate_limit_counters table, so every API process on one database counts
 * the same hits: with N processes behind a load balancer an address still gets the limit once, not
 * N times. Each hit is one atomic upsert, timed by the database's clock (the hosts' clocks may
 * differ), and a counter whose window has passed starts again at 1. The plugin-wide limit is a
 * coarse flood guard on every request: it counts in this process's memory, so ordinary reads cost
 * no database write (an operator puts the fleet-wide flood limit at the load balancer).
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const shared: Shared = { db, prunedAt: 0 };
  return class extends SharedRateLimitStore {
    constructor(options: FastifyRateLimitOptions) {
      super(shared, 'all', options as StoreOptions);
    }
  };
}

/** Counters in this process's memory for the plugin-wide limit; the oldest are dropped past a bound. */
class ProcessCounters {
  private readonly windows = new Map<string, { count: number; resetAtMs: number }>();
  constructor(private readonly keysMax = 10_000) {}

  hit(key: string, timeWindowMs: number): Hit {
    const nowMs = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAtMs <= nowMs) {
      window = { count: 0, resetAtMs: nowMs + timeWindowMs };
      this.windows.delete(key);
      if (this.windows.size >= this.keysMax) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAtMs - nowMs };
  }

  read(key: string): Hit {
    const window = this.windows.get(key);
    const nowMs = Date.now();
    return window && window.resetAtMs > nowMs
      ? { current: window.count, ttl: window.resetAtMs - nowMs }
      : { current: 0, ttl: 0 };
  }
}

class SharedRateLimitStore implements FastifyRateLimitStore {
  private readonly continueExceeding: boolean;
  /** Set on the plugin-wide store only: its hits stay in memory. */
  private readonly local: ProcessCounters | undefined;

  constructor(
    private readonly shared: Shared,
    private readonly prefix: string,
    options: StoreOptions,
  ) {
    if (options.exponentialBackoff) throw new Error('the shared rate-limit store has no exponentialBackoff');
    this.continueExceeding = Boolean(options.continueExceeding);
    this.local = prefix === 'all' ? new ProcessCounters() : undefined;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.local) {
      callback(null, this.local.hit(key, timeWindow));
      return;
    }
    incrementCounter(this.shared.db, this.storedKey(key), timeWindow, max, this.continueExceeding).then(
      (hit) => callback(null, hit),
      (error: Error) => callback(error),
    );
    this.pruneNowAndThen();
  }

  /** The count without a hit (app.createRateLimit's `{ increment: false }`). */
  read(key: string, callback: Callback): void {
    if (this.local) {
      callback(null, this.local.read(key));
      return;
    }
    readCounter(this.shared.db, this.storedKey(key)).then(
      (hit) => callback(null, hit),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: StoreOptions): FastifyRateLimitStore {
    const route = routeOptions.routeInfo;
    const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
    const name = routeOptions.keyPrefix ?? (route?.url ? `${method} ${route.url}` : undefined);
    // An unnamed child would share counters with every other unnamed one.
    if (!name) throw new Error('a rate limit made with createRateLimit needs a keyPrefix');
    return new SharedRateLimitStore(this.shared, name, routeOptions);
  }

  private storedKey(key: string) {
    return storedKeyOf(this.prefix, key);
  }

  /** Opportunistic clean-up: an address seen once leaves one row, deleted once its window passed. */
  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.shared.prunedAt < RATE_LIMIT_PRUNE_INTERVAL_MS) return;
    this.shared.prunedAt = now;
    // A failed prune is retried at the next interval; it never fails a request.
    pruneRateLimitCounters(this.shared.db).catch(() => undefined);
  }
}

/** The row key of a counter: the limit's name (route, or keyPrefix) and the key generator's key. */
export function storedKeyOf(prefix: string, key: string): string {
  const full = `${prefix}|${key}`;
  return full.length <= KEY_LENGTH_MAX ? full : `${prefix.slice(0, 100)}|#${sha256Hex(full)}`;
}

/** One hit on a counter: the count in the current window and the milliseconds the window has left. */
export async function incrementCounter(
  db: Database,
  key: string,
  timeWindowMs: number,
  max: number,
  continueExceeding = false,
): Promise<Hit> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as counter (key, count, reset_at)
    values (${key}, 1, now() + ${timeWindowMs}::double precision * interval '1 millisecond')
    on conflict (key) do update set
      count = case when counter.reset_at <= now() then 1 else counter.count + 1 end,
      reset_at = case
        when counter.reset_at <= now() then excluded.reset_at
        when ${continueExceeding}::boolean and counter.count + 1 > ${max}::integer then excluded.reset_at
        else counter.reset_at
      end
    returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::double precision as ttl`);
  const [row] = rowsOf<{ count: number | string; ttl: number | string }>(result);
  return { current: Number(row!.count), ttl: Number(row!.ttl) };
}

export async function readCounter(db: Database, key: string): Promise<Hit> {
  const result = await db.execute(sql`
    select count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::double precision as ttl
    from rate_limit_counters where key = ${key} and reset_at > now()`);
  const [row] = rowsOf<{ count: number | string; ttl: number | string }>(result);
  return row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Gives one hit back (a limit that counts only what failed), within the current window only. */
export async function refundHit(db: Database, key: string): Promise<void> {
  await db.execute(sql`
    update rate_limit_counters set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`);
}

/** Deletes the counters whose window has passed; answers how many. */
export async function pruneRateLimitCounters(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with pruned as (delete from rate_limit_counters where reset_at <= now() returning 1)
    select count(*)::integer as pruned from pruned`);
  return Number(rowsOf<{ pruned: number }>(result)[0]?.pruned ?? 0);
}
