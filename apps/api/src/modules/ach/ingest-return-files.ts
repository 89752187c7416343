import {
  accountNumberSchema,
  accountTypeOfTransactionCode,
  correctionFields,
  isValidAbaChecksum,
  returnCodeAction,
} from '@causeway/domain';
import {
  type AchCorrection,
  type AchReturnOrCorrection,
  NachaError,
  parseCorrectedData,
  readReturnsAndCorrections,
} from '@causeway/nacha';
import type { AchFileText } from '../../adapters/ach/ach-bank.ts';
import type { Database } from '../../db/client.ts';
import { achFiles } from '../../db/schema/index.ts';
import {
  type BankAccountCorrection,
  correctAccountDetails,
  correctBankAccount,
  failTransfer,
  transfersByTrace,
} from '../bank-transfers/transfer-outcomes.ts';
import type { AchContext } from './ach-context.ts';
import { failPrenote, prenotesByTrace } from './prenote-outcomes.ts';

// Reads what the bank sent back: returns (addenda 99) fail the transfer and act on the recipient;
// notifications of change (addenda 98) correct the stored bank details. A file is applied in one
// transaction together with its ach_files row, whose unique name makes reading it again a no-op.

export type IngestedFile = {
  fileName: string;
  /** False when the file had been read before (its row existed): nothing was applied again. */
  applied: boolean;
  returns: number;
  corrections: number;
  /** Entries naming a trace number we never sent, or a correction we could not use. */
  skipped: number;
};

/** The stored fields a NOC corrects, from its corrected data; values that fail our rules are left out. */
export function correctionOf(item: AchCorrection): BankAccountCorrection | null {
  const fields = correctionFields(item.code);
  const data = parseCorrectedData(item.code, item.correctedData);
  const correction: BankAccountCorrection = { code: item.code };
  if (fields.includes('accountNumber') && accountNumberSchema.safeParse(data.accountNumber).success)
    correction.accountNumber = data.accountNumber;
  if (fields.includes('routingNumber') && data.routingNumber && isValidAbaChecksum(data.routingNumber))
    correction.routingNumber = data.routingNumber;
  if (fields.includes('accountType') && data.transactionCode)
    correction.accountType = accountTypeOfTransactionCode(data.transactionCode) ?? undefined;
  if (fields.includes('individualName') && data.individualName?.trim())
    correction.nameOnAccount = data.individualName.trim();
  const { code: _code, ...values } = correction;
  return Object.values(values).some((value) => value !== undefined) ? correction : null;
}

async function applyItems(
  tx: Database,
  context: AchContext,
  file: AchFileText,
  items: AchReturnOrCorrection[],
): Promise<Omit<IngestedFile, 'fileName' | 'applied'>> {
  const transfers = await transfersByTrace(
    tx,
    items.map((item) => item.originalTraceNumber),
  );
  const prenotes = await prenotesByTrace(
    tx,
    items.map((item) => item.originalTraceNumber).filter((trace) => !transfers.has(trace)),
  );
  const counts = { returns: 0, corrections: 0, skipped: 0 };
  for (const item of items) {
    const prenote = prenotes.get(item.originalTraceNumber);
    if (prenote) {
      const applied =
        item.kind === 'return'
          ? await failPrenote(tx, context.outbox, prenote, item.code)
          : await applyCorrection(tx, context, file, item, prenote.bankAccountId);
      if (applied) counts[item.kind === 'return' ? 'returns' : 'corrections'] += 1;
      else counts.skipped += 1;
      continue;
    }
    const transfer = transfers.get(item.originalTraceNumber);
    if (!transfer) {
      context.log.warn(
        `${file.fileName}: ${item.code} names trace ${item.originalTraceNumber}, which we never sent`,
      );
      counts.skipped += 1;
      continue;
    }
    if (item.kind === 'return') {
      if (item.amountCents !== transfer.amountCents)
        context.log.warn(
          `${file.fileName}: ${item.code} of trace ${item.originalTraceNumber} returns another amount than was sent`,
        );
      await failTransfer(tx, { outbox: context.outbox, publicUrl: context.publicUrl }, transfer.id, {
        code: item.code,
        ...returnCodeAction(item.code),
      });
      counts.returns += 1;
      continue;
    }
    const correction = correctionOf(item);
    if (!correction) {
      warnUncorrectable(context, file, item);
      counts.skipped += 1;
      continue;
    }
    await correctBankAccount(tx, context.masterKey, transfer.id, correction);
    counts.corrections += 1;
  }
  return counts;
}

function warnUncorrectable(context: AchContext, file: AchFileText, item: AchCorrection) {
  context.log.warn(
    `${file.fileName}: ${item.code} of trace ${item.originalTraceNumber} corrects nothing we can store`,
  );
}

/** A NOC on a prenote: the account is corrected before any money goes to it. */
async function applyCorrection(
  tx: Database,
  context: AchContext,
  file: AchFileText,
  item: AchCorrection,
  bankAccountId: string,
) {
  const correction = correctionOf(item);
  if (!correction) {
    warnUncorrectable(context, file, item);
    return false;
  }
  return correctAccountDetails(tx, context.masterKey, bankAccountId, correction);
}

/** Reads one file and applies it; a file that cannot be read is set aside for a person. */
export async function ingestFile(
  db: Database,
  context: AchContext,
  file: AchFileText,
): Promise<IngestedFile | null> {
  let items: AchReturnOrCorrection[];
  try {
    items = readReturnsAndCorrections(file.content);
  } catch (error) {
    if (!(error instanceof NachaError)) throw error;
    context.log.error(`${file.fileName} is not a NACHA file we can read; moved aside`, error);
    await context.bank.markRejected(file.fileName, error.message);
    return null;
  }
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(achFiles)
      .values({
        direction: items.some((item) => item.kind === 'return') ? 'return' : 'correction',
        fileName: file.fileName,
        entryCount: items.length,
        totalCreditCents: items.reduce(
          (sum, item) => sum + (item.kind === 'return' ? item.amountCents : 0),
          0,
        ),
        content: file.content,
      })
      .onConflictDoNothing({ target: achFiles.fileName })
      .returning({ id: achFiles.id });
    if (!row) return { fileName: file.fileName, applied: false, returns: 0, corrections: 0, skipped: 0 };
    return { fileName: file.fileName, applied: true, ...(await applyItems(tx, context, file, items)) };
  });
  // After the commit: a crash before this line leaves the file to be read again, which the row makes a no-op.
  await context.bank.markProcessed(file.fileName);
  return result;
}

/** Every file the bank offers now, each in its own transaction; one that fails waits for the next run. */
export async function ingestReturnFiles(db: Database, context: AchContext): Promise<IngestedFile[]> {
  const ingested: IngestedFile[] = [];
  for (const file of await context.bank.incomingFiles()) {
    try {
      const result = await ingestFile(db, context, file);
      if (result) ingested.push(result);
    } catch (error) {
      context.log.error(`${file.fileName} could not be applied; it is read again next run`, error);
    }
  }
  return ingested;
}
