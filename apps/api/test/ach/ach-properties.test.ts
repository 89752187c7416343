import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchFileText } from '../../src/adapters/ach/ach-bank.ts';
import { bankTransfers } from '../../src/db/schema/index.ts';
import { cutDueAchFiles } from '../../src/modules/ach/cut-ach-files.ts';
import { ingestReturnFiles } from '../../src/modules/ach/ingest-return-files.ts';
import { settleDueTransfers } from '../../src/modules/ach/settle-due-transfers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { AFTER_EVERY_WINDOW_MS, achKit } from './ach-kit.ts';

// Random sequences of create / cut / settle / return (and a return file read twice) over several
// recipients: the ledger always balances, no customer account goes negative, and the funding
// account holds exactly what was deposited less the transfers that did not fail.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
const program = () => t.demo.payoutsProgramId;
const org = () => t.demo.organizationId;
const RECIPIENTS_PER_RUN = 3;
const RETURN_CODES = ['R01', 'R02', 'R03', 'R10', 'R14', 'R16', 'R29'] as const;

beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
  await kit.fund(program(), 10_000_000);
});
afterAll(() => t?.close());

const command = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    recipient: fc.nat({ max: RECIPIENTS_PER_RUN - 1 }),
    amountCents: fc.integer({ min: 1, max: 50_000 }),
    speed: fc.constantFrom('ach' as const, 'sameday_ach' as const),
  }),
  fc.record({ kind: fc.constant('cut' as const) }),
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({ kind: fc.constant('return' as const), pick: fc.nat(), code: fc.constantFrom(...RETURN_CODES) }),
  fc.record({ kind: fc.constant('replay' as const) }),
);

describe(`ACH ledger properties (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('create / cut / settle / return keep every balance sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        // What an earlier run left unsent or unsettled is settled first: each run measures its own.
        while (await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS(), { ignoreCutoff: true }));
        await settleDueTransfers(kit.db(), AFTER_EVERY_WINDOW_MS() + 10 * 86_400_000);
        const recipients = [];
        for (let index = 0; index < RECIPIENTS_PER_RUN; index += 1) recipients.push(await kit.addRecipient());
        const start = {
          funding: await kit.balanceOf(program(), 'funding'),
          inFlight: await kit.balanceOf(org(), 'payouts_in_flight'),
          settled: await kit.balanceOf(org(), 'ach_settlement'),
        };
        const ids: string[] = [];
        let lastReturn: AchFileText | undefined;
        for (const step of commands) {
          if (step.kind === 'create') {
            const response = await t.as(kit.admin, {
              method: 'POST',
              url: '/api/bankTransfers/transfers',
              headers: { 'idempotency-key': crypto.randomUUID() },
              payload: {
                businessId: program(),
                recipientId: recipients[step.recipient]!.id,
                amountCents: step.amountCents,
                speed: step.speed,
              },
            });
            // A return may have disabled or held the recipient: then it cannot be paid, and says so.
            if (response.statusCode === 409) expect(response.json().code).toBe('recipient_not_payable');
            else {
              expect(response.statusCode, response.body).toBe(201);
              ids.push(response.json().transfer.id);
            }
          } else if (step.kind === 'cut') {
            await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
          } else if (step.kind === 'settle') {
            await settleDueTransfers(kit.db(), AFTER_EVERY_WINDOW_MS() + 10 * 86_400_000);
          } else if (step.kind === 'return') {
            const sent = ids.length
              ? (await kit.db().select().from(bankTransfers).where(inArray(bankTransfers.id, ids))).filter(
                  (row) => row.traceNumber !== null && row.status !== 'failed',
                )
              : [];
            if (sent.length === 0) continue;
            lastReturn = await kit.bankReturns(sent[step.pick % sent.length]!.id, step.code);
            await ingestReturnFiles(kit.db(), kit.context);
          } else if (lastReturn) {
            kit.bank.incoming.push(lastReturn);
            expect(await ingestReturnFiles(kit.db(), kit.context)).toEqual([
              expect.objectContaining({ applied: false }),
            ]);
          }
        }
        await kit.expectLedgerSound();
        const rows = ids.length
          ? await kit.db().select().from(bankTransfers).where(inArray(bankTransfers.id, ids))
          : [];
        const sum = (statuses: string[]) =>
          rows
            .filter((row) => statuses.includes(row.status))
            .reduce((total, row) => total + row.amountCents, 0);
        expect(await kit.balanceOf(program(), 'funding')).toBe(
          start.funding - sum(['created', 'processing', 'completed']),
        );
        expect(await kit.balanceOf(org(), 'payouts_in_flight')).toBe(
          start.inFlight + sum(['created', 'processing']),
        );
        expect(await kit.balanceOf(org(), 'ach_settlement')).toBe(start.settled + sum(['completed']));
      }),
      { numRuns: 25 },
    );
    // 25 runs of up to 12 steps, each through the API and the jobs: minutes on a busy machine.
  }, 240_000);
});
