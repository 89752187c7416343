import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookSandboxReceipts } from '../../src/db/schema/index.ts';
import { causeway, killGroup, type Running, sleep, stop } from '../operations/processes.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { webhookKit } from './webhook-kit.ts';

const MESSAGES = 12;
/** The first attempt and the retry 5 s later: each must reach the receiver exactly once. */
const ATTEMPTS_EACH = 2;
const WAIT_MS = 40_000;

// Two worker processes need one database they both reach: PostgreSQL.
describe.skipIf(testEngine !== 'postgres')('two worker processes deliver webhooks', () => {
  let t: TestApp;
  const workers: Running[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const worker of workers) killGroup(worker);
    await t?.close();
  });

  it('make each attempt once: every receipt is one attempt, none twice', { timeout: 90_000 }, async () => {
    const w = webhookKit(t);
    const program = t.demo.cardsProgramId;
    const receiver = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/webhookReceivers',
      payload: { businessId: program, answerStatus: 500 },
    });
    expect(receiver.statusCode, receiver.body).toBe(201);
    await w.createEndpoint(program, { url: receiver.json().receiver.url });
    for (let index = 0; index < MESSAGES; index += 1) await w.lockACard(program);

    const environment = {
      DATABASE_URL: (t.database as { url?: string }).url,
      ENCRYPTION_KEY: TEST_MASTER_KEY.toString('base64'),
      PUBLIC_URL: t.config.publicUrl,
      SANDBOX: '1',
    };
    workers.push(causeway('worker', environment), causeway('worker', environment));

    const attempts = async () =>
      (await t.database.db.select({ total: count() }).from(webhookAttempts))[0]!.total;
    const started = Date.now();
    while ((await attempts()) < MESSAGES * ATTEMPTS_EACH && Date.now() - started < WAIT_MS) await sleep(250);
    for (const worker of workers) expect(await stop(worker, 'SIGTERM'), worker.output()).toBe(0);

    const rows = await t.database.db.select().from(webhookAttempts);
    expect(rows).toHaveLength(MESSAGES * ATTEMPTS_EACH);
    const keys = rows.map((row) => `${row.deliveryId}#${row.attemptNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
    const receipts = await t.database.db.select().from(webhookSandboxReceipts);
    expect(receipts).toHaveLength(MESSAGES * ATTEMPTS_EACH);
    const perMessage = new Map<string, number>();
    for (const receipt of receipts) {
      const id = receipt.headers['webhook-id']!;
      perMessage.set(id, (perMessage.get(id) ?? 0) + 1);
    }
    expect(perMessage.size).toBe(MESSAGES);
    expect([...perMessage.values()].every((times) => times === ATTEMPTS_EACH)).toBe(true);
    expect(receipts.every((receipt) => receipt.signatureValid)).toBe(true);
  });
});
