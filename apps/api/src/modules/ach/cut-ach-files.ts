import { businessDayOnOrAfter, hhmmNewYork, newYorkDate, newYorkTimeMs, yymmdd } from '@causeway/domain';
import { writeAchFile } from '@causeway/nacha';
import { and, asc, count, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AchBank } from '../../adapters/ach/ach-bank.ts';
import type { Database } from '../../db/client.ts';
import {
  achFiles,
  bankTransfers,
  businesses,
  recipientBankAccounts,
  recipientPrenotes,
  recipients,
} from '../../db/schema/index.ts';
import { accountNumberOf } from '../bank-transfers/bank-accounts.ts';
import { markTransferSubmitted } from '../bank-transfers/transfer-outcomes.ts';
import type { AchContext } from './ach-context.ts';
import {
  nachaFileInputOf,
  type OutgoingEntry,
  TRACE_SEQUENCE_DIGITS,
  TRACE_SEQUENCE_MAX,
  traceNumberOf,
} from './nacha-file-input.ts';

// Cuts the NACHA file of a window (issue 10 "Windows"): every approved ACH transfer whose cut-off
// has come, and every waiting prenote, goes into exactly one file, however many workers run this.

/** Entries in one file; more wait for the next run (the Fed takes far larger files, our memory less). */
export const FILE_ENTRIES_MAX = 25_000;
/** Held while numbering: trace sequences and file modifiers are handed out one cut at a time. */
const ACH_NUMBERING_LOCK_ID = 7_261_010;
const FILE_ID_MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export type CutFile = {
  achFileId: string;
  fileName: string;
  entryCount: number;
  totalCreditCents: number;
  /** The file's size as sent (94-character records, newline-terminated). */
  contentBytes: number;
};

const organization = alias(businesses, 'organization');

/** Claims due transfers: rows another worker holds are skipped, so no transfer is in two files. */
async function claimDueEntries(tx: Database, dueBy: Date | null) {
  return tx
    .select({
      transfer: bankTransfers,
      recipientType: recipients.type,
      account: recipientBankAccounts,
      businessName: businesses.name,
      organizationName: sql<string>`coalesce(${organization.name}, ${businesses.name})`,
    })
    .from(bankTransfers)
    .innerJoin(recipients, eq(recipients.id, bankTransfers.recipientId))
    .innerJoin(recipientBankAccounts, eq(recipientBankAccounts.id, bankTransfers.bankAccountId))
    .innerJoin(businesses, eq(businesses.id, bankTransfers.businessId))
    .leftJoin(organization, eq(organization.id, businesses.parentId))
    .where(
      and(
        eq(bankTransfers.status, 'created'),
        inArray(bankTransfers.approval, ['not_required', 'approved']),
        inArray(bankTransfers.speed, ['ach', 'sameday_ach']),
        dueBy ? lte(bankTransfers.cutoffAt, dueBy) : undefined,
      ),
    )
    .orderBy(asc(bankTransfers.cutoffAt), asc(bankTransfers.createdAt), asc(bankTransfers.id))
    .limit(FILE_ENTRIES_MAX)
    .for('update', { of: bankTransfers, skipLocked: true });
}

/** Claims the prenotes waiting to go out, with the same skip-locked rule as transfers. */
async function claimWaitingPrenotes(tx: Database, limit: number) {
  if (limit <= 0) return [];
  return tx
    .select({
      prenote: recipientPrenotes,
      recipientType: recipients.type,
      account: recipientBankAccounts,
      businessId: recipients.businessId,
      businessName: businesses.name,
      organizationName: sql<string>`coalesce(${organization.name}, ${businesses.name})`,
    })
    .from(recipientPrenotes)
    .innerJoin(recipientBankAccounts, eq(recipientBankAccounts.id, recipientPrenotes.bankAccountId))
    .innerJoin(recipients, eq(recipients.id, recipientBankAccounts.recipientId))
    .innerJoin(businesses, eq(businesses.id, recipients.businessId))
    .leftJoin(organization, eq(organization.id, businesses.parentId))
    .where(eq(recipientPrenotes.status, 'waiting'))
    .orderBy(asc(recipientPrenotes.createdAt), asc(recipientPrenotes.id))
    .limit(limit)
    .for('update', { of: recipientPrenotes, skipLocked: true });
}

/** The highest trace number of our ODFI in one table (transfers and prenotes share the sequence). */
async function lastTrace(
  tx: Database,
  column: typeof bankTransfers.traceNumber | typeof recipientPrenotes.traceNumber,
  originatingDfi: string,
) {
  const table = column === bankTransfers.traceNumber ? bankTransfers : recipientPrenotes;
  const [row] = await tx
    .select({ last: max(column) })
    .from(table)
    .where(
      and(
        gte(column, traceNumberOf(originatingDfi, 0)),
        lte(column, traceNumberOf(originatingDfi, TRACE_SEQUENCE_MAX)),
      ),
    );
  return row?.last ? Number(row.last.slice(-TRACE_SEQUENCE_DIGITS)) : 0;
}

/** The next free 7-digit sequence after our ODFI's highest trace number (under the numbering lock). */
async function nextTraceSequence(tx: Database, originatingDfi: string, needed: number) {
  const first =
    Math.max(
      await lastTrace(tx, bankTransfers.traceNumber, originatingDfi),
      await lastTrace(tx, recipientPrenotes.traceNumber, originatingDfi),
    ) + 1;
  if (first + needed - 1 > TRACE_SEQUENCE_MAX)
    throw new Error('ACH trace sequences are exhausted for this ODFI: a database sequence must take over');
  return first;
}

