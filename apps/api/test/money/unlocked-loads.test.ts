import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { businesses, cards, idempotencyKeys, postings } from '../../src/db/schema/index.ts';
import { businessAccountId } from '../../src/ledger/accounts.ts';
import { type IdempotentRequest, type MoneyMoveAttempt, runIdempotent } from '../../src/lib/idempotency.ts';
import { accountTurns } from '../../src/lib/row-turns.ts';
import { loadCards } from '../../src/modules/cards/card-loads.ts';
import type { BusinessAccess } from '../../src/modules/tenancy/access.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { watchTurns } from '../support/watch-turns.ts';
import { moneyKit } from './support.ts';

// A card load is first planned on rows read without a lock and written in one statement of its own
// (runIdempotent's unlocked attempt). Whatever changes between that plan and its statement, the
// answer is the one a load under the locks would give, and money moves once.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let org: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  org = t.demo.organizationId;
  adminId = kit.user('admin');
  await kit.achDeposit(org, 1_000_000);
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function newFundedProgram(fundingCents: number) {
  const program = await kit.newProgram(org);
  await kit.transfer(adminId, org, {
    fromBusinessId: org,
    toBusinessId: program.id,
    amountCents: fundingCents,
  });
  const card = (await kit.issueCard(program.id)).id;
  const [business] = await kit.db().select().from(businesses).where(eq(businesses.id, program.id));
  const access = { business: business!, topLevelBusinessId: org } as BusinessAccess;
  return { programId: program.id, card, access };
}

type LoadAnswer = Awaited<ReturnType<typeof loadCards>>;

/**
 * One load through runIdempotent as the load route runs it, with `meanwhile` run after the unlocked
 * attempt's plan and before its statement: what another request could do in between.
 */
function loadWith(
  access: BusinessAccess,
  cardId: string,
  amountCents: number,
  meanwhile: () => Promise<unknown>,
  key = randomUUID(),
) {
  const request: IdempotentRequest = {
    userId: adminId,
    key,
    method: 'POST',
    route: '/api/cards/business/:id/load',
    params: { id: access.business.id },
    body: { loads: [{ cardId, amountCents }] },
  };
  const attempts: boolean[] = [];
  const run = runIdempotent(
    kit.db(),
    request,
    async (tx: Database, attempt: MoneyMoveAttempt) => {
      attempts.push(attempt.unlocked);
      const body = await loadCards(
        tx,
        access,
        { loads: [{ cardId, amountCents }] },
        adminId,
        {},
        { attempt },
      );
      if (attempt.unlocked) await meanwhile();
      return { status: 200 as const, body };
    },
    undefined,
    { unlockedFirst: true },
  );
  return { run, attempts, request };
}

const lastPostingOf = async (accountId: string) =>
  (
    await kit
      .db()
      .select()
      .from(postings)
      .where(eq(postings.accountId, accountId))
      .orderBy(desc(postings.createdAt), desc(postings.id))
      .limit(1)
  )[0];

/** The answer stored under the request's Idempotency-Key, which a retry is given. */
const storedBodyOf = async (request: IdempotentRequest) =>
  (
    await kit
      .db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, adminId), eq(idempotencyKeys.key, request.key!)))
  )[0]?.responseBody;

