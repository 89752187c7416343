import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfers, cardOrders, cards, recipients } from '../../src/db/schema/index.ts';
import { bankKit, GOOD_ROUTING } from '../bank-transfers/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { csvOf, importKit } from './support.ts';

let t: TestApp;
let money: ReturnType<typeof moneyKit>;
let bank: ReturnType<typeof bankKit>;
let imp: ReturnType<typeof importKit>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  money = moneyKit(t);
  bank = bankKit(t);
  imp = importKit(t);
  program = (await money.newProgram(t.demo.organizationId, 'Imports Program')).id;
  await money.achDeposit(program, 500_000);
}, 60_000);
afterAll(() => t?.close());

const admin = () => money.user('admin');

/** Uploads, confirms with the bad rows dropped, runs the worker; answers the rows. */
async function importAll(kind: Parameters<typeof imp.uploaded>[2], csv: string) {
  const { import: created } = await imp.uploaded(admin(), program, kind, csv);
  const confirmed = await imp.confirm(admin(), program, created.id, { dropInvalidRows: true });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await imp.runner().runOnce();
  return { id: created.id, rows: await imp.rows(admin(), program, created.id) };
}

describe(`virtual card, physical order, recipient and payment imports (${testEngine})`, () => {
  it('issues one virtual card per good row, once, whatever the re-uploads', async () => {
    const csv = csvOf(
      ['First name', 'Last name', 'Email', 'Phone'],
      [
        ['Amina', 'Yusuf', 'amina.import@example.net', ''],
        ['Omar', 'Haidari', 'not-an-email', ''],
        ['Amina', 'Again', 'AMINA.IMPORT@example.net', ''],
        ['Lena', 'Kovalenko', 'lena.import@example.net', '2125550123'],
      ],
    );
    const { id, rows } = await importAll('virtual_cards', csv);
    expect(rows.map((row) => [row.status, row.errors.map((error) => error.code)])).toEqual([
      ['succeeded', []],
      ['dropped', ['emailInvalid']],
      ['dropped', ['importRowDuplicate']],
      ['succeeded', []],
    ]);
    const made = await t.database.db
      .select()
      .from(cards)
      .where(inArray(cards.id, [rows[0]!.resultRecordId!, rows[3]!.resultRecordId!]));
    expect(made.map((card) => [card.form, card.businessId])).toEqual([
      ['virtual', program],
      ['virtual', program],
    ]);
    const again = await imp.uploaded(admin(), program, 'virtual_cards', csv);
    expect(again).toMatchObject({ alreadyUploaded: true, import: { id } });
    await imp.runner().runOnce();
    expect((await t.database.db.select().from(cards).where(eq(cards.businessId, program))).length).toBe(2);
  });

  it('orders and ships a physical card per good row', async () => {
    const header = [
      'firstName',
      'lastName',
      'email',
      'phone',
      'addressOne',
      'addressTwo',
      'city',
      'state',
      'zip',
      'shipmentMethod',
    ];
    const { rows } = await importAll(
      'physical_orders',
      csvOf(header, [
        [
          'Sara',
          'Ahmadi',
          'sara.ship@example.net',
          '',
          '12 Main St',
          '',
          'Denver',
          'CO',
          '80202',
          'USPS_PRIORITY',
        ],
        [
          'Paul',
          'Box',
          'paul.ship@example.net',
          '',
          'PO Box 9',
          '',
          'Denver',
          'CO',
          '80202',
          'USPS_PRIORITY',
        ],
        [
          'Nia',
          'Otieno',
          'nia.ship@example.net',
          '',
          '3 Oak Ave',
          'Apt 2',
          'Austin',
          'tx',
          '73301',
          'ups_next_day',
        ],
      ]),
    );
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'dropped', 'succeeded']);
    const orders = await t.database.db
      .select()
      .from(cardOrders)
      .where(inArray(cardOrders.cardId, [rows[0]!.resultRecordId!, rows[2]!.resultRecordId!]));
    expect(orders.map((order) => order.shippingType).sort()).toEqual(['UPS_NEXT_DAY', 'USPS_PRIORITY']);
  });

  it('adds recipients, verified at once when the row gives bank details', async () => {
    const header = [
      'type',
      'name',
      'email',
      'phone',
      'nameOnAccount',
      'accountType',
      'accountNumber',
      'routingNumber',
    ];
    const { rows } = await importAll(
      'recipients',
      csvOf(header, [
        ['person', 'Amina Yusuf', 'amina.pay@example.net', '', '', '', '', ''],
        [
          'business',
          'Relief Works',
          'ops@relief.example.net',
          '',
          'Relief Works LLC',
          'checking',
          '000123456789',
          GOOD_ROUTING,
        ],
        [
          'person',
          'Bad Routing',
          'bad.routing@example.net',
          '',
          'Bad Routing',
          'checking',
          '000123456789',
          '021000022',
        ],
      ]),
    );
    expect(rows.map((row) => [row.status, row.errors.map((error) => error.message)])).toEqual([
      ['succeeded', []],
      ['succeeded', []],
      ['dropped', ['Routing number is not valid. Check the 9 digits.']],
    ]);
    const made = await t.database.db
      .select()
      .from(recipients)
      .where(inArray(recipients.id, [rows[0]!.resultRecordId!, rows[1]!.resultRecordId!]));
    expect(made.map((recipient) => [recipient.name, recipient.intakeStatus]).sort()).toEqual([
      ['Amina Yusuf', 'awaiting_recipient'],
      ['Relief Works', 'bank_account_verified'],
    ]);
  });

  it("pays each good row once, and refuses another business's recipient row by row", async () => {
    const payee = await bank.recipientWithAccount(admin(), program);
    const second = await bank.recipientWithAccount(admin(), program);
    const other = await createOrganisation(t.database.db);
    const foreign = await bank.recipientWithAccount(other.adminUserId, other.programId);
    const fundingBefore = await money.fundingCents(program);
    const csv = csvOf(
      ['recipientId', 'amount', 'speed', 'memo'],
      [
        [payee.id, '120.00', 'sameday_ach', 'May support'],
        [foreign.id, '5', '', ''],
        [second.id, '50000.01', '', ''],
        [payee.id, '1', '', 'pasted'],
        [second.id, '80', '', ''],
      ],
    );
    const { id, rows } = await importAll('payments', csv);
    expect(rows.map((row) => [row.status, row.errors.map((error) => error.message)])).toEqual([
      ['succeeded', []],
      ['dropped', ['ID is invalid']],
      ['dropped', ['Amount must be $50,000 or less.']],
      ['dropped', ['This row repeats row 2.']],
      ['succeeded', []],
    ]);
    const paid = await t.database.db
      .select()
      .from(bankTransfers)
      .where(inArray(bankTransfers.id, [rows[0]!.resultRecordId!, rows[4]!.resultRecordId!]));
    expect(paid.map((transfer) => [transfer.amountCents, transfer.speed, transfer.memo]).sort()).toEqual([
      [12_000, 'sameday_ach', 'May support'],
      [8_000, 'ach', null],
    ]);
    expect(await money.fundingCents(program)).toBe(fundingBefore - 20_000);
    // The same file again: the same import, no second payment.
    expect(await imp.uploaded(admin(), program, 'payments', csv)).toMatchObject({
      alreadyUploaded: true,
      import: { id },
    });
    await imp.runner().runOnce();
    expect(await money.fundingCents(program)).toBe(fundingBefore - 20_000);
  });

  it('needs the permission of what the import creates', async () => {
    const viewer = money.user('viewer');
    const csv = csvOf(['type', 'name', 'email'], [['person', 'Ann Lee', 'ann.lee@example.net']]);
    expect((await imp.upload(viewer, program, 'recipients', csv)).statusCode).toBe(403);
    const { import: created } = await imp.uploaded(admin(), program, 'recipients', csv);
    const read = await t.as(viewer, {
      method: 'GET',
      url: `/api/businesses/${program}/imports/${created.id}`,
    });
    expect(read.statusCode).toBe(403);
    const history = await t.as(admin(), { method: 'GET', url: `/api/businesses/${program}/imports` });
    expect(new Set(history.json().imports.map((record: { kind: string }) => record.kind))).toEqual(
      new Set(['virtual_cards', 'physical_orders', 'recipients', 'payments']),
    );
    expect(history.json().imports[0]).toMatchObject({
      fileName: 'recipients.csv',
      createdBy: { name: 'Amina Haddad' },
    });
    const viewerHistory = await t.as(viewer, { method: 'GET', url: `/api/businesses/${program}/imports` });
    expect(viewerHistory.statusCode).toBe(403);
  });
});
