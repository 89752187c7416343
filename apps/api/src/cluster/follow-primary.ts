import type { Lifecycle } from '../lifecycle.ts';
import { STOP_MESSAGE } from './api-cluster.ts';

/**
 * In an API process of a cluster: the primary's stop message stops it like SIGTERM does (requests
 * in flight finish first). A message, not a signal: on Ctrl-C the terminal already sent SIGINT to
 * every process of the group, and a second signal means "exit without waiting". When the primary
 * itself dies, node:cluster ends this process as soon as the channel closes.
 */
export function followPrimary(lifecycle: Lifecycle): void {
  process.on('message', (message) => {
    if (message === STOP_MESSAGE) void lifecycle.stop();
  });
}
