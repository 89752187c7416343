import type { JobLog } from '../../src/modules/ach/ach-context.ts';

/** A job's log that says nothing: for tests that check what a job did, not what it printed. */
export const silentJobLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
