import { readAchFile } from './reader.ts';

export type AchReturn = {
  kind: 'return';
  /** 'R03'. */
  code: string;
  /** Our trace number on the entry that came back. */
  originalTraceNumber: string;
  /** 'YYMMDD' (R14/R15), or null. */
  dateOfDeath: string | null;
  amountCents: number;
  /** The RDFI's trace number on the return entry. */
  traceNumber: string;
};

export type AchCorrection = {
  kind: 'correction';
  /** 'C01'. */
  code: string;
  originalTraceNumber: string;
  /** Positional; see parseCorrectedData. */
  correctedData: string;
  traceNumber: string;
};

export type AchReturnOrCorrection = AchReturn | AchCorrection;

/**
 * The returns (addenda 99) and notifications of change (addenda 98) of a file a bank sent back, in
 * file order. Other entries are skipped; the whole file is validated first (see readAchFile).
 */
export function readReturnsAndCorrections(text: string): AchReturnOrCorrection[] {
  const items: AchReturnOrCorrection[] = [];
  for (const batch of readAchFile(text).batches) {
    for (const entry of batch.entries) {
      for (const addenda of entry.addenda) {
        if (addenda.type === '99') {
          items.push({
            kind: 'return',
            code: addenda.returnCode,
            originalTraceNumber: addenda.originalTraceNumber,
            dateOfDeath: addenda.dateOfDeath,
            amountCents: entry.amountCents,
            traceNumber: entry.traceNumber,
          });
        } else if (addenda.type === '98') {
          items.push({
            kind: 'correction',
            code: addenda.changeCode,
            originalTraceNumber: addenda.originalTraceNumber,
            correctedData: addenda.correctedData,
            traceNumber: entry.traceNumber,
          });
        }
      }
    }
  }
  return items;
}