describe('a card load planned without locks', () => {
  it('is written in one statement when nothing changed, its answer the ledger as it is after', async () => {
    const { programId, card, access } = await newFundedProgram(10_000);
    const { run, attempts } = loadWith(access, card, 1_234, async () => undefined);
    const result = await run;
    expect(attempts).toEqual([true]);
    const answer = result.body as LoadAnswer;
    expect(answer.results[0]).toMatchObject({ status: 'loaded', balance: { balanceCents: 1_234 } });
    expect(answer.fundingBalance.balanceCents).toBe(10_000 - 1_234);
    expect(await kit.fundingCents(programId)).toBe(10_000 - 1_234);
    await kit.expectConserved(org);
  });

  it('answers the balances the statement left when another load came first', async () => {
    const { programId, card, access } = await newFundedProgram(10_000);
    const other = (await kit.issueCard(programId)).id;
    const { run, attempts, request } = loadWith(access, card, 1_000, () =>
      kit.load(adminId, programId, [{ cardId: other, amountCents: 3_000 }]),
    );
    const result = await run;
    // The plan read 10,000 in funding; the statement found 7,000 and moved it by its change.
    expect(attempts).toEqual([true]);
    const answer = result.body as LoadAnswer;
    expect(answer.fundingBalance).toEqual({ balanceCents: 6_000, heldCents: 0, availableCents: 6_000 });
    expect(answer.results[0]).toMatchObject({ status: 'loaded', balance: { balanceCents: 1_000 } });
    expect(await kit.fundingCents(programId)).toBe(6_000);
    const fundingAccount = await businessAccountId(kit.db(), programId, 'funding');
    expect((await lastPostingOf(fundingAccount))!.balanceAfterCents).toBe(6_000);
    // The stored answer is the one given, so a retry is answered the same.
    expect(await storedBodyOf(request)).toEqual(result.body);
    await kit.expectConserved(org);
  });

  it.each([
    {
      change: 'the card was closed',
      meanwhile: (_programId: string, card: string) => kit.closeCard(card),
      result: { status: 'failed', code: 'card_closed' },
      fundingCents: 10_000,
    },
    {
      change: 'the funds went to another card',
      meanwhile: async (programId: string) => {
        const other = (await kit.issueCard(programId)).id;
        await kit.load(adminId, programId, [{ cardId: other, amountCents: 9_500 }]);
      },
      result: { status: 'failed', code: 'insufficient_funds' },
      fundingCents: 500,
    },
  ])('is decided again under the locks when $change, and nothing of the plan is written', async (row) => {
    const { programId, card, access } = await newFundedProgram(10_000);
    const { run, attempts } = loadWith(access, card, 1_000, () => row.meanwhile(programId, card));
    const result = await run;
    expect(attempts).toEqual([true, false]);
    const answer = result.body as LoadAnswer;
    expect(answer.results[0]).toMatchObject(row.result);
    expect(answer.loadedCount).toBe(0);
    expect(await kit.fundingCents(programId)).toBe(row.fundingCents);
    expect(await kit.cardCents(card)).toBe(0);
    await kit.expectConserved(org);
  });

  it('answers as a replay when the same key was answered between its plan and its statement', async () => {
    const { programId, card, access } = await newFundedProgram(10_000);
    const key = randomUUID();
    let first: Awaited<ReturnType<typeof loadWith>['run']> | undefined;
    const outer = loadWith(
      access,
      card,
      700,
      async () => {
        // The same request, run to its end under the locks while the first one's plan waits.
        const inner = loadWith(access, card, 700, async () => undefined, key);
        first = await inner.run;
      },
      key,
    );
    const result = await outer.run;
    expect(first?.replayed).toBe(false);
    expect(result.replayed).toBe(true);
    expect(result.body).toEqual(first?.body);
    expect(await kit.cardCents(card)).toBe(700);
    expect(await kit.fundingCents(programId)).toBe(10_000 - 700);
    await kit.expectConserved(org);
  });

  it('gives each of many parallel loads the balance its own statement left', async () => {
    const { programId } = await newFundedProgram(100_000);
    const cardIds: string[] = [];
    for (let index = 0; index < 5; index += 1) cardIds.push((await kit.issueCard(programId)).id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        kit.load(adminId, programId, [{ cardId: cardIds[index % 5]!, amountCents: 100 }]),
      ),
    );
    // Twenty loads of 100 from 100,000: each answer shows a different step of the funding balance.
    const fundingAfter = answers.map((answer) => answer.fundingBalance.balanceCents).sort((a, b) => b - a);
    expect(fundingAfter).toEqual(Array.from({ length: 20 }, (_, index) => 100_000 - 100 * (index + 1)));
    await kit.expectConserved(org);
  });

  it('is sent in its turn on the funding account and the card, at most two of one row at a time', async () => {
    const { programId, card, access } = await newFundedProgram(100_000);
    const fundingAccount = await businessAccountId(kit.db(), programId, 'funding');
    const [cardRow] = await kit.db().select().from(cards).where(eq(cards.id, card));
    const turns = watchTurns(accountTurns);
    await loadWith(access, card, 100, async () => undefined).run;
    expect(turns.rowsNamed).toEqual([[cardRow!.accountId, fundingAccount].sort()]);
    // Twelve at once from one funding account: this process sends at most two statements at a time
    // (PGlite, one connection, may answer each before the next reaches its turn).
    await Promise.all(
      Array.from({ length: 12 }, () => kit.load(adminId, programId, [{ cardId: card, amountCents: 100 }])),
    );
    expect(turns.rowsNamed).toHaveLength(13);
    expect(turns.inFlightMax).toBeGreaterThanOrEqual(1);
    expect(turns.inFlightMax).toBeLessThanOrEqual(2);
    expect(accountTurns.size).toBe(0);
    expect(await kit.fundingCents(programId)).toBe(100_000 - 13 * 100);
    await kit.expectConserved(org);
  });

  it('leaves a refusal to the load under the locks, which answers and stores it', async () => {
    const { programId, card, access } = await newFundedProgram(100);
    const { run, attempts, request } = loadWith(access, card, 1_000, async () => undefined);
    const result = await run;
    expect(attempts).toEqual([true, false]);
    expect((result.body as LoadAnswer).results[0]).toMatchObject({
      status: 'failed',
      code: 'insufficient_funds',
    });
    expect(await kit.fundingCents(programId)).toBe(100);
    expect(await storedBodyOf(request)).toEqual(result.body);
  });
});
