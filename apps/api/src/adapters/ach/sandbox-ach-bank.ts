import type { AchBank, AchFileText } from './ach-bank.ts';

/**
 * The simulated bank (SANDBOX=1). What it received is the ach_files rows themselves, so delivering
 * and publishing do nothing. What it sends back (returns, NOCs; see sandbox-ach-files.ts) is made on
 * a command from the sandbox page and handed to an instance of its own, which that same request
 * ingests at once through the production ingest path: nothing waits in one process's memory for
 * another process to read (docs/decisions.md "Sandbox bank").
 */
export class SandboxAchBank implements AchBank {
  private readonly incoming: AchFileText[];

  constructor(incoming: AchFileText[] = []) {
    this.incoming = [...incoming];
  }

  async deliver(): Promise<void> {}

  async publishStaged(): Promise<void> {}

  async incomingFiles(): Promise<AchFileText[]> {
    return [...this.incoming];
  }

  async markProcessed(fileName: string): Promise<void> {
    this.forget(fileName);
  }

  async markRejected(fileName: string): Promise<void> {
    this.forget(fileName);
  }

  private forget(fileName: string) {
    const index = this.incoming.findIndex((file) => file.fileName === fileName);
    if (index >= 0) this.incoming.splice(index, 1);
  }
}
