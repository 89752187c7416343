/** A NACHA file as it travels to or from the bank. */
export type AchFileText = { fileName: string; content: string };

/**
 * The ACH bank as the jobs see it (docs/decisions.md "ACH file delivery"). An outgoing file is
 * staged inside the transaction that records it and published after that transaction commits, so
 * the bank never sees a file the database forgot, and a file the database kept is always published
 * (the next run publishes what a crash left staged).
 */
export interface AchBank {
  /** Stages an outgoing file; the same name again replaces it with the same content. */
  deliver(file: AchFileText): Promise<void>;
  /**
   * Publishes the staged files whose ach_files row is committed (`committed` answers which of the
   * names it is given are), and discards staged files no transaction will commit.
   */
  publishStaged(committed: (fileNames: string[]) => Promise<Set<string>>): Promise<void>;
  /** Return and NOC files the bank sent that were not marked processed yet, oldest name first. */
  incomingFiles(): Promise<AchFileText[]>;
  markProcessed(fileName: string): Promise<void>;
  /** A file that cannot be read: set aside for a person, with the reason beside it. */
  markRejected(fileName: string, reason: string): Promise<void>;
}
