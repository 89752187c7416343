import { describe, expect, it } from 'vitest';
import { loadWithTimeout, RouteChunkTimeoutError } from './lazy-screen.ts';

describe('loadWithTimeout', () => {
  it('answers the module when it loads in time', async () => {
    const module = { default: () => null };
    await expect(loadWithTimeout(async () => module, 50)).resolves.toBe(module);
  });

  it('fails with a timeout error when the chunk never arrives', async () => {
    await expect(loadWithTimeout(() => new Promise(() => {}), 20)).rejects.toBeInstanceOf(
      RouteChunkTimeoutError,
    );
  });
});
