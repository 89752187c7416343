import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AchJobRunner } from '../../src/modules/ach/run-ach-jobs.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { AFTER_EVERY_WINDOW_MS, achKit } from './ach-kit.ts';
import { MemoryAchBank } from './memory-ach-bank.ts';

// The worker's loop: a failing step is logged and the others still run; stop() waits for the run.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
});
afterAll(() => t?.close());

class BrokenInbox extends MemoryAchBank {
  override async incomingFiles(): Promise<never> {
    throw new Error('inbox unreachable');
  }
}

describe(`AchJobRunner (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('runs every step, logs the one that fails, and carries on', async () => {
    const recipient = await kit.addRecipient();
    const ach = await kit.send(recipient.id, 410, 'ach');
    const instant = await kit.send(recipient.id, 420, 'instant');
    const bank = new BrokenInbox();
    const runner = new AchJobRunner(
      kit.db(),
      { ...kit.context, bank },
      {
        intervalMs: 60_000,
        now: AFTER_EVERY_WINDOW_MS,
      },
    );
    await runner.runOnce();
    // Cut and published, then (six days on, past its effective date) settled in the same run.
    expect(bank.published).toHaveLength(1);
    expect(await kit.transfer(ach.id)).toMatchObject({ status: 'completed', achFileId: expect.any(String) });
    expect((await kit.transfer(instant.id)).status).toBe('completed');
    expect(kit.logged.some((line) => line.includes('reading return and NOC files failed'))).toBe(true);
  });

  it('start runs at once; stop waits for the run under way and starts no other', async () => {
    let runs = 0;
    const runner = new AchJobRunner(kit.db(), kit.context, { intervalMs: 1_000, now: Date.now });
    const original = runner.runOnce.bind(runner);
    runner.runOnce = async () => {
      runs += 1;
      await original();
    };
    runner.start();
    await runner.stop();
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs).toBe(1);
  });
});
