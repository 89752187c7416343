import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { causeway, exitCode, freePort, KEY_A, killGroup, type Running } from './processes.ts';

const DATABASE_URL = 'postgres://causeway@db.internal:5432/causeway';

let running: Running | undefined;
afterEach(() => killGroup(running));

describe('one token issuer for every process on PostgreSQL', () => {
  it('stops the start when DATABASE_URL is set without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig({ DATABASE_URL, ENCRYPTION_KEY: KEY_A })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL, ENCRYPTION_KEY: KEY_A })).toThrow(
      /PUBLIC_URL: required with DATABASE_URL/,
    );
  });

  it('gives two API processes on two ports the same issuer', () => {
    const shared = { DATABASE_URL, ENCRYPTION_KEY: KEY_A, PUBLIC_URL: 'https://pay.example.org/' };
    const first = loadConfig({ ...shared, PORT: '3001' });
    const second = loadConfig({ ...shared, PORT: '3002' });
    expect(first.publicUrl).toBe('https://pay.example.org');
    expect(second.publicUrl).toBe(first.publicUrl);
  });

  it('keeps the embedded default: the address of the port when nothing is set', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('names ENCRYPTION_KEY too when it is missing with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL, PUBLIC_URL: 'https://pay.example.org' })).toThrow(
      /ENCRYPTION_KEY: required with DATABASE_URL/,
    );
  });

  it('`causeway api` without PUBLIC_URL exits 1 with the message, not a stack trace', async () => {
    running = causeway('api', { DATABASE_URL, ENCRYPTION_KEY: KEY_A }, await freePort());
    expect(await exitCode(running)).toBe(1);
    expect(running.output()).toContain('PUBLIC_URL: required with DATABASE_URL');
    expect(running.output()).not.toMatch(/^\s+at /m);
  });
});