/** 'A' for the day's first outgoing file, then 'B'…'Z', '0'…'9', and round again. */
async function fileIdModifier(tx: Database, nowMs: number) {
  const dayStart = new Date(newYorkTimeMs(newYorkDate(nowMs), 0));
  const [row] = await tx
    .select({ files: count() })
    .from(achFiles)
    .where(and(eq(achFiles.direction, 'outgoing'), gte(achFiles.createdAt, dayStart)));
  return FILE_ID_MODIFIERS[(row?.files ?? 0) % FILE_ID_MODIFIERS.length]!;
}

/** Publishes the staged files whose ach_files row is committed (see AchBank). */
export function publishStagedFiles(db: Database, bank: AchBank) {
  return bank.publishStaged(async (fileNames) => {
    const rows = await db
      .select({ fileName: achFiles.fileName })
      .from(achFiles)
      .where(inArray(achFiles.fileName, fileNames));
    return new Set(rows.map((row) => row.fileName));
  });
}

/**
 * One run of the cutter: claims the transfers due by `nowMs` (or every approved one, for the
 * sandbox's "cut now"), numbers them, writes the file, records it, marks each transfer submitted and
 * stages the file, all in one transaction; publishes it once committed. Null when nothing was due.
 */
export async function cutDueAchFiles(
  db: Database,
  context: AchContext,
  nowMs: number,
  options: { ignoreCutoff?: boolean } = {},
): Promise<CutFile | null> {
  const { originator } = context;
  const cut = await db.transaction(async (tx) => {
    const claimed = await claimDueEntries(tx, options.ignoreCutoff ? null : new Date(nowMs));
    const prenotes = await claimWaitingPrenotes(tx, FILE_ENTRIES_MAX - claimed.length);
    if (claimed.length === 0 && prenotes.length === 0) return null;
    // An entry whose effective date passed while it waited goes out for the first business day now.
    const earliest = businessDayOnOrAfter(newYorkDate(nowMs));
    const transferEntries: OutgoingEntry[] = claimed.map((row) => ({
      entryId: row.transfer.id,
      kind: 'transfer',
      businessId: row.transfer.businessId,
      organizationName: row.organizationName,
      businessName: row.businessName,
      secCode: row.recipientType === 'business' ? 'CCD' : 'PPD',
      effectiveEntryDate: yymmdd(
        row.transfer.effectiveDate < earliest ? earliest : row.transfer.effectiveDate,
      ),
      accountType: row.account.accountType,
      routingNumber: row.account.routingNumber,
      accountNumber: accountNumberOf(context.masterKey, row.account),
      amountCents: row.transfer.amountCents,
      nameOnAccount: row.account.nameOnAccount,
    }));
    const prenoteEntries: OutgoingEntry[] = prenotes.map((row) => ({
      entryId: row.prenote.id,
      kind: 'prenote',
      businessId: row.businessId,
      organizationName: row.organizationName,
      businessName: row.businessName,
      secCode: row.recipientType === 'business' ? 'CCD' : 'PPD',
      effectiveEntryDate: yymmdd(earliest),
      accountType: row.account.accountType,
      routingNumber: row.account.routingNumber,
      accountNumber: accountNumberOf(context.masterKey, row.account),
      amountCents: 0,
      nameOnAccount: row.account.nameOnAccount,
    }));
    const entries = [...transferEntries, ...prenoteEntries];

    await tx.execute(sql`select pg_advisory_xact_lock(${ACH_NUMBERING_LOCK_ID})`);
    const firstSequence = await nextTraceSequence(tx, originator.originatingDfi, entries.length);
    const modifier = await fileIdModifier(tx, nowMs);
    const header = {
      immediateDestination: originator.odfiRouting,
      immediateOrigin: originator.companyId,
      immediateDestinationName: originator.destinationName,
      immediateOriginName: originator.companyName,
      fileCreationDate: yymmdd(newYorkDate(nowMs)),
      fileCreationTime: hhmmNewYork(nowMs),
      fileIdModifier: modifier,
    };
    const { input, traceNumbers } = nachaFileInputOf(entries, header, originator, firstSequence);
    const content = writeAchFile(input);
    // The first trace number makes the name unique for ever; the date and modifier make it readable.
    const fileName = `causeway-${newYorkDate(nowMs)}-${header.fileCreationTime}-${modifier}-${String(firstSequence).padStart(TRACE_SEQUENCE_DIGITS, '0')}.ach`;
    const totalCreditCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
    const latestCutoffMs = Math.max(nowMs, ...claimed.map((row) => row.transfer.cutoffAt.getTime()));
    const [file] = await tx
      .insert(achFiles)
      .values({
        direction: 'outgoing',
        fileName,
        cutoffAt: new Date(latestCutoffMs),
        entryCount: entries.length,
        totalCreditCents,
        content,
      })
      .returning({ id: achFiles.id });
    for (const entry of transferEntries) {
      await markTransferSubmitted(tx, entry.entryId, {
        achFileId: file!.id,
        traceNumber: traceNumbers.get(entry.entryId)!,
      });
    }
    for (const entry of prenoteEntries) {
      await tx
        .update(recipientPrenotes)
        .set({
          status: 'sent',
          achFileId: file!.id,
          traceNumber: traceNumbers.get(entry.entryId)!,
          effectiveDate: earliest,
          updatedAt: sql`now()`,
        })
        .where(eq(recipientPrenotes.id, entry.entryId));
    }
    // Last, so a refused delivery rolls the whole cut back and the transfers wait for the next run.
    await context.bank.deliver({ fileName, content });
    return {
      achFileId: file!.id,
      fileName,
      entryCount: entries.length,
      totalCreditCents,
      contentBytes: Buffer.byteLength(content),
    };
  });
  if (cut) await publishStagedFiles(db, context.bank);
  return cut;
}
