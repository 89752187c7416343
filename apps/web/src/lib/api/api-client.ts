import { sessionStore } from '../session/session-store.ts';
import { refreshAccessToken } from '../session/tokens.ts';
import { isApiError } from './api-error.ts';
import { type HttpMethod, sendJson } from './http.ts';

type ApiRequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving POST (kept on the retry). */
  headers?: Record<string, string>;
};

/**
 * A signed-in API call with the bearer token. A 401 refreshes the access token once and retries
 * once; a second 401 (or a failed refresh) reaches the caller as an ApiError with status 401.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    const { body } = await sendJson<T>(path, { ...options, accessToken: sessionStore.get().accessToken });
    return body;
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    try {
      await refreshAccessToken();
    } catch {
      throw error;
    }
    const { body } = await sendJson<T>(path, { ...options, accessToken: sessionStore.get().accessToken });
    return body;
  }
}

/** A public API call (sign-in, password reset, invitations): no token, no refresh. */
export async function publicApiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body } = await sendJson<T>(path, options);
  return body;
}
