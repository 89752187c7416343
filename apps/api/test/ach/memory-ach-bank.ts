import type { AchBank, AchFileText } from '../../src/adapters/ach/ach-bank.ts';

/** An ACH bank in memory: what was staged, what was published, and files to offer back. */
export class MemoryAchBank implements AchBank {
  readonly staged = new Map<string, string>();
  readonly published: AchFileText[] = [];
  readonly incoming: AchFileText[] = [];
  readonly processed: string[] = [];
  readonly rejected: string[] = [];

  async deliver(file: AchFileText) {
    this.staged.set(file.fileName, file.content);
  }

  async publishStaged(committed: (fileNames: string[]) => Promise<Set<string>>) {
    const names = [...this.staged.keys()];
    if (names.length === 0) return;
    const known = await committed(names);
    for (const fileName of names) {
      if (!known.has(fileName)) continue;
      this.published.push({ fileName, content: this.staged.get(fileName)! });
      this.staged.delete(fileName);
    }
  }

  async incomingFiles() {
    return [...this.incoming];
  }

  async markProcessed(fileName: string) {
    this.take(fileName);
    this.processed.push(fileName);
  }

  async markRejected(fileName: string) {
    this.take(fileName);
    this.rejected.push(fileName);
  }

  private take(fileName: string) {
    const index = this.incoming.findIndex((file) => file.fileName === fileName);
    if (index >= 0) this.incoming.splice(index, 1);
  }
}
