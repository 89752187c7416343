// @causeway/nacha: write and read NACHA (ACH) files, and read what banks send back.

export { CHANGE_CODES } from './change-codes.ts';
export { type CorrectedData, formatCorrectedData, parseCorrectedData } from './corrected-data.ts';
export { NachaError } from './errors.ts';
export type {
  AchAddenda,
  AchBatch,
  AchBatchControl,
  AchBatchHeader,
  AchCorrectionAddenda,
  AchEntry,
  AchFile,
  AchFileControl,
  AchFileHeader,
  AchPaymentAddenda,
  AchReturnAddenda,
} from './file-types.ts';
export type {
  AchBatchInput,
  AchCorrectionAddendaInput,
  AchEntryInput,
  AchFileInput,
  AchReturnAddendaInput,
  AchTransactionCode,
} from './input-types.ts';
export { readAchFile } from './reader.ts';
export { RETURN_CODES } from './return-codes.ts';
export {
  type AchCorrection,
  type AchReturn,
  type AchReturnOrCorrection,
  readReturnsAndCorrections,
} from './returns.ts';
export { abaCheckDigit, isValidRoutingNumber } from './routing.ts';
export { writeAchFile } from './writer.ts';
