import { parseAddenda } from './addenda.ts';
import { parseBatchControl } from './batch-control.ts';
import { parseBatchHeader } from './batch-header.ts';
import { PADDING_RECORD } from './constants.ts';
import { parseEntryDetail } from './entry-detail.ts';
import { NachaError } from './errors.ts';
import { parseFileControl } from './file-control.ts';
import { parseFileHeader } from './file-header.ts';
import type {
  AchBatch,
  AchBatchHeader,
  AchEntry,
  AchFile,
  AchFileControl,
  AchFileHeader,
} from './file-types.ts';
import { checkBatchControl, checkFileControl } from './reader-checks.ts';
import { splitRecords } from './reader-lines.ts';
import { isKnownTransactionCode } from './transaction-codes.ts';

// Their batch headers and entries have other layouts; reading them as PPD would return garbage.
const UNSUPPORTED_SEC_CODES = new Set(['IAT', 'ADV']);

type OpenBatch = { header: AchBatchHeader; entries: AchEntry[] };
type OpenEntry = { entry: AchEntry; lineNumber: number };

type ReaderState = {
  header?: AchFileHeader;
  batches: AchBatch[];
  batch?: OpenBatch;
  entry?: OpenEntry;
  control?: AchFileControl;
  /** Records read so far, padding excluded: the file control's block count is checked against it. */
  recordCount: number;
};

// An entry announcing addenda (indicator 1) must be followed by at least one.
function closeEntry(state: ReaderState): void {
  const open = state.entry;
  if (open !== undefined && open.entry.addendaIndicator === '1' && open.entry.addenda.length === 0) {
    throw new NachaError('entry has addenda indicator 1 but no addenda record follows', open.lineNumber);
  }
  state.entry = undefined;
}

function readBatchHeader(state: ReaderState, record: string, lineNumber: number): void {
  if (state.batch !== undefined) {
    throw new NachaError(
      `batch header while batch ${state.batch.header.batchNumber} has no batch control`,
      lineNumber,
    );
  }
  const header = parseBatchHeader(record, lineNumber);
  if (UNSUPPORTED_SEC_CODES.has(header.secCode)) {
    throw new NachaError(`SEC code ${header.secCode} is not supported`, lineNumber);
  }
  state.batch = { header, entries: [] };
}

function readEntry(state: ReaderState, record: string, lineNumber: number): void {
  if (state.batch === undefined) throw new NachaError('entry detail outside a batch', lineNumber);
  closeEntry(state);
  const entry = parseEntryDetail(record, lineNumber, state.batch.header.secCode);
  if (!isKnownTransactionCode(entry.transactionCode)) {
    throw new NachaError(`unknown transaction code '${entry.transactionCode}'`, lineNumber);
  }
  // The entry hash sums these digits; the check digit is not verified, as the file is the bank's word.
  if (!/^\d{9}$/.test(entry.routingNumber)) {
    throw new NachaError(
      `routing number '${entry.routingNumber}' (positions 4-12) must be 9 digits`,
      lineNumber,
    );
  }
  state.batch.entries.push(entry);
  state.entry = { entry, lineNumber };
}

function readAddenda(state: ReaderState, record: string, lineNumber: number): void {
  if (state.entry === undefined || state.entry.entry.addendaIndicator !== '1') {
    throw new NachaError('addenda record without an entry whose addenda indicator is 1', lineNumber);
  }
  state.entry.entry.addenda.push(parseAddenda(record, lineNumber));
}

function readBatchControl(state: ReaderState, record: string, lineNumber: number): void {
  if (state.batch === undefined) throw new NachaError('batch control without a batch header', lineNumber);
  closeEntry(state);
  const { header, entries } = state.batch;
  const control = parseBatchControl(record, lineNumber);
  checkBatchControl(header, entries, control, lineNumber);
  state.batches.push({ header, entries, control });
  state.batch = undefined;
}

function readFileControl(state: ReaderState, record: string, lineNumber: number): void {
  if (record === PADDING_RECORD)
    throw new NachaError('padding before any file control: missing file control', lineNumber);
  if (state.batch !== undefined) {
    throw new NachaError(
      `file control while batch ${state.batch.header.batchNumber} has no batch control`,
      lineNumber,
    );
  }
  const control = parseFileControl(record, lineNumber);
  checkFileControl(control, state.batches, state.recordCount, lineNumber);
  state.control = control;
}

function readRecord(state: ReaderState, record: string, lineNumber: number): void {
  const type = record[0];
  if (state.header === undefined && type !== '1') {
    throw new NachaError(`a file starts with a file header (type 1), not type '${type}'`, lineNumber);
  }
  if (type === '1') {
    if (state.header !== undefined) throw new NachaError('second file header', lineNumber);
    state.header = parseFileHeader(record, lineNumber);
  } else if (type === '5') readBatchHeader(state, record, lineNumber);
  else if (type === '6') readEntry(state, record, lineNumber);
  else if (type === '7') readAddenda(state, record, lineNumber);
  else if (type === '8') readBatchControl(state, record, lineNumber);
  else if (type === '9') readFileControl(state, record, lineNumber);
  else throw new NachaError(`unknown record type '${type}'`, lineNumber);
}

/**
 * Parses and checks a NACHA file ('\n' or '\r\n' line endings). Throws NachaError with the line
 * number when a record is malformed or a control record does not match what it sums up.
 */
export function readAchFile(text: string): AchFile {
  const records = splitRecords(text);
  const state: ReaderState = { batches: [], recordCount: 0 };
  for (const { record, lineNumber } of records) {
    if (state.control !== undefined) {
      if (record === PADDING_RECORD) continue;
      throw new NachaError('only padding lines of 9s may follow the file control', lineNumber);
    }
    state.recordCount += 1;
    readRecord(state, record, lineNumber);
  }
  const lastLineNumber = records.length;
  if (state.header === undefined) throw new NachaError('empty file: no file header');
  if (state.batch !== undefined) {
    throw new NachaError(`batch ${state.batch.header.batchNumber} has no batch control`, lastLineNumber);
  }
  if (state.control === undefined) {
    throw new NachaError('missing file control (record type 9) at the end of the file', lastLineNumber);
  }
  return { header: state.header, batches: state.batches, control: state.control };
}
