import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

/** What the logs show in place of a secret: a header's value, a statement's values. */
export const REDACTED = '[redacted]';

/**
 * The error as the logs may show it: a failed statement's error carries the values it was sent
 * with (drizzle's DrizzleQueryError in its message and stack, PGlite's and our client's errors as
 * `params`), and those can be a token's hash, a one-time code or an account number. The logs keep
 * the statement and the database's reason, never the values. The error itself is left as it is:
 * callers may still read it.
 */
export function logSafeError(error: unknown, depth = 0): unknown {
  // A cause chain is short; the limit only guards against a cycle.
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = (error as { cause?: unknown }).cause;
  const safeCause = logSafeError(cause, depth + 1);
  const carriesParams = 'params' in error;
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}\nparams: ${REDACTED}` : error.message;
  if (!carriesParams && message === error.message && safeCause === cause) return error;

  // A copy of the same class (the serializers print its name) with every own property, so the
  // database's code, detail and position stay.
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error))
    copy[key] = (error as unknown as Record<string, unknown>)[key];
  copy.message = message;
  // The stack begins with the message.
  if (typeof error.stack === 'string') copy.stack = error.stack.replace(error.message, message);
  if (carriesParams) copy.params = REDACTED;
  if (cause !== undefined) copy.cause = safeCause;
  return copy;
}

/** The HTTP logger's serializers: pino's, with the error made safe first. */
export const logSerializers = {
  err: (error: Error) => stdSerializers.err(logSafeError(error) as Error),
};
