import { addBusinessDays, newYorkDate, newYorkTimeMs } from '@causeway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutDueAchFiles } from '../../src/modules/ach/cut-ach-files.ts';
import { settleDueTransfers } from '../../src/modules/ach/settle-due-transfers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { achKit } from './ach-kit.ts';

// No news is good news: a sent ACH credit completes at its effective date's settlement time, and the
// money moves from payouts in flight to ACH settlement.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
});
afterAll(() => t?.close());

const at = (date: string, hhmm: string) =>
  newYorkTimeMs(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));

describe(`settling ACH transfers (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('completes a standard transfer at 08:30 New York on its effective date, not before', async () => {
    const org = t.demo.organizationId;
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 4_321, 'ach');
    await cutDueAchFiles(kit.db(), kit.context, Date.parse(sent.cutoffAt));
    const inFlight = await kit.balanceOf(org, 'payouts_in_flight');
    const settled = await kit.balanceOf(org, 'ach_settlement');
    const effective = sent.effectiveDate;

    expect(await settleDueTransfers(kit.db(), at(effective, '08:29'))).toBe(0);
    expect((await kit.transfer(sent.id)).status).toBe('processing');
    expect(await settleDueTransfers(kit.db(), at(effective, '08:30'))).toBe(1);
    expect(await kit.transfer(sent.id)).toMatchObject({ status: 'completed' });
    expect((await kit.transfer(sent.id)).settlementEntryId).not.toBeNull();
    expect(await kit.balanceOf(org, 'payouts_in_flight')).toBe(inFlight - 4_321);
    expect(await kit.balanceOf(org, 'ach_settlement')).toBe(settled + 4_321);
    // Settling again moves nothing.
    expect(await settleDueTransfers(kit.db(), at(addBusinessDays(effective, 3), '12:00'))).toBe(0);
    expect(await kit.balanceOf(org, 'ach_settlement')).toBe(settled + 4_321);
    await kit.expectLedgerSound();
  });

  it('completes a same-day transfer at its window’s settlement time (10:30 → 13:00, 14:45 → 17:00, 16:45 → 18:00)', async () => {
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 1_000, 'sameday_ach');
    await cutDueAchFiles(kit.db(), kit.context, Date.parse(sent.cutoffAt));
    const day = sent.effectiveDate;
    const window = new Date(Date.parse(sent.cutoffAt));
    const settlementHhmm = { '10:30': '13:00', '14:45': '17:00', '16:45': '18:00' }[
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(window) as '10:30'
    ];
    expect(newYorkDate(Date.parse(sent.cutoffAt))).toBe(day);
    expect(await settleDueTransfers(kit.db(), at(day, settlementHhmm) - 60_000)).toBe(0);
    expect(await settleDueTransfers(kit.db(), at(day, settlementHhmm))).toBe(1);
    expect((await kit.transfer(sent.id)).status).toBe('completed');
  });

  it('never completes a transfer that was not sent in a file', async () => {
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 300, 'ach');
    expect(await settleDueTransfers(kit.db(), at(addBusinessDays(sent.effectiveDate, 5), '12:00'))).toBe(0);
    expect((await kit.transfer(sent.id)).status).toBe('created');
  });
});
