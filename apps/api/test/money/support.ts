import { randomUUID } from 'node:crypto';
import type { Role, ScopeLevel } from '@causeway/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import {
  businesses,
  cards,
  idempotencyKeys,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { createProgramRow, createUser } from '../tenancy/fixtures.ts';

export type Person = { firstName: string; lastName: string; email: string };
export type Payload = Record<string, unknown>;

/** Money helpers over one test app: requests with Idempotency-Key, ledger reads, fixtures. */
export function moneyKit(t: TestApp) {
  const db = () => t.database.db;
  const user = (key: string) => t.demo.users[key]!;

  const get = (userId: string, url: string) => t.as(userId, { method: 'GET', url });
  const post = (userId: string, url: string, payload: Payload, key: string | null = randomUUID()) =>
    t.as(userId, {
      method: 'POST',
      url,
      payload,
      headers: key === null ? {} : { 'idempotency-key': key },
    });

  /** An incoming ACH deposit played through the sandbox route. */
  async function achDeposit(businessId: string, amountCents: number, memo?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/achDeposits',
      payload: { businessId, amountCents, ...(memo ? { memo } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { entryId: string; balance: { balanceCents: number } };
  }

  /**
   * The custom fields the money tests send, defined in the demo organisation's settings (programs
   * without settings of their own use their organisation's).
   */
  async function defineDemoCustomFields() {
    const response = await t.as(user('admin'), {
      method: 'POST',
      url: `/api/businesses/${t.demo.organizationId}/settings`,
      payload: {
        customFields: [
          {
            resourceType: 'financial_account_load',
            options: [{ label: 'Case number', name: 'caseNumber', dataType: 'text' }],
          },
          {
            resourceType: 'funding_account_deposit',
            options: [
              { label: 'Grant', name: 'grant', dataType: 'text' },
              { label: 'Cohort', name: 'cohort', dataType: 'dropdown', dataOptions: ['A', 'Spring'] },
            ],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function transfer(userId: string, pageId: string, body: Payload) {
    const response = await post(userId, `/api/businesses/${pageId}/fundingAccount/transfer`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** The funding balance read straight from ledger_accounts (0 when no account exists yet). */
  async function fundingCents(businessId: string) {
    const [row] = await db()
      .select({ balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.businessId, businessId), eq(ledgerAccounts.kind, 'funding')));
    return row?.balance ?? 0;
  }

  async function cardCents(cardId: string) {
    const [row] = await db()
      .select({ balance: ledgerAccounts.balanceCents })
      .from(cards)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId))
      .where(eq(cards.id, cardId));
    return row!.balance;
  }

  async function issueCards(userId: string, businessId: string, people: Person[]) {
    const response = await post(userId, `/api/cards/business/${businessId}/virtualCards`, {
      cardholders: people,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().cards as { id: string; last4: string; reference: string }[];
  }

  const issueCard = async (businessId: string, person: Partial<Person> = {}) => {
    const tag = randomUUID().slice(0, 8);
    const [card] = await issueCards(user('admin'), businessId, [
      { firstName: 'Test', lastName: `Holder ${tag}`, email: `holder-${tag}@example.net`, ...person },
    ]);
    return card!;
  };

  async function load(userId: string, businessId: string, loads: { cardId: string; amountCents: number }[]) {
    const response = await post(userId, `/api/cards/business/${businessId}/load`, { loads });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Closes a card directly in the database (the close endpoint comes with a later issue). */
  const closeCard = (cardId: string) =>
    db().update(cards).set({ status: 'closed' }).where(eq(cards.id, cardId));

  /** A new cards program in the demo organisation: its lists hold only what a test puts there. */
  const newProgram = async (parentId = t.demo.organizationId, name?: string) =>
    createProgramRow(db(), parentId, name);

  const newMember = async (businessId: string, role: Role, scope: ScopeLevel) =>
    (await createUser(db(), { businessId, role, scope })).id;

  /**
   * Rows of the ledger and the idempotency keys that answered a success: a refused request must
   * change none (a refusal keeps its own answer under its key, as Stripe does, and moves nothing).
   * One statement: the authorization table takes two snapshots for each of its refused writes.
   */
  async function snapshot() {
    const [row] = rowsOf<{
      entries: number | string;
      postings: number | string;
      keys: number | string;
      balances: { id: string; balance: number }[];
    }>(
      await db().execute(sql`select
        (select count(*) from ${journalEntries}) as entries,
        (select count(*) from ${postings}) as postings,
        (select count(*) from ${idempotencyKeys} where ${idempotencyKeys.responseStatus} < 400) as keys,
        (select coalesce(json_agg(json_build_object('id', id, 'balance', balance_cents) order by id), '[]')
          from ${ledgerAccounts}) as balances`),
    );
    return {
      entries: Number(row!.entries),
      postings: Number(row!.postings),
      keys: Number(row!.keys),
      balances: row!.balances,
    };
  }

  /**
   * The ledger invariants: every entry's postings sum to zero (two or more of them), every account's
   * balance is the sum of its postings, and the organisation's funding and card accounts together hold
   * exactly the ACH deposits it received.
   */
  async function expectConserved(organizationId: string) {
    const unbalanced = await db()
      .select({ entryId: postings.entryId })
      .from(postings)
      .groupBy(postings.entryId)
      .having(sql`sum(${postings.amountCents}) <> 0 or count(*) < 2`);
    expect(unbalanced).toEqual([]);
    const drifted = await db()
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .leftJoin(postings, eq(postings.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id)
      .having(sql`${ledgerAccounts.balanceCents} <> coalesce(sum(${postings.amountCents}), 0)`);
    expect(drifted).toEqual([]);

    const members = db()
      .select({ id: businesses.id })
      .from(businesses)
      .where(or(eq(businesses.id, organizationId), eq(businesses.parentId, organizationId)));
    const [held] = await db()
      .select({ cents: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`.mapWith(Number) })
      .from(ledgerAccounts)
      .where(
        and(inArray(ledgerAccounts.businessId, members), inArray(ledgerAccounts.kind, ['funding', 'card'])),
      );
    const [deposited] = await db()
      .select({ cents: sql<number>`coalesce(sum(${journalEntries.amountCents}), 0)`.mapWith(Number) })
      .from(journalEntries)
      .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.kind, 'ach_deposit')));
    expect(held!.cents).toBe(deposited!.cents);
    return held!.cents;
  }

  return {
    db,
    user,
    get,
    post,
    achDeposit,
    defineDemoCustomFields,
    transfer,
    fundingCents,
    cardCents,
    issueCards,
    issueCard,
    load,
    closeCard,
    newProgram,
    newMember,
    snapshot,
    expectConserved,
  };
}

/** Walks a cursor-paginated list one page at a time and returns every item in order. */
export async function walkPages<T>(
  fetchPage: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
  maxPages = 50,
) {
  const all: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const { items, nextCursor } = await fetchPage(cursor);
    all.push(...items);
    if (!nextCursor) return all;
    cursor = nextCursor;
  }
  throw new Error('pagination did not end');
}
