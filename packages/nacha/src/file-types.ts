// What the reader returns: strings trimmed, amounts in integer cents, counts as numbers.

export type AchFileHeader = {
  priorityCode: string;
  /** Routing number, without the leading space of its field. */
  immediateDestination: string;
  immediateOrigin: string;
  fileCreationDate: string;
  fileCreationTime: string;
  fileIdModifier: string;
  recordSize: string;
  blockingFactor: string;
  formatCode: string;
  immediateDestinationName: string;
  immediateOriginName: string;
  referenceCode: string;
};

export type AchBatchHeader = {
  serviceClassCode: string;
  companyName: string;
  companyDiscretionaryData: string;
  companyId: string;
  secCode: string;
  companyEntryDescription: string;
  companyDescriptiveDate: string;
  effectiveEntryDate: string;
  /** Julian day filled in by the ACH operator; '' in files an originator writes. */
  settlementDate: string;
  originatorStatusCode: string;
  originatingDfi: string;
  batchNumber: number;
};

export type AchReturnAddenda = {
  type: '99';
  returnCode: string;
  originalTraceNumber: string;
  /** 'YYMMDD' or null when blank. */
  dateOfDeath: string | null;
  originalRdfi: string;
  addendaInformation: string;
  traceNumber: string;
};

export type AchCorrectionAddenda = {
  type: '98';
  changeCode: string;
  originalTraceNumber: string;
  originalRdfi: string;
  correctedData: string;
  traceNumber: string;
};

export type AchPaymentAddenda = {
  type: '05';
  paymentRelatedInformation: string;
  sequenceNumber: number;
  entryDetailSequenceNumber: string;
};

export type AchAddenda = AchReturnAddenda | AchCorrectionAddenda | AchPaymentAddenda;

export type AchEntry = {
  transactionCode: string;
  /** 9 digits: the RDFI identification and its check digit. */
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  individualId: string;
  individualName: string;
  discretionaryData: string;
  addendaIndicator: '0' | '1';
  traceNumber: string;
  addenda: AchAddenda[];
};

export type AchBatchControl = {
  serviceClassCode: string;
  entryAddendaCount: number;
  entryHash: number;
  totalDebitAmountCents: number;
  totalCreditAmountCents: number;
  companyId: string;
  messageAuthenticationCode: string;
  originatingDfi: string;
  batchNumber: number;
};

export type AchBatch = { header: AchBatchHeader; entries: AchEntry[]; control: AchBatchControl };

export type AchFileControl = {
  batchCount: number;
  blockCount: number;
  entryAddendaCount: number;
  entryHash: number;
  totalDebitAmountCents: number;
  totalCreditAmountCents: number;
};

export type AchFile = { header: AchFileHeader; batches: AchBatch[]; control: AchFileControl };
