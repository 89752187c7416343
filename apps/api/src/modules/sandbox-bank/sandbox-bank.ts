import type { SandboxChangeCode } from '@causeway/contracts';
import { type AccountType, accountTypeOfTransactionCode, type TransferStatus } from '@causeway/domain';
import { type CorrectedData, RETURN_CODES, readAchFile } from '@causeway/nacha';
import { eq } from 'drizzle-orm';
import type { AchFileText } from '../../adapters/ach/ach-bank.ts';
import { SandboxAchBank } from '../../adapters/ach/sandbox-ach-bank.ts';
import {
  type ReceivedEntry,
  sandboxCorrectionFile,
  sandboxReturnFile,
} from '../../adapters/ach/sandbox-ach-files.ts';
import type { Database } from '../../db/client.ts';
import { achFiles, bankTransfers } from '../../db/schema/index.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { AchContext } from '../ach/ach-context.ts';
import { type CutFile, cutDueAchFiles } from '../ach/cut-ach-files.ts';
import { ingestFile } from '../ach/ingest-return-files.ts';
import { recordInstantAnswer } from '../ach/send-instant-payments.ts';
import { completeTransfer } from '../bank-transfers/transfer-outcomes.ts';
import { lockTransferIn, sandboxEntry } from './sandbox-entries.ts';

// The sandbox page's commands to the simulated bank and instant rail (SANDBOX=1 only).

/** Files a "cut now" writes at most; each holds up to FILE_ENTRIES_MAX entries. */
const CUT_NOW_FILES_MAX = 10;

/** Cuts every approved ACH transfer into files now, as if each window had come. */
export async function cutFilesNow(db: Database, context: AchContext, nowMs: number) {
  const files: Omit<CutFile, 'achFileId'>[] = [];
  for (let index = 0; index < CUT_NOW_FILES_MAX; index += 1) {
    const cut = await cutDueAchFiles(db, context, nowMs, { ignoreCutoff: true });
    if (!cut) break;
    files.push({
      fileName: cut.fileName,
      entryCount: cut.entryCount,
      totalCreditCents: cut.totalCreditCents,
      contentBytes: cut.contentBytes,
    });
  }
  return { files };
}

/** The bank settles a sent entry (ACH in a file, or a waiting instant payment) now. */
export async function settleNow(db: Database, transferId: string) {
  await db.transaction(async (tx) => {
    await lockTransferIn(tx, transferId, ['processing']);
    await completeTransfer(tx, transferId);
  });
  return sandboxEntry(db, transferId);
}

/**
 * The entry as the bank received it: read back from the outgoing file it came in (the ach_files row
 * is the sandbox bank's memory), not from today's stored details, which a NOC may have changed.
 */
export async function receivedEntry(
  db: Database,
  transferId: string,
  statuses: readonly TransferStatus[],
): Promise<ReceivedEntry> {
  const [row] = await db
    .select({ transfer: bankTransfers, content: achFiles.content })
    .from(bankTransfers)
    .leftJoin(achFiles, eq(achFiles.id, bankTransfers.achFileId))
    .where(eq(bankTransfers.id, transferId));
  if (!row) throw notFound('Transfer');
  const { transfer } = row;
  if (!transfer.traceNumber || !row.content || !statuses.includes(transfer.status))
    throw conflict('invalid_transfer_state');
  for (const batch of readAchFile(row.content).batches) {
    const entry = batch.entries.find((candidate) => candidate.traceNumber === transfer.traceNumber);
    if (!entry) continue;
    return {
      traceNumber: entry.traceNumber,
      routingNumber: entry.routingNumber,
      accountNumber: entry.accountNumber,
      accountType: accountTypeOfTransactionCode(entry.transactionCode) ?? 'checking',
      amountCents: entry.amountCents,
      individualId: entry.individualId,
      individualName: entry.individualName,
      secCode: batch.header.secCode === 'CCD' ? 'CCD' : 'PPD',
      companyName: batch.header.companyName,
    };
  }
  throw new Error(`trace ${transfer.traceNumber} is missing from its own file`);
}

/** Hands the bank's file to the production ingest path, in this request. */
async function ingestNow(db: Database, context: AchContext, file: AchFileText) {
  await ingestFile(db, { ...context, bank: new SandboxAchBank([file]) }, file);
}

const answerAddress = (context: AchContext) => ({
  odfiRouting: context.originator.odfiRouting,
  companyId: context.originator.companyId,
  destinationName: context.originator.destinationName,
});

/** The bank returns a sent entry with an R-code (before or after it settled). */
export async function returnEntry(
  db: Database,
  context: AchContext,
  transferId: string,
  code: string,
  nowMs: number,
) {
  if (!Object.hasOwn(RETURN_CODES, code)) throw fieldError('code', 'invalid', { field: 'code' });
  const entry = await receivedEntry(db, transferId, ['processing', 'completed']);
  await ingestNow(db, context, sandboxReturnFile(entry, code, answerAddress(context), nowMs));
  return sandboxEntry(db, transferId);
}

export type SandboxCorrection = {
  code: SandboxChangeCode;
  accountNumber?: string | undefined;
  routingNumber?: string | undefined;
  accountType?: AccountType | undefined;
  nameOnAccount?: string | undefined;
};

/** The bank sends a notification of change for a sent entry: C01–C07 with the corrected values. */
export async function correctEntry(
  db: Database,
  context: AchContext,
  transferId: string,
  correction: SandboxCorrection,
  nowMs: number,
) {
  const entry = await receivedEntry(db, transferId, ['processing', 'completed']);
  const corrected: CorrectedData = {
    ...(correction.accountNumber ? { accountNumber: correction.accountNumber } : {}),
    ...(correction.routingNumber ? { routingNumber: correction.routingNumber } : {}),
    // The corrected account type is written as the transaction code the entry should have had.
    ...(correction.accountType
      ? { transactionCode: correction.accountType === 'savings' ? '32' : '22' }
      : {}),
    ...(correction.nameOnAccount ? { individualName: correction.nameOnAccount } : {}),
  };
  await ingestNow(
    db,
    context,
    sandboxCorrectionFile(entry, correction.code, corrected, answerAddress(context), nowMs),
  );
  return sandboxEntry(db, transferId);
}

/** The instant rail's answer to a waiting instant payment (one the worker has not sent yet too). */
export async function answerInstantPayment(
  db: Database,
  context: AchContext,
  transferId: string,
  answer: { answer: 'accept' | 'reject'; code?: string | undefined },
) {
  await db.transaction(async (tx) => {
    const transfer = await lockTransferIn(tx, transferId, ['created', 'processing']);
    if (transfer.speed !== 'instant' || transfer.approval === 'pending')
      throw conflict('invalid_transfer_state');
    await recordInstantAnswer(
      tx,
      context,
      transferId,
      answer.answer === 'accept'
        ? { status: 'accepted' }
        : { status: 'rejected', code: answer.code ?? 'NARR' },
    );
  });
  return sandboxEntry(db, transferId);
}
