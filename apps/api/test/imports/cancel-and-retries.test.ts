import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../../src/db/schema/index.ts';
import {
  claimImport,
  IMPORT_BATCH_TRIES_MAX,
  IMPORT_LEASE_MS,
} from '../../src/modules/imports/run-import-jobs.ts';
import { runImportRows } from '../../src/modules/imports/run-import-rows.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { csvOf, importKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let imp: ReturnType<typeof importKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  imp = importKit(t);
}, 60_000);
afterAll(() => t?.close());

const admin = () => kit.user('admin');
const cancel = (userId: string, businessId: string, importId: string) =>
  t.as(userId, { method: 'POST', url: `/api/businesses/${businessId}/imports/${importId}/cancel` });

/** A funded program with `count` cards and a confirmed card-load import of $1, $2, … on them. */
async function confirmedLoads(name: string, count: number, memos: string[] = []) {
  const program = (await kit.newProgram(t.demo.organizationId, name)).id;
  await kit.achDeposit(program, 100_000);
  const cardIds: string[] = [];
  for (let index = 0; index < count; index += 1) cardIds.push((await kit.issueCard(program)).id);
  const { import: created } = await imp.uploaded(
    admin(),
    program,
    'card_loads',
    csvOf(
      ['cardId', 'amount', 'memo'],
      cardIds.map((id, index) => [id, String(index + 1), memos[index] ?? 'Monthly support']),
    ),
  );
  const confirmed = await imp.confirm(admin(), program, created.id, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { program, cardIds, importId: created.id };
}

describe(`cancelling an import (${testEngine})`, () => {
  it('drops one not yet confirmed: it can no longer be confirmed', async () => {
    const program = (await kit.newProgram(t.demo.organizationId, 'Program Drop')).id;
    const card = await kit.issueCard(program);
    const { import: created } = await imp.uploaded(
      admin(),
      program,
      'card_loads',
      csvOf(['cardId', 'amount'], [[card.id, '5']]),
    );
    const answer = await cancel(admin(), program, created.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().import).toMatchObject({ status: 'cancelled', cancelledCount: 1, processedCount: 0 });
    expect((await imp.confirm(admin(), program, created.id, {})).statusCode).toBe(409);
    expect(await imp.statusesOf(created.id)).toEqual({ 2: 'cancelled' });
  });

  it('stops one under way after its batch: rows done stay done, the rest are cancelled and never run', async () => {
    const { program, cardIds, importId } = await confirmedLoads('Program Stop', 5);
    const claimed = await claimImport(t.database.db, Date.now());
    expect(claimed?.id).toBe(importId);
    const context = {
      config: t.app.services.config,
      masterKey: t.app.services.masterKey,
      outbox: t.app.services.outbox,
    };
    await runImportRows(t.database.db, context, claimed!, 2);

    const answer = await cancel(admin(), program, importId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().import).toMatchObject({
      status: 'cancelled',
      succeededCount: 2,
      failedCount: 0,
      cancelledCount: 3,
    });
    expect(answer.json().import.cancelledAt).toBeTruthy();
    // The worker that held it finds nothing more to do, and a later one does not take it up.
    expect(await runImportRows(t.database.db, context, claimed!, 2)).toBe(false);
    await imp.runner({ now: () => Date.now() + IMPORT_LEASE_MS + 1_000 }).runOnce();
    expect(await Promise.all(cardIds.map((id) => kit.cardCents(id)))).toEqual([100, 200, 0, 0, 0]);
    expect(await imp.statusesOf(importId)).toEqual({
      2: 'succeeded',
      3: 'succeeded',
      4: 'cancelled',
      5: 'cancelled',
      6: 'cancelled',
    });
    const result = await imp.result(admin(), program, importId);
    expect(result.body.split(/\r?\n/).filter((line) => line.includes(',cancelled'))).toHaveLength(3);

    // Again: answered as it is. A finished import cannot be cancelled.
    expect((await cancel(admin(), program, importId)).statusCode).toBe(200);
    const finished = await confirmedLoads('Program Finished', 1);
    await imp.runner().runOnce();
    const late = await cancel(admin(), finished.program, finished.importId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invalid_transaction_state');
  });

  it('answers 403 without the permission of the kind and 404 to another organisation', async () => {
    const { program, importId } = await confirmedLoads('Program Guard', 1);
    const viewer = await kit.newMember(program, 'viewer', 'normal');
    expect((await cancel(viewer, program, importId)).statusCode).toBe(403);
    const other = await createOrganisation(t.database.db);
    expect((await cancel(other.adminUserId, other.programId, importId)).statusCode).toBe(404);
    expect((await imp.details(admin(), program, importId)).status).toBe('queued');
  });
});

describe(`a row that always fails unexpectedly (${testEngine})`, () => {
  // A trigger stands for a bug or a broken row: every entry with this memo raises an error that is
  // not a refusal, so the batch it is in fails as a whole.
  beforeAll(async () => {
    await t.database.db.execute(sql`
      create function test_refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.memo = 'boom' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger test_refuse_boom before insert on journal_entries for each row execute function test_refuse_boom()`,
    );
  });
  afterAll(async () => {
    await t.database.db.execute(sql`drop trigger if exists test_refuse_boom on journal_entries`);
    await t.database.db.execute(sql`drop function if exists test_refuse_boom()`);
  });

  it(`holds the batch back ${IMPORT_BATCH_TRIES_MAX} times, then fails that row alone and does the rest`, async () => {
    const { program, cardIds, importId } = await confirmedLoads('Program Boom', 3, ['ok', 'boom', 'ok']);
    let nowMs = Date.now();
    for (let attempt = 1; attempt <= IMPORT_BATCH_TRIES_MAX; attempt += 1) {
      await imp.runner({ now: () => nowMs }).runOnce();
      const [state] = await t.database.db.select().from(imports).where(eq(imports.id, importId));
      expect(state).toMatchObject({ batchFailures: attempt, succeededCount: 0 });
      nowMs += IMPORT_LEASE_MS + 1_000;
    }
    expect(await Promise.all(cardIds.map((id) => kit.cardCents(id)))).toEqual([0, 0, 0]);

    await imp.runner({ now: () => nowMs }).runOnce();
    expect(await imp.details(admin(), program, importId)).toMatchObject({
      status: 'completed',
      succeededCount: 2,
      failedCount: 1,
    });
    const rows = await imp.rows(admin(), program, importId);
    expect(rows.map((row) => [row.rowNumber, row.status, row.resultCode])).toEqual([
      [2, 'succeeded', null],
      [3, 'failed', 'internal_error'],
      [4, 'succeeded', null],
    ]);
    expect(await Promise.all(cardIds.map((id) => kit.cardCents(id)))).toEqual([100, 0, 300]);
  });
});
