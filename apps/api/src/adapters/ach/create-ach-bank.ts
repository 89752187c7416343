import type { Config } from '../../config.ts';
import type { AchBank } from './ach-bank.ts';
import { FolderAchBank } from './folder-ach-bank.ts';
import { SandboxAchBank } from './sandbox-ach-bank.ts';

/** The simulated bank in the sandbox, the outbox and inbox folders otherwise. */
export function createAchBank(config: Config): AchBank {
  if (config.sandbox) return new SandboxAchBank();
  return new FolderAchBank({ outboxDir: config.ach.outboxDir, inboxDir: config.ach.inboxDir });
}
