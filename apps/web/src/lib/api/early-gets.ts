/**
 * GETs a first screen needs, started by the page's head script (vite.config.ts,
 * firstScreenPreloadPlugin) with the tab's stored access token while the app's scripts are still on
 * their way: the cardholder pages' user and cardholder contexts. A phone saves the round trip it
 * would otherwise make after the scripts. The head script keys them by the path the app asks for.
 */
export type EarlyGet = { accessToken: string; startedAtMs: number; response: Promise<Response> };

declare global {
  interface Window {
    causewayEarlyGets?: Record<string, EarlyGet>;
  }
}

/** An answer older than this is not the app's first screen any more: the app asks again. */
export const EARLY_GET_LIFETIME_MS = 15_000;

/**
 * The early answer to this request, once: a GET of the same path with the same token, started no
 * longer than EARLY_GET_LIFETIME_MS ago. Any other request, or a second one, goes to the network.
 */
export function takeEarlyGet(
  request: { path: string; method: string; accessToken: string | null | undefined },
  earlyGets = typeof window === 'undefined' ? undefined : window.causewayEarlyGets,
  nowMs = Date.now(),
): Promise<Response> | undefined {
  const early = earlyGets?.[request.path];
  if (!earlyGets || !early || request.method !== 'GET') return undefined;
  delete earlyGets[request.path];
  const fresh = nowMs - early.startedAtMs <= EARLY_GET_LIFETIME_MS;
  return fresh && early.accessToken === request.accessToken ? early.response : undefined;
}
