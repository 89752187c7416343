import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop take waiting I/O (HTTP requests) before a job's next batch. On the embedded
 * engine every query resolves as a microtask in this process, so a loop of batches would otherwise
 * never give a request its turn: the API would not answer until the whole job ended.
 */
export const yieldToRequests = (): Promise<void> => setImmediate();
