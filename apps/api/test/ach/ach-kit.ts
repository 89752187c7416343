import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type ReceivedEntry,
  sandboxCorrectionFile,
  sandboxReturnFile,
} from '../../src/adapters/ach/sandbox-ach-files.ts';
import type {
  InstantPayment,
  InstantRail,
  InstantRailAnswer,
} from '../../src/adapters/instant-payments/instant-rail.ts';
import { Outbox } from '../../src/adapters/outbox.ts';
import { bankTransfers, recipientBankAccounts, recipients } from '../../src/db/schema/index.ts';
import { achOriginatorOf } from '../../src/modules/ach/ach-config.ts';
import type { AchContext, JobLog } from '../../src/modules/ach/ach-context.ts';
import { receivedEntry } from '../../src/modules/sandbox-bank/sandbox-bank.ts';
import { ledgerViolations } from '../ledger/ledger-invariants.ts';
import { TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { MemoryAchBank } from './memory-ach-bank.ts';

export const ROUTING_A = '011000015';
export const ROUTING_B = '021000021';
const DAY_MS = 86_400_000;
/** Past every window a transfer made now can have (the next business day's, across a long weekend). */
export const AFTER_EVERY_WINDOW_MS = () => Date.now() + 6 * DAY_MS;

/** An instant rail that answers what the test says, and remembers what it was sent. */
export class ScriptedRail implements InstantRail {
  readonly sent: InstantPayment[] = [];
  constructor(public answer: (payment: InstantPayment) => InstantRailAnswer | Promise<InstantRailAnswer>) {}
  async send(payment: InstantPayment) {
    this.sent.push(payment);
    return this.answer(payment);
  }
}

export type RecipientOptions = {
  type?: 'person' | 'business';
  accountNumber?: string;
  accountType?: 'checking' | 'savings';
  routingNumber?: string;
  businessId?: string;
};

/** Recipients, transfers, the jobs' context and ledger checks over one test app. */
export function achKit(t: TestApp) {
  const db = () => t.database.db;
  const admin = t.demo.users.admin!;
  const bank = new MemoryAchBank();
  const rail = new ScriptedRail(() => ({ status: 'accepted' }));
  const logged: string[] = [];
  const log: JobLog = {
    info: (message) => logged.push(message),
    warn: (message) => logged.push(message),
    error: (message) => logged.push(message),
  };
  const context: AchContext = {
    bank,
    rail,
    originator: achOriginatorOf(t.config),
    masterKey: TEST_MASTER_KEY,
    outbox: new Outbox({ email: false, sms: false }),
    publicUrl: t.config.publicUrl,
    log,
  };

  const post = (url: string, payload: object, key: string | null = randomUUID()) =>
    t.as(admin, { method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

  async function fund(businessId: string, amountCents: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/achDeposits',
      payload: { businessId, amountCents },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  let people = 0;
  async function addRecipient(options: RecipientOptions = {}) {
    people += 1;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const tag = `${letters[people % 26]}${letters[Math.floor(people / 26) % 26]}`;
    const type = options.type ?? 'person';
    const name = type === 'business' ? `Harbor Works ${tag}` : `Ana Diaz ${tag}`;
    const response = await post('/api/bankTransfers/recipientWithBankAccount', {
      businessId: options.businessId ?? t.demo.payoutsProgramId,
      type,
      name,
      email: `payee-${randomUUID().slice(0, 8)}@example.net`,
      bankAccount: {
        nameOnAccount: type === 'business' ? 'Harbor Works Inc' : 'Ana Diaz',
        accountType: options.accountType ?? 'checking',
        accountNumber: options.accountNumber ?? `${100_000_000 + people}`,
        routingNumber: options.routingNumber ?? ROUTING_A,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().recipient as { id: string; bankAccount: { id: string } };
  }

  async function send(
    recipientId: string,
    amountCents: number,
    speed: 'ach' | 'sameday_ach' | 'instant' = 'ach',
    businessId = t.demo.payoutsProgramId,
  ) {
    const response = await post('/api/bankTransfers/transfers', {
      businessId,
      recipientId,
      amountCents,
      speed,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().transfer as { id: string; cutoffAt: string; effectiveDate: string };
  }

  const transfer = async (id: string) =>
    (await db().select().from(bankTransfers).where(eq(bankTransfers.id, id)))[0]!;

  async function recipientState(recipientId: string) {
    const [recipient] = await db().select().from(recipients).where(eq(recipients.id, recipientId));
    const accounts = await db()
      .select()
      .from(recipientBankAccounts)
      .where(eq(recipientBankAccounts.recipientId, recipientId))
      .orderBy(desc(recipientBankAccounts.createdAt));
    return { recipient: recipient!, account: accounts[0]! };
  }

  async function balanceOf(businessId: string, kind: string) {
    const result = await db().execute(
      sql`select coalesce(sum(balance_cents), 0)::bigint as total from ledger_accounts where business_id = ${businessId} and kind = ${kind}`,
    );
    const rows =
      (result as { rows?: { total: unknown }[] }).rows ?? (result as unknown as { total: unknown }[]);
    return Number(rows[0]?.total ?? 0);
  }

  /** The ledger invariants, payouts in flight never negative included. */
  async function expectLedgerSound() {
    expect(await ledgerViolations(db())).toEqual([]);
    const result = await db().execute(
      sql`select count(*)::int as negative from ledger_accounts where kind = 'payouts_in_flight' and balance_cents < 0`,
    );
    const rows =
      (result as { rows?: { negative: number }[] }).rows ?? (result as unknown as { negative: number }[]);
    expect(Number(rows[0]?.negative)).toBe(0);
  }

  const address = () => ({
    odfiRouting: context.originator.odfiRouting,
    companyId: context.originator.companyId,
    destinationName: context.originator.destinationName,
  });
  const entryOf = (transferId: string): Promise<ReceivedEntry> =>
    receivedEntry(db(), transferId, ['processing', 'completed', 'failed']);

  /** The bank returns the entry: a return file offered to the next ingest. */
  async function bankReturns(transferId: string, code: string) {
    const file = sandboxReturnFile(await entryOf(transferId), code, address(), Date.now());
    bank.incoming.push(file);
    return file;
  }

  async function bankCorrects(transferId: string, code: string, corrected: Record<string, string>) {
    const file = sandboxCorrectionFile(await entryOf(transferId), code, corrected, address(), Date.now());
    bank.incoming.push(file);
    return file;
  }

  return {
    db,
    admin,
    bank,
    rail,
    logged,
    context,
    fund,
    addRecipient,
    send,
    transfer,
    recipientState,
    balanceOf,
    expectLedgerSound,
    bankReturns,
    bankCorrects,
  };
}
