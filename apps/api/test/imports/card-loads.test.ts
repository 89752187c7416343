import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRows, imports, journalEntries } from '../../src/db/schema/index.ts';
import { claimImport, IMPORT_LEASE_MS } from '../../src/modules/imports/run-import-jobs.ts';
import { runImportRows } from '../../src/modules/imports/run-import-rows.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { csvOf, importKit } from './support.ts';

// Program P holds $1,000.00 and four cards; the other organisation holds one card of its own.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let imp: ReturnType<typeof importKit>;
let programP: string;
let cards: string[];
let foreignCard: string;
const HEADER = ['Card ID', 'Amount', 'Memo'];

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  imp = importKit(t);
  programP = (await kit.newProgram(t.demo.organizationId, 'Program P')).id;
  await kit.achDeposit(programP, 100_000);
  cards = [];
  for (let index = 0; index < 4; index += 1) cards.push((await kit.issueCard(programP)).id);
  const other = await createOrganisation(t.database.db);
  await kit.achDeposit(other.programId, 10_000);
  const [card] = await kit.issueCards(other.adminUserId, other.programId, [
    { firstName: 'Other', lastName: 'Holder', email: 'other-holder@example.net' },
  ]);
  foreignCard = card!.id;
}, 60_000);
afterAll(() => t?.close());

const admin = () => kit.user('admin');

