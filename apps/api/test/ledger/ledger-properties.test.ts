import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxCardNetwork } from '../../src/adapters/card-network/card-network.ts';
import { Outbox } from '../../src/adapters/outbox.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { businesses, cards, journalEntries, postings } from '../../src/db/schema/index.ts';
import { accountBalance } from '../../src/ledger/accounts.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { loadCards, transferBetweenCards, withdrawFromCard } from '../../src/modules/cards/card-loads.ts';
import { issueVirtualCards } from '../../src/modules/cards/issue-virtual-cards.ts';
import { receiveAchDeposit } from '../../src/modules/funding/sandbox-deposits.ts';
import { transferFunding } from '../../src/modules/funding/transfers.ts';
import type { Business, BusinessAccess } from '../../src/modules/tenancy/access.ts';
import { type DemoIds, seedDemo } from '../../src/seed/demo.ts';
import { TEST_MASTER_KEY } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { customerMoneyCents, ledgerViolations } from './ledger-invariants.ts';

const RUNS = 20;
const STEPS_MAX = 25;
const cents = fc.integer({ min: 1, max: 400_000 });
const pick = fc.nat({ max: 100 });

type Step =
  | { kind: 'deposit'; business: number; amountCents: number }
  | { kind: 'transfer'; from: number; to: number; amountCents: number }
  | { kind: 'load'; card: number; amountCents: number }
  | { kind: 'cardToCard'; from: number; to: number; amountCents: number }
  | { kind: 'withdraw'; card: number; amountCents: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), business: pick, amountCents: cents }),
  fc.record({ kind: fc.constant('transfer' as const), from: pick, to: pick, amountCents: cents }),
  fc.record({ kind: fc.constant('load' as const), card: pick, amountCents: cents }),
  fc.record({ kind: fc.constant('cardToCard' as const), from: pick, to: pick, amountCents: cents }),
  fc.record({ kind: fc.constant('withdraw' as const), card: pick, amountCents: cents }),
);

let database: DatabaseHandle;
let demo: DemoIds;
let organization: Business;
let program: Business;
let cardIds: string[];

const accessTo = (business: Business): BusinessAccess => ({
  business,
  topLevelBusinessId: organization.id,
  context: undefined as never,
  visibleBusinessIds: [business.id],
  covered: true,
});
const at = <T>(items: T[], index: number) => items[index % items.length]!;

beforeAll(async () => {
  database = await openTestDatabase();
  const context = {
    outbox: new Outbox({ email: false, sms: false }),
    masterKey: TEST_MASTER_KEY,
    publicUrl: 'http://localhost',
  };
  demo = (await seedDemo(database.db, context))!;
  const rows = await database.db.select().from(businesses);
  organization = rows.find((row) => row.id === demo.organizationId)!;
  program = rows.find((row) => row.id === demo.cardsProgramId)!;
  const people = ['Ana', 'Bilal', 'Chen'].map((name) => ({
    firstName: name,
    lastName: 'Test',
    email: `${name.toLowerCase()}@example.org`,
  }));
  await database.db.transaction((tx) =>
    issueVirtualCards(tx, { db: tx, network: new SandboxCardNetwork(), ...context }, program, people),
  );
  cardIds = (
    await database.db.select({ id: cards.id }).from(cards).where(eq(cards.businessId, program.id))
  ).map((card) => card.id);
});
afterAll(() => database.close());

/** Applies one step in its own transaction; a refused step (not enough funds…) changes nothing. */
async function apply(step: Step): Promise<{ depositedCents: number }> {
  const businessesInPlay = [organization, program];
  try {
    return await database.db.transaction(async (tx) => {
      switch (step.kind) {
        case 'deposit':
          await receiveAchDeposit(tx, at(businessesInPlay, step.business), step.amountCents, null);
          return { depositedCents: step.amountCents };
        case 'transfer': {
          const from = at(businessesInPlay, step.from);
          const to = at(businessesInPlay, step.to);
          await transferFunding(
            tx,
            accessTo(organization),
            { fromBusinessId: from.id, toBusinessId: to.id, amountCents: step.amountCents },
            demo.users.admin!,
            {},
          );
          return { depositedCents: 0 };
        }
        case 'load': {
          const result = await loadCards(
            tx,
            accessTo(program),
            { loads: [{ cardId: at(cardIds, step.card), amountCents: step.amountCents }] },
            demo.users.admin!,
            {},
          );
          expect(result.loadedCount + result.failedCount).toBe(1);
          return { depositedCents: 0 };
        }
        case 'cardToCard':
          await transferBetweenCards(
            tx,
            accessTo(program),
            {
              fromCardId: at(cardIds, step.from),
              toCardId: at(cardIds, step.to),
              amountCents: step.amountCents,
            },
            demo.users.admin!,
          );
          return { depositedCents: 0 };
        case 'withdraw': {
          const [card] = await tx
            .select()
            .from(cards)
            .where(eq(cards.id, at(cardIds, step.card)));
          await withdrawFromCard(
            tx,
            card!,
            accessTo(program),
            { amountCents: step.amountCents },
            demo.users.admin!,
          );
          return { depositedCents: 0 };
        }
      }
    });
  } catch (error) {
    if (error instanceof ApiError && [400, 409].includes(error.statusCode)) return { depositedCents: 0 };
    throw error;
  }
}

describe('ledger properties over random sequences of money movements', () => {
  it('postings balance, no account goes below zero, and customer money changes only by deposits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: STEPS_MAX }), async (steps) => {
        const before = await customerMoneyCents(database.db);
        let deposited = 0;
        for (const step of steps) deposited += (await apply(step)).depositedCents;
        expect(await ledgerViolations(database.db)).toEqual([]);
        expect(await customerMoneyCents(database.db)).toBe(before + deposited);
        for (const cardId of cardIds) {
          const [card] = await database.db.select().from(cards).where(eq(cards.id, cardId));
          expect((await accountBalance(database.db, card!.accountId)).availableCents).toBeGreaterThanOrEqual(
            0,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the database itself refuses an unbalanced entry and any change to a posting', async () => {
    const [card] = await database.db.select().from(cards).limit(1);
    await expect(
      database.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ organizationId: organization.id, kind: 'card_load', amountCents: 100 })
          .returning();
        await tx.insert(postings).values({
          entryId: entry!.id,
          accountId: card!.accountId,
          amountCents: 100,
          balanceAfterCents: 100,
        });
      }),
    ).rejects.toThrow();
    await expect(database.db.delete(postings)).rejects.toThrow();
    expect(await ledgerViolations(database.db)).toEqual([]);
  });
});
