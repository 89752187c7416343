import { readAchFile } from '@causeway/nacha';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, bankTransfers } from '../../src/db/schema/index.ts';
import { cutDueAchFiles } from '../../src/modules/ach/cut-ach-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { AFTER_EVERY_WINDOW_MS, achKit, ROUTING_B } from './ach-kit.ts';
import { MemoryAchBank } from './memory-ach-bank.ts';

// Cutting NACHA files: each due transfer in exactly one file, with unique trace numbers, and a file
// that reads back with totals equal to the transfers.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
  await kit.fund(t.demo.payoutsProgramId, 5_000_000);
});
afterAll(() => t?.close());

describe(`cutting ACH files (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('waits for the window: nothing is cut before the cut-off, the transfer goes at it', async () => {
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 1_234, 'sameday_ach');
    const cutoffMs = Date.parse(sent.cutoffAt);
    expect(await cutDueAchFiles(kit.db(), kit.context, cutoffMs - 1)).toBeNull();
    expect((await kit.transfer(sent.id)).status).toBe('created');
    const file = await cutDueAchFiles(kit.db(), kit.context, cutoffMs);
    expect(file).toMatchObject({ entryCount: 1, totalCreditCents: 1_234 });
    const row = await kit.transfer(sent.id);
    expect(row).toMatchObject({ status: 'processing', achFileId: file!.achFileId });
    expect(row.traceNumber).toMatch(new RegExp(`^${t.config.ach.odfiRouting.slice(0, 8)}\\d{7}$`));
    // Staged in the transaction, published once it committed.
    expect(kit.bank.staged.size).toBe(0);
    expect(kit.bank.published.map((published) => published.fileName)).toContain(file!.fileName);
  });

  it('cuts each transfer once with two cutters at the same time, trace numbers unique', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => kit.addRecipient()));
    const transfers = [];
    for (let index = 0; index < 24; index += 1)
      transfers.push(await kit.send(people[index % 4]!.id, 100 + index, index % 2 ? 'ach' : 'sameday_ach'));
    const nowMs = AFTER_EVERY_WINDOW_MS();
    const [first, second] = await Promise.all([
      cutDueAchFiles(kit.db(), kit.context, nowMs),
      cutDueAchFiles(kit.db(), kit.context, nowMs),
    ]);
    const cut = [first, second].filter((file) => file !== null);
    expect(cut.reduce((sum, file) => sum + file.entryCount, 0)).toBe(24);
    const ids = transfers.map((transfer) => transfer.id);
    const rows = await kit.db().select().from(bankTransfers).where(inArray(bankTransfers.id, ids));
    expect(rows.every((row) => row.status === 'processing' && row.achFileId !== null)).toBe(true);
    const allTraces = (await kit.db().select({ trace: bankTransfers.traceNumber }).from(bankTransfers))
      .map((row) => row.trace)
      .filter((trace) => trace !== null);
    expect(new Set(allTraces).size).toBe(allTraces.length);
    // Every transfer is in the file its row names, exactly once across all files.
    const files = await kit.db().select().from(achFiles).where(eq(achFiles.direction, 'outgoing'));
    const traceCount = new Map<string, number>();
    for (const file of files)
      for (const batch of readAchFile(file.content).batches)
        for (const entry of batch.entries)
          traceCount.set(entry.traceNumber, (traceCount.get(entry.traceNumber) ?? 0) + 1);
    for (const row of rows) expect(traceCount.get(row.traceNumber!)).toBe(1);
    expect(await cutDueAchFiles(kit.db(), kit.context, nowMs)).toBeNull();
  });

  it('writes PPD and CCD batches whose entries and totals match the transfers', async () => {
    const person = await kit.addRecipient({ accountType: 'savings', accountNumber: '99887766' });
    const company = await kit.addRecipient({
      type: 'business',
      routingNumber: ROUTING_B,
      accountNumber: '5550001',
    });
    const a = await kit.send(person.id, 2_500);
    const b = await kit.send(company.id, 7_001);
    const c = await kit.send(company.id, 99);
    const file = await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    const [row] = await kit.db().select().from(achFiles).where(eq(achFiles.id, file!.achFileId));
    const read = readAchFile(row!.content);
    expect(read.header.immediateDestination).toBe(t.config.ach.odfiRouting);
    expect(read.control.totalCreditAmountCents).toBe(2_500 + 7_001 + 99);
    expect(read.control.totalDebitAmountCents).toBe(0);
    expect(row).toMatchObject({ entryCount: 3, totalCreditCents: 9_600 });
    const bySec = Object.fromEntries(read.batches.map((batch) => [batch.header.secCode, batch]));
    expect(bySec.PPD!.header).toMatchObject({ serviceClassCode: '220', companyId: t.config.ach.companyId });
    expect(bySec.PPD!.entries).toEqual([
      expect.objectContaining({ transactionCode: '32', accountNumber: '99887766', amountCents: 2_500 }),
    ]);
    expect(
      bySec.CCD!.entries.map((entry) => [entry.transactionCode, entry.routingNumber, entry.amountCents]),
    ).toEqual([
      ['22', ROUTING_B, 7_001],
      ['22', ROUTING_B, 99],
    ]);
    for (const batch of read.batches)
      expect(batch.control.totalCreditAmountCents).toBe(
        batch.entries.reduce((sum, entry) => sum + entry.amountCents, 0),
      );
    const traces = await Promise.all(
      [a, b, c].map(async (sent) => (await kit.transfer(sent.id)).traceNumber),
    );
    const written = read.batches.flatMap((batch) => batch.entries.map((entry) => entry.traceNumber));
    expect(written.sort()).toEqual([...traces].sort());
    // The effective entry date is the transfer's (or the first business day after, when it passed).
    expect(read.batches.every((batch) => /^\d{6}$/.test(batch.header.effectiveEntryDate))).toBe(true);
  });

  it('leaves a transfer waiting for approval and instant transfers out of the file', async () => {
    const recipient = await kit.addRecipient();
    const instant = await kit.send(recipient.id, 500, 'instant');
    const waiting = await kit.send(recipient.id, 600, 'ach');
    await kit.db().update(bankTransfers).set({ approval: 'pending' }).where(eq(bankTransfers.id, waiting.id));
    expect(await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS())).toBeNull();
    expect((await kit.transfer(instant.id)).status).toBe('created');
    expect((await kit.transfer(waiting.id)).status).toBe('created');
  });

  it('rolls the whole cut back when the bank refuses the file, and cuts it next run', async () => {
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 777);
    class RefusingBank extends MemoryAchBank {
      override async deliver(): Promise<void> {
        throw new Error('disk full');
      }
    }
    const refusing = { ...kit.context, bank: new RefusingBank() };
    await expect(cutDueAchFiles(kit.db(), refusing, AFTER_EVERY_WINDOW_MS())).rejects.toThrow('disk full');
    expect(await kit.transfer(sent.id)).toMatchObject({
      status: 'created',
      traceNumber: null,
      achFileId: null,
    });
    const file = await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    expect(file?.entryCount).toBe(1);
    await kit.expectLedgerSound();
  });
});
