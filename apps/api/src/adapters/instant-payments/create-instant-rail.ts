import type { Config } from '../../config.ts';
import { HttpInstantRail } from './http-instant-rail.ts';
import type { InstantRail } from './instant-rail.ts';
import { SandboxInstantRail } from './sandbox-instant-rail.ts';

/**
 * The configured gateway when INSTANT_RAIL_URL is set (even in the sandbox, to try one out), else
 * the simulated rail in the sandbox; none in production without it: instant transfers then wait in
 * `created`, and the worker says why.
 */
export function createInstantRail(config: Config): InstantRail | undefined {
  if (config.instantRail) return new HttpInstantRail(config.instantRail);
  return config.sandbox ? new SandboxInstantRail() : undefined;
}
