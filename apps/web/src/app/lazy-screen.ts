import { ROUTE_CHUNK_TIMEOUT_MS } from '@causeway/domain';

export class RouteChunkTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The page's code did not load within ${timeoutMs / 1000} seconds.`);
    this.name = 'RouteChunkTimeoutError';
  }
}

/** Loads a route's chunk; after ROUTE_CHUNK_TIMEOUT_MS (120 s) it fails into the error page. */
export function loadWithTimeout<Module>(
  importChunk: () => Promise<Module>,
  timeoutMs: number = ROUTE_CHUNK_TIMEOUT_MS,
): Promise<Module> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RouteChunkTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([importChunk(), timeout]).finally(() => clearTimeout(timer));
}
