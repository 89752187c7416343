import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cardHolds, cards, ledgerAccounts } from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { networkKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
  program = (await kit.newProgram(t.demo.organizationId, 'Property')).id;
  await kit.achDeposit(program, 50_000_000);
});
afterAll(() => t?.close());

const cents = fc.integer({ min: 1, max: 20_000 });
const pick = fc.nat({ max: 50 });
type Step =
  | { kind: 'load' | 'authorize' | 'withdraw'; amountCents: number }
  | { kind: 'clear'; pick: number; amountCents: number | null }
  | { kind: 'reverse'; pick: number }
  | { kind: 'refund'; pick: number; amountCents: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('load' as const, 'authorize' as const, 'withdraw' as const),
    amountCents: cents,
  }),
  fc.record({ kind: fc.constant('clear' as const), pick, amountCents: fc.option(cents, { nil: null }) }),
  fc.record({ kind: fc.constant('reverse' as const), pick }),
  fc.record({ kind: fc.constant('refund' as const), pick, amountCents: cents }),
);

/** The card's ledger row and the sum of its pending holds. */
async function readCard(cardId: string) {
  const [row] = await kit
    .db()
    .select({
      balance: ledgerAccounts.balanceCents,
      held: ledgerAccounts.heldCents,
      accountId: cards.accountId,
    })
    .from(cards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId))
    .where(eq(cards.id, cardId));
  const [pending] = await kit
    .db()
    .select({ cents: sql<number>`coalesce(sum(${cardHolds.amountCents}), 0)`.mapWith(Number) })
    .from(cardHolds)
    .where(and(eq(cardHolds.accountId, row!.accountId), eq(cardHolds.status, 'pending')));
  return { balance: row!.balance, held: row!.held, pendingHolds: pending!.cents };
}

describe('card balance property', () => {
  it('balance = loads − clearings + refunds − withdrawals; holds never exceed the balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const cardId = (await kit.issueCard(program)).id;
        const model = { loads: 0, clearings: 0, refunds: 0, withdrawals: 0 };
        const approved: string[] = [];
        const cleared: string[] = [];
        for (const s of steps) {
          if (s.kind === 'load') {
            await kit.load(kit.user('admin'), program, [{ cardId, amountCents: s.amountCents }]);
            model.loads += s.amountCents;
          } else if (s.kind === 'withdraw') {
            const response = await kit.post(kit.user('admin'), `/api/cards/${cardId}/withdrawFunds`, {
              amountCents: s.amountCents,
            });
            expect([201, 409]).toContain(response.statusCode);
            if (response.statusCode === 201) model.withdrawals += s.amountCents;
          } else if (s.kind === 'authorize') {
            const transaction = await net.authorize(cardId, { amountCents: s.amountCents });
            if (transaction.transactionEventStatus === 'approved') approved.push(transaction.id);
          } else if (s.kind === 'clear' || s.kind === 'reverse') {
            if (approved.length === 0) continue;
            const [id] = approved.splice(s.pick % approved.length, 1) as [string];
            const url = s.kind === 'clear' ? `/${id}/clear` : `/${id}/reverse`;
            const body = s.kind === 'clear' && s.amountCents ? { amountCents: s.amountCents } : {};
            const response = await net.send(url, body);
            expect([200, 409]).toContain(response.statusCode);
            if (response.statusCode !== 200) approved.push(id);
            else if (s.kind === 'clear') {
              model.clearings += response.json().transaction.approvedAmount.value;
              cleared.push(id);
            }
          } else if (s.kind === 'refund') {
            if (cleared.length === 0) continue;
            const id = cleared[s.pick % cleared.length]!;
            const response = await net.send(`/${id}/refund`, { amountCents: s.amountCents });
            expect([201, 400]).toContain(response.statusCode);
            if (response.statusCode === 201) model.refunds += s.amountCents;
          }
          const card = await readCard(cardId);
          expect(card.balance).toBe(model.loads - model.clearings + model.refunds - model.withdrawals);
          expect(card.held).toBe(card.pendingHolds);
          expect(card.held).toBeGreaterThanOrEqual(0);
          expect(card.held).toBeLessThanOrEqual(card.balance);
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('concurrent purchases never hold more than the balance, and each is in the audit trail once', async () => {
    const cardId = (await kit.issueCard(program)).id;
    await kit.load(kit.user('admin'), program, [{ cardId, amountCents: 10_000 }]);
    const decisionEvents = async () =>
      (
        await kit
          .db()
          .select({ statusCode: auditEvents.statusCode })
          .from(auditEvents)
          .where(eq(auditEvents.action, 'POST /api/sandbox/authorizations'))
      ).map((event) => event.statusCode);
    const before = await decisionEvents();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => net.authorize(cardId, { amountCents: 1_000 })),
    );
    // Written with the decision, or with its retry under the lock when the card moved: never both.
    const after = await decisionEvents();
    const answered = (events: (number | null)[]) => events.filter((statusCode) => statusCode === 201).length;
    expect(after.length - before.length).toBe(25);
    expect(answered(after) - answered(before)).toBe(25);
    const approvedCount = answers.filter((answer) => answer.transactionEventStatus === 'approved').length;
    expect(approvedCount).toBe(10);
    expect(answers.filter((answer) => answer.declineReason === 'INSUFFICIENT_FUNDS')).toHaveLength(15);
    expect(await readCard(cardId)).toEqual({ balance: 10_000, held: 10_000, pendingHolds: 10_000 });
  });
});
