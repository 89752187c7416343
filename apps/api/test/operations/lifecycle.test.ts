import { describe, expect, it } from 'vitest';
import { Lifecycle, SHUTDOWN_TIMEOUT_MS } from '../../src/lifecycle.ts';

const quiet = () => undefined;

/** A Lifecycle whose exit is recorded instead of ending the test process. */
function lifecycle(timeoutMs = SHUTDOWN_TIMEOUT_MS) {
  let exited: (code: number) => void = () => undefined;
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  return { life: new Lifecycle({ timeoutMs, exit: (code) => exited(code), log: quiet }), exit };
}

describe('Lifecycle: a bounded, ordered stop', () => {
  it('waits for the start-up in progress, then stops what started in reverse order, then exits 0', async () => {
    const { life, exit } = lifecycle();
    const order: string[] = [];
    let finishStartup: () => void = () => undefined;
    const startup = new Promise<void>((resolve) => {
      finishStartup = () => {
        order.push('start-up done');
        resolve();
      };
    });
    life.starting(startup);
    life.onStop('database', async () => order.push('database'));
    life.onStop('HTTP server', async () => order.push('HTTP server'));
    void life.stop('SIGTERM received');
    setTimeout(finishStartup, 20);
    expect(await exit).toBe(0);
    expect(order).toEqual(['start-up done', 'HTTP server', 'database']);
    expect(life.isStopping).toBe(true);
  });

  it('exits 1 when something does not stop in time', async () => {
    const { life, exit } = lifecycle(50);
    life.onStop('stuck work', () => new Promise(() => undefined));
    void life.stop('SIGTERM received');
    expect(await exit).toBe(1);
  });

  it('stops the rest when one stop fails, and stops once when asked twice', async () => {
    const { life, exit } = lifecycle();
    let closed = 0;
    life.onStop('database', async () => {
      closed += 1;
    });
    life.onStop('worker', async () => {
      throw new Error('broken');
    });
    const first = life.stop('SIGTERM received');
    expect(life.stop('SIGINT received')).toBe(first);
    expect(await exit).toBe(0);
    expect(closed).toBe(1);
  });
});
