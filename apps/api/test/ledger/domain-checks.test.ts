import { CARD_STATUSES, JOURNAL_ENTRY_KINDS } from '@causeway/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/adapters/outbox.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { businesses, cards } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { TEST_MASTER_KEY } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// The database refuses values the domain's enumerations do not name, whatever code writes them.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, {
    outbox: new Outbox({ email: false, sms: false }),
    masterKey: TEST_MASTER_KEY,
    publicUrl: 'http://localhost',
  });
});
afterAll(() => database.close());

async function firstCardId() {
  const [card] = await database.db.select({ id: cards.id }).from(cards).limit(1);
  return card!.id;
}

describe('enumeration checks in the database', () => {
  it.each(CARD_STATUSES)('takes the card status %s', async (status) => {
    const id = await firstCardId();
    await database.db.update(cards).set({ status }).where(eq(cards.id, id));
    const [row] = await database.db.select({ status: cards.status }).from(cards).where(eq(cards.id, id));
    expect(row!.status).toBe(status);
  });

  it('refuses a card status the domain does not name', async () => {
    const id = await firstCardId();
    await expect(
      database.db.update(cards).set({ status: 'stolen' }).where(eq(cards.id, id)),
    ).rejects.toThrow();
  });

  it('refuses a journal entry kind the domain does not name, and takes each it does', async () => {
    const [organization] = await database.db.select({ id: businesses.id }).from(businesses).limit(1);
    const insert = (kind: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into journal_entries (organization_id, kind, amount_cents) values (${organization!.id}, ${kind}, 1)`,
        );
        // Rolled back on purpose: an entry without postings never commits.
        tx.rollback();
      });
    // Drizzle wraps the engine's error; the constraint's name is in its cause.
    const failure = async (kind: string) => {
      const error = await insert(kind).then(
        () => undefined,
        (caught: Error & { cause?: Error }) => caught,
      );
      return `${error?.message} ${error?.cause?.message ?? ''}`;
    };
    expect(await failure('forged')).toMatch(/journal_entries_kind/);
    for (const kind of JOURNAL_ENTRY_KINDS) expect(await failure(kind)).toMatch(/rollback/i);
  });
});