describe(`card load imports (${testEngine})`, () => {
  it('checks every row at upload, moves nothing until confirmed, then loads each good row once', async () => {
    const csv = csvOf(HEADER, [
      [cards[0]!, '10.00', 'April'],
      [cards[1]!, '10000', ''],
      [cards[2]!, 'ten', ''],
      [cards[0]!, '5', 'pasted twice'],
      [foreignCard, '5', ''],
      [cards[1]!, '20.50', '=HYPERLINK("http://evil")'],
    ]);
    const fundingBefore = await kit.fundingCents(programP);
    const { import: created, alreadyUploaded } = await imp.uploaded(admin(), programP, 'card_loads', csv);
    expect(alreadyUploaded).toBe(false);
    expect(created).toMatchObject({
      status: 'validated',
      rowCount: 6,
      invalidRowCount: 4,
      validRowCount: 2,
      totalCents: 3_050,
      columnMapping: { cardId: 'Card ID', amount: 'Amount', memo: 'Memo' },
    });
    const preview = await imp.rows(admin(), programP, created.id);
    expect(
      preview.map((row) => [row.rowNumber, row.status, row.errors.map((error) => error.message)]),
    ).toEqual([
      [2, 'pending', []],
      [3, 'invalid', ['Amount must be less than $9,999.']],
      [4, 'invalid', ['Amount is not in the correct format']],
      [5, 'invalid', ['This row repeats row 2.']],
      [6, 'invalid', ['Card ID is invalid']],
      [7, 'pending', []],
    ]);
    expect(await kit.fundingCents(programP)).toBe(fundingBefore);

    const refused = await imp.confirm(admin(), programP, created.id, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ code: 'importRowsInvalid' });
    const confirmed = await imp.confirm(admin(), programP, created.id, { dropInvalidRows: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().import).toMatchObject({ status: 'queued', processedCount: 0 });
    expect(await kit.fundingCents(programP)).toBe(fundingBefore);

    await imp.runner().runOnce();
    expect(await imp.details(admin(), programP, created.id)).toMatchObject({
      status: 'completed',
      processedCount: 2,
      succeededCount: 2,
      failedCount: 0,
    });
    expect(await kit.cardCents(cards[0]!)).toBe(1_000);
    expect(await kit.cardCents(cards[1]!)).toBe(2_050);
    expect(await kit.fundingCents(programP)).toBe(fundingBefore - 3_050);
    expect(await kit.cardCents(foreignCard)).toBe(0);
    const rows = await imp.rows(admin(), programP, created.id);
    const [entry] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, rows[0]!.resultRecordId!));
    expect(entry).toMatchObject({ kind: 'card_load', amountCents: 1_000, memo: 'April' });

    // A second run finds nothing to do; the same file again is the same import.
    await imp.runner().runOnce();
    const again = await imp.uploaded(admin(), programP, 'card_loads', csv);
    expect(again).toMatchObject({ alreadyUploaded: true, import: { id: created.id, status: 'completed' } });
    await imp.confirm(admin(), programP, created.id, { dropInvalidRows: true });
    await imp.runner().runOnce();
    expect(await kit.fundingCents(programP)).toBe(fundingBefore - 3_050);

    const file = await imp.result(admin(), programP, created.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Card ID,Amount,Memo,row,result,createdId,reason');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(',succeeded,');
    expect(lines[2]).toContain('dropped');
    expect(lines[2]).toContain('amount: Amount must be less than $9,999.');
    // The formula is shown as text, never run by the spreadsheet.
    expect(lines[6]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('refuses a total the funding account cannot cover, unless partial is chosen', async () => {
    const program = (await kit.newProgram(t.demo.organizationId, 'Program Small')).id;
    await kit.achDeposit(program, 1_500);
    const [a, b] = [(await kit.issueCard(program)).id, (await kit.issueCard(program)).id];
    const { import: created } = await imp.uploaded(
      admin(),
      program,
      'card_loads',
      csvOf(
        ['cardId', 'amount'],
        [
          [a, '10'],
          [b, '10'],
        ],
      ),
    );
    expect(created.totalCents).toBe(2_000);
    const refused = await imp.confirm(admin(), program, created.id, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(refused.json().message).toContain('$15.00');

    expect((await imp.confirm(admin(), program, created.id, { allowPartial: true })).statusCode).toBe(200);
    await imp.runner().runOnce();
    const rows = await imp.rows(admin(), program, created.id);
    expect(rows.map((row) => [row.status, row.resultCode])).toEqual([
      ['succeeded', null],
      ['failed', 'insufficient_funds'],
    ]);
    expect(await kit.fundingCents(program)).toBe(500);
    expect([await kit.cardCents(a), await kit.cardCents(b)]).toEqual([1_000, 0]);
  });

  it('resumes after a crash from its cursor, and a row whose write was lost is not loaded twice', async () => {
    const program = (await kit.newProgram(t.demo.organizationId, 'Program Crash')).id;
    await kit.achDeposit(program, 100_000);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push((await kit.issueCard(program)).id);
    const { import: created } = await imp.uploaded(
      admin(),
      program,
      'card_loads',
      csvOf(
        ['cardId', 'amount'],
        ids.map((id, index) => [id, String(index + 1)]),
      ),
    );
    await imp.confirm(admin(), program, created.id, {});

    // A worker takes the import, does two rows and dies: its lease still holds the import.
    const nowMs = Date.now();
    const claimed = await claimImport(t.database.db, nowMs);
    expect(claimed?.id).toBe(created.id);
    const context = {
      config: t.app.services.config,
      masterKey: t.app.services.masterKey,
      outbox: t.app.services.outbox,
    };
    await runImportRows(t.database.db, context, claimed!, 2);
    expect(await imp.details(admin(), program, created.id)).toMatchObject({
      status: 'running',
      processedCount: 2,
    });
    expect(await imp.runner({ now: () => nowMs + 1_000 }).runOnce()).toBe(0);

    // The lease runs out: another worker resumes after row 3 (the cursor).
    const [state] = await t.database.db.select().from(imports).where(eq(imports.id, created.id));
    expect(state!.cursorRowNumber).toBe(3);
    await imp.runner({ now: () => nowMs + IMPORT_LEASE_MS + 1_000 }).runOnce();
    expect(await imp.details(admin(), program, created.id)).toMatchObject({
      status: 'completed',
      succeededCount: 5,
      failedCount: 0,
    });
    const loaded = await Promise.all(ids.map((id) => kit.cardCents(id)));
    expect(loaded).toEqual([100, 200, 300, 400, 500]);

    // A row's write lost (the row back to pending, the cursor back): its key answers, nothing moves.
    await t.database.db
      .update(importRows)
      .set({ status: 'pending', resultRecordId: null })
      .where(eq(importRows.importId, created.id));
    await t.database.db
      .update(imports)
      .set({ status: 'queued', cursorRowNumber: 0, succeededCount: 0 })
      .where(eq(imports.id, created.id));
    await imp.runner().runOnce();
    expect(await Promise.all(ids.map((id) => kit.cardCents(id)))).toEqual(loaded);
    expect(await kit.fundingCents(program)).toBe(100_000 - 1_500);
    expect(await imp.details(admin(), program, created.id)).toMatchObject({
      status: 'completed',
      succeededCount: 5,
    });
  });

  it('refuses a file over the row limit or without its columns, and writes nothing', async () => {
    const before = await t.database.db.select().from(imports);
    const tooMany = csvOf(
      ['cardId', 'amount'],
      Array.from({ length: 10_001 }, () => [cards[3]!, '1']),
    );
    const response = await imp.upload(admin(), programP, 'card_loads', tooMany);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ field: 'csv', code: 'importRowsMax' }),
    ]);
    const missing = await imp.upload(
      admin(),
      programP,
      'card_loads',
      csvOf(['card', 'sum'], [[cards[3]!, '1']]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((detail: { message: string }) => detail.message)).toEqual([
      'The file has no cardId column.',
      'The file has no amount column.',
    ]);
    const empty = await imp.upload(admin(), programP, 'card_loads', 'cardId,amount\r\n');
    expect(empty.json().details[0]).toMatchObject({ code: 'importRowsRequired' });
    // A quote inside a bare field, and one never closed: csv-parse refuses the file, we answer 400.
    for (const unreadable of ['{"$gt":""}', `cardId,amount\r\n${cards[3]},"12\r\n`]) {
      const refused = await imp.upload(admin(), programP, 'card_loads', unreadable);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details[0]).toMatchObject({ field: 'csv', code: 'importFileUnreadable' });
    }
    expect(await t.database.db.select().from(imports)).toHaveLength(before.length);
  }, 60_000);

  it('maps columns the person chose, and carries the rest as custom fields', async () => {
    await kit.defineDemoCustomFields();
    const csv = csvOf(['card', 'sum', 'caseNumber'], [[cards[3]!, '1.25', 'C-7']]);
    const unmapped = await imp.upload(admin(), programP, 'card_loads', csv);
    expect(unmapped.json().details.map((detail: { code: string }) => detail.code)).toEqual([
      'importColumnMissing',
      'importColumnMissing',
    ]);
    const mapped = await imp.upload(admin(), programP, 'card_loads', csv, {
      columnMapping: { cardId: 'card', amount: 'sum' },
    });
    expect(mapped.statusCode, mapped.body).toBe(201);
    const id = mapped.json().import.id;
    await imp.confirm(admin(), programP, id, {});
    await imp.runner().runOnce();
    const [row] = await imp.rows(admin(), programP, id);
    const [entry] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, row!.resultRecordId!));
    expect(entry!.customFields).toEqual({ caseNumber: 'C-7' });
  });

  it('answers 404 to another organisation and 403 without loadCard', async () => {
    const other = await createOrganisation(t.database.db, 'Prying Org');
    const csv = csvOf(['cardId', 'amount'], [[cards[3]!, '1']]);
    expect((await imp.upload(other.adminUserId, programP, 'card_loads', csv)).statusCode).toBe(404);
    expect((await imp.upload(kit.user('viewer'), programP, 'card_loads', csv)).statusCode).toBe(403);
  });
});
