// What the writer takes. Free-text fields are upper-cased, transliterated and cut to their width by
// the writer; identifiers (routing, account, trace, company id) are never cut: too long is refused.

export type AchTransactionCode =
  /** Return or NOC of a checking credit (22/23). */
  | '21'
  /** Checking credit. */
  | '22'
  /** Checking credit prenote (amount 0). */
  | '23'
  /** Return or NOC of a checking debit (27/28). */
  | '26'
  /** Checking debit (reversals, micro-deposit pulls). */
  | '27'
  /** Return or NOC of a savings credit. */
  | '31'
  /** Savings credit. */
  | '32'
  /** Savings credit prenote (amount 0). */
  | '33'
  /** Return or NOC of a savings debit. */
  | '36'
  /** Savings debit. */
  | '37';

/** Addenda 99: what an RDFI attaches to a return entry. Its trace number is the entry's. */
export type AchReturnAddendaInput = {
  /** 'R01'…'R85'. */
  returnCode: string;
  /** 15 digits: the trace number of the entry being returned. */
  originalTraceNumber: string;
  /** 'YYMMDD', for R14/R15 only. */
  dateOfDeath?: string;
  /** 8 digits: the RDFI of the original entry (its routing number without the check digit). */
  originalRdfi: string;
  /** Up to 44 characters. */
  addendaInformation?: string;
};

/** Addenda 98: what an RDFI attaches to a notification of change. Its trace number is the entry's. */
export type AchCorrectionAddendaInput = {
  /** 'C01'…'C13'. */
  changeCode: string;
  originalTraceNumber: string;
  originalRdfi: string;
  /** Up to 29 characters in the layout of the change code (see formatCorrectedData). */
  correctedData: string;
};

export type AchEntryInput = {
  transactionCode: AchTransactionCode;
  /** 9 digits including the check digit. */
  routingNumber: string;
  /** Up to 17 characters. */
  accountNumber: string;
  /** Integer >= 0; 0 for prenotes and NOCs. */
  amountCents: number;
  /** Up to 15 characters (our transfer reference). */
  individualId: string;
  /** Up to 22 characters. */
  individualName: string;
  /** 15 digits: the batch's ODFI (8 digits) + a 7-digit sequence, ascending within the batch. */
  traceNumber: string;
  /** Up to 2 characters. */
  discretionaryData?: string;
  /** Makes this entry a return: transaction code 21/26/31/36. */
  addenda99?: AchReturnAddendaInput;
  /** Makes this entry a notification of change: batch SEC code COR, amount 0. */
  addenda98?: AchCorrectionAddendaInput;
};

export type AchBatchInput = {
  /** 200 mixed, 220 credits only, 225 debits only. */
  serviceClassCode: '200' | '220' | '225';
  secCode: 'PPD' | 'CCD' | 'COR';
  /** Up to 16 characters. */
  companyName: string;
  /** Up to 20 characters. */
  companyDiscretionaryData?: string;
  /** Up to 10 characters (e.g. '1' + EIN). */
  companyId: string;
  /** Up to 10 characters, e.g. 'PAYMENT'. */
  companyEntryDescription: string;
  /** Up to 6 characters. */
  companyDescriptiveDate?: string;
  /**
   * 'YYMMDD', or '' to let the ACH operator use its next processing date. Same-day is signalled by
   * an effective date equal to the file creation date.
   */
  effectiveEntryDate: string;
  /** 8 digits: the ODFI routing number without its check digit. */
  originatingDfi: string;
  /** 1…9999999, ascending through the file. */
  batchNumber: number;
  entries: AchEntryInput[];
};

export type AchFileInput = {
  /** 9-digit routing number, written as ' ' + 9 digits. */
  immediateDestination: string;
  /** 10 characters (e.g. '1' + EIN); 9 digits are taken as a routing number (' ' + 9 digits). */
  immediateOrigin: string;
  /** Up to 23 characters. */
  immediateDestinationName: string;
  /** Up to 23 characters. */
  immediateOriginName: string;
  /** 'YYMMDD'. */
  fileCreationDate: string;
  /** 'HHMM'. */
  fileCreationTime: string;
  /** 'A'–'Z' or '0'–'9': tells apart files sent the same day. */
  fileIdModifier: string;
  /** Up to 8 characters. */
  referenceCode?: string;
  batches: AchBatchInput[];
};
