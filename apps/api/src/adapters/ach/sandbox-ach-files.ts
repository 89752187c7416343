import { hhmmNewYork, newYorkDate, yymmdd } from '@causeway/domain';
import { type AchFileInput, type CorrectedData, formatCorrectedData, writeAchFile } from '@causeway/nacha';
import type { AchFileText } from './ach-bank.ts';

// The files the simulated bank sends back, written as an RDFI would: a return (addenda 99, the
// entry's own amount) or a notification of change (COR batch, addenda 98, amount 0). The ingest job
// reads them with the same reader as a real bank's.

/** What the sandbox bank knows of an entry it received. */
export type ReceivedEntry = {
  traceNumber: string;
  /** The recipient's bank: the RDFI that answers. */
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  amountCents: number;
  individualId: string;
  individualName: string;
  secCode: 'PPD' | 'CCD';
  companyName: string;
};

/** Who the answer goes to: our ODFI and company id. */
export type AnswerAddress = { odfiRouting: string; companyId: string; destinationName: string };

const rdfiOf = (entry: ReceivedEntry) => entry.routingNumber.slice(0, 8);
/** The RDFI's own trace number on its answer: its routing and our entry's sequence. */
const answerTrace = (entry: ReceivedEntry) => `${rdfiOf(entry)}${entry.traceNumber.slice(8)}`;
/** A return or NOC of a credit: 21 on checking, 31 on savings. */
const answerTransactionCode = (entry: ReceivedEntry) => (entry.accountType === 'savings' ? '31' : '21');

function fileOf(
  entry: ReceivedEntry,
  to: AnswerAddress,
  nowMs: number,
  batch: Pick<AchFileInput['batches'][number], 'secCode' | 'companyEntryDescription'> & {
    entry: AchFileInput['batches'][number]['entries'][number];
  },
): string {
  const today = yymmdd(newYorkDate(nowMs));
  return writeAchFile({
    immediateDestination: to.odfiRouting,
    immediateOrigin: entry.routingNumber,
    immediateDestinationName: to.destinationName,
    immediateOriginName: 'SANDBOX RDFI',
    fileCreationDate: today,
    fileCreationTime: hhmmNewYork(nowMs),
    fileIdModifier: 'A',
    batches: [
      {
        serviceClassCode: '220',
        secCode: batch.secCode,
        companyName: entry.companyName,
        companyId: to.companyId,
        companyEntryDescription: batch.companyEntryDescription,
        effectiveEntryDate: today,
        originatingDfi: rdfiOf(entry),
        batchNumber: 1,
        entries: [batch.entry],
      },
    ],
  });
}

/** A return of `entry` with any R-code; R14/R15 carry today as the date of death. */
export function sandboxReturnFile(
  entry: ReceivedEntry,
  returnCode: string,
  to: AnswerAddress,
  nowMs: number,
): AchFileText {
  const deceased = returnCode === 'R14' || returnCode === 'R15';
  const content = fileOf(entry, to, nowMs, {
    secCode: entry.secCode,
    companyEntryDescription: 'RETURN',
    entry: {
      transactionCode: answerTransactionCode(entry),
      routingNumber: to.odfiRouting,
      accountNumber: entry.accountNumber,
      amountCents: entry.amountCents,
      individualId: entry.individualId,
      individualName: entry.individualName,
      traceNumber: answerTrace(entry),
      addenda99: {
        returnCode,
        originalTraceNumber: entry.traceNumber,
        originalRdfi: rdfiOf(entry),
        ...(deceased ? { dateOfDeath: yymmdd(newYorkDate(nowMs)) } : {}),
      },
    },
  });
  return { fileName: `sandbox-return-${entry.traceNumber}-${returnCode}.ach`, content };
}

/** A notification of change for `entry`: C01–C07 with the corrected data laid out for its code. */
export function sandboxCorrectionFile(
  entry: ReceivedEntry,
  changeCode: string,
  corrected: CorrectedData,
  to: AnswerAddress,
  nowMs: number,
): AchFileText {
  const content = fileOf(entry, to, nowMs, {
    secCode: 'COR',
    companyEntryDescription: 'NOC',
    entry: {
      transactionCode: answerTransactionCode(entry),
      routingNumber: to.odfiRouting,
      accountNumber: entry.accountNumber,
      amountCents: 0,
      individualId: entry.individualId,
      individualName: entry.individualName,
      traceNumber: answerTrace(entry),
      addenda98: {
        changeCode,
        originalTraceNumber: entry.traceNumber,
        originalRdfi: rdfiOf(entry),
        correctedData: formatCorrectedData(changeCode, corrected),
      },
    },
  });
  // Several NOCs may correct one entry: the time keeps their names apart.
  return { fileName: `sandbox-noc-${entry.traceNumber}-${changeCode}-${nowMs}.ach`, content };
}
