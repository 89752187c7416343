import { describe, expect, it } from 'vitest';
import {
  endIntakeSession,
  INTAKE_SESSION_STORAGE_KEY,
  type IntakeSession,
  readIntakeSession,
  saveIntakeSession,
} from './intake-session.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.parse('2026-03-02T15:00:00Z');
const session: IntakeSession = {
  sessionToken: 'secret-session',
  expiresAt: '2999-01-01T00:00:00Z',
  recipient: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Dmytro Kovalenko',
    businessName: 'Payouts',
  },
  businessId: '00000000-0000-4000-8000-00000000000b',
  email: 'dmytro.kovalenko@example.net',
};

describe('the intake session (sessionStorage)', () => {
  it('is missing until a code opens one', () => {
    expect(readIntakeSession(NOW, memoryStorage())).toEqual({
      kind: 'ended',
      reason: 'missing',
      businessId: null,
    });
  });

  it('answers the saved session until it expires', () => {
    const storage = memoryStorage();
    saveIntakeSession(session, storage);
    expect(readIntakeSession(NOW, storage)).toEqual({ kind: 'active', session });
  });

  it('drops the token at its expiry and keeps the business for the way back', () => {
    const storage = memoryStorage();
    saveIntakeSession(session, storage);
    const later = Date.parse(session.expiresAt);
    expect(readIntakeSession(later, storage)).toEqual({
      kind: 'ended',
      reason: 'expired',
      businessId: session.businessId,
    });
    expect(storage.items.get(INTAKE_SESSION_STORAGE_KEY)).not.toContain('secret-session');
  });

  it('ends when done, and an ended session keeps its first reason', () => {
    const storage = memoryStorage();
    saveIntakeSession(session, storage);
    endIntakeSession('done', { keepScreen: true }, storage);
    endIntakeSession('expired', {}, storage);
    expect(readIntakeSession(NOW, storage)).toEqual({
      kind: 'ended',
      reason: 'done',
      businessId: session.businessId,
    });
    expect(storage.items.get(INTAKE_SESSION_STORAGE_KEY)).not.toContain('secret-session');
  });

  it('reads anything else in its key as no session', () => {
    const storage = memoryStorage();
    storage.setItem(INTAKE_SESSION_STORAGE_KEY, '{"session":{"sessionToken":1}}');
    expect(readIntakeSession(NOW, storage).kind).toBe('ended');
    storage.setItem(INTAKE_SESSION_STORAGE_KEY, 'not json');
    expect(readIntakeSession(NOW, storage).kind).toBe('ended');
  });
});
