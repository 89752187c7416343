import type { AchBatchInput, AchFileInput } from '@causeway/nacha';

// Turns the entries of one cut into the NACHA writer's input: one batch per paying business, SEC
// code and effective date, trace numbers ascending through the file.

export type OutgoingEntry = {
  /** The transfer's id, or the prenote's: a prenote is a zero-dollar entry that verifies an account. */
  entryId: string;
  kind: 'transfer' | 'prenote';
  businessId: string;
  /** The organisation: the company recipients see on their statement. */
  organizationName: string;
  /** The paying business (a program): the batch's company discretionary data. */
  businessName: string;
  /** PPD to a person, CCD to a business. */
  secCode: 'PPD' | 'CCD';
  /** 'YYMMDD'. */
  effectiveEntryDate: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  nameOnAccount: string;
};

export type FileHeader = Pick<
  AchFileInput,
  | 'immediateDestination'
  | 'immediateOrigin'
  | 'immediateDestinationName'
  | 'immediateOriginName'
  | 'fileCreationDate'
  | 'fileCreationTime'
  | 'fileIdModifier'
>;

export const TRACE_SEQUENCE_DIGITS = 7;
export const TRACE_SEQUENCE_MAX = 10 ** TRACE_SEQUENCE_DIGITS - 1;
const ENTRY_DESCRIPTION = 'PAYMENT';
/** Credits to checking and savings (22, 32) and their prenotes (23, 33). */
const TRANSACTION_CODES = {
  transfer: { checking: '22', savings: '32' },
  prenote: { checking: '23', savings: '33' },
} as const;

export const traceNumberOf = (originatingDfi: string, sequence: number) =>
  `${originatingDfi}${String(sequence).padStart(TRACE_SEQUENCE_DIGITS, '0')}`;

/** Our reference on the entry (15 characters): the transfer's (or prenote's) id's first hex digits. */
export const individualIdOf = (entryId: string) => entryId.replaceAll('-', '').slice(0, 15).toUpperCase();

/**
 * The writer's input, and the trace number given to each transfer. Sequences run from
 * `firstSequence` in batch order, so they ascend within every batch as NACHA requires.
 */
export function nachaFileInputOf(
  entries: readonly OutgoingEntry[],
  header: FileHeader,
  originator: { originatingDfi: string; companyId: string },
  firstSequence: number,
): { input: AchFileInput; traceNumbers: Map<string, string> } {
  const groups = new Map<string, OutgoingEntry[]>();
  for (const entry of entries) {
    const key = `${entry.businessId}|${entry.secCode}|${entry.effectiveEntryDate}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const traceNumbers = new Map<string, string>();
  let sequence = firstSequence;
  const batches: AchBatchInput[] = [...groups.values()].map((group, index) => {
    const first = group[0]!;
    return {
      serviceClassCode: '220',
      secCode: first.secCode,
      companyName: first.organizationName,
      companyDiscretionaryData: first.businessName,
      companyId: originator.companyId,
      companyEntryDescription: ENTRY_DESCRIPTION,
      effectiveEntryDate: first.effectiveEntryDate,
      originatingDfi: originator.originatingDfi,
      batchNumber: index + 1,
      entries: group.map((entry) => {
        const traceNumber = traceNumberOf(originator.originatingDfi, sequence);
        sequence += 1;
        traceNumbers.set(entry.entryId, traceNumber);
        return {
          transactionCode: TRANSACTION_CODES[entry.kind][entry.accountType],
          routingNumber: entry.routingNumber,
          accountNumber: entry.accountNumber,
          amountCents: entry.kind === 'prenote' ? 0 : entry.amountCents,
          individualId: individualIdOf(entry.entryId),
          individualName: entry.nameOnAccount,
          traceNumber,
        };
      }),
    };
  });
  return { input: { ...header, batches }, traceNumbers };
}
