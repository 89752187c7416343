import type { AchBank } from '../../adapters/ach/ach-bank.ts';
import { createAchBank } from '../../adapters/ach/create-ach-bank.ts';
import { createInstantRail } from '../../adapters/instant-payments/create-instant-rail.ts';
import type { InstantRail } from '../../adapters/instant-payments/instant-rail.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Config } from '../../config.ts';
import { logSafeError } from '../../lib/log-safe-error.ts';
import { type AchOriginator, achOriginatorOf } from './ach-config.ts';

/** Where a job writes what it did; console in the worker, silent or collected in tests. */
export type JobLog = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

export const consoleJobLog: JobLog = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  // The message only, made safe: a failed statement's message carries its values (log-safe-error.ts).
  error: (message, error) => {
    const safe = logSafeError(error);
    console.error(message, safe instanceof Error ? safe.message : (safe ?? ''));
  },
};

/** Everything the ACH and instant-payment jobs need besides the database. */
export type AchContext = {
  bank: AchBank;
  /** Undefined in production without INSTANT_RAIL_URL. */
  rail: InstantRail | undefined;
  originator: AchOriginator;
  masterKey: Buffer;
  /** For failTransfer: a return emails the recipient a new intake link. */
  outbox: Outbox;
  publicUrl: string;
  log: JobLog;
};

export function achContextOf(
  config: Config,
  services: { masterKey: Buffer; outbox: Outbox },
  log: JobLog = consoleJobLog,
): AchContext {
  return {
    bank: createAchBank(config),
    rail: createInstantRail(config),
    originator: achOriginatorOf(config),
    masterKey: services.masterKey,
    outbox: services.outbox,
    publicUrl: config.publicUrl,
    log,
  };
}
