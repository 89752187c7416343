import type { intakeSessionResponseSchema } from '@causeway/contracts';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

// The recipient's intake session (cardholder spec §2, §4): opened by the emailed code, scoped to
// that one recipient, kept in sessionStorage (this tab only, gone when the tab closes) and cleared
// once the bank account is verified or the session has expired.

type SessionResponse = z.output<typeof intakeSessionResponseSchema>;

export type IntakeSession = SessionResponse & {
  /** The business of the link, so an ended session can send the recipient back to its email step. */
  businessId: string;
  /** The verified email: the manual form prefills it. */
  email: string;
};

/** Why there is no session to use: never opened here, expired, or finished (verified). */
export type EndedReason = 'missing' | 'expired' | 'done';

export type IntakeSessionState =
  | { kind: 'active'; session: IntakeSession }
  | { kind: 'ended'; reason: EndedReason; businessId: string | null };

type Stored = { session: IntakeSession } | { ended: Exclude<EndedReason, 'missing'>; businessId: string };

export const INTAKE_SESSION_STORAGE_KEY = 'causeway.recipientIntake';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is IntakeSession {
  const session = value as Partial<IntakeSession> | null;
  return (
    typeof session?.sessionToken === 'string' &&
    typeof session.expiresAt === 'string' &&
    typeof session.businessId === 'string' &&
    typeof session.email === 'string' &&
    typeof session.recipient?.id === 'string'
  );
}

function readStored(storage: KeyValueStorage | null): Stored | null {
  try {
    const parsed = JSON.parse(storage?.getItem(INTAKE_SESSION_STORAGE_KEY) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object' && 'session' in parsed && isSession(parsed.session)) {
      return { session: parsed.session };
    }
    if (
      parsed &&
      typeof parsed === 'object' &&
      'ended' in parsed &&
      (parsed.ended === 'expired' || parsed.ended === 'done') &&
      'businessId' in parsed &&
      typeof parsed.businessId === 'string'
    ) {
      return { ended: parsed.ended, businessId: parsed.businessId };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

function write(storage: KeyValueStorage | null, stored: Stored): void {
  try {
    storage?.setItem(INTAKE_SESSION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the session then lasts for this page only.
  }
}

/**
 * The session as it stands at `nowMs`: a session past its expiry is replaced by an 'expired'
 * record (the token is dropped, the business is kept for the way back to the email step).
 */
export function readIntakeSession(
  nowMs = Date.now(),
  storage: KeyValueStorage | null = browserStorage(),
): IntakeSessionState {
  const stored = readStored(storage);
  if (!stored) return { kind: 'ended', reason: 'missing', businessId: null };
  if ('ended' in stored) return { kind: 'ended', reason: stored.ended, businessId: stored.businessId };
  if (Date.parse(stored.session.expiresAt) <= nowMs) {
    write(storage, { ended: 'expired', businessId: stored.session.businessId });
    return { kind: 'ended', reason: 'expired', businessId: stored.session.businessId };
  }
  return { kind: 'active', session: stored.session };
}

const listeners = new Set<() => void>();
let snapshot: IntakeSessionState | null = null;

function notify(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/** Keeps the session the code opened (replacing any earlier one of this tab). */
export function saveIntakeSession(session: IntakeSession, storage = browserStorage()): void {
  write(storage, { session });
  notify();
}

/**
 * Ends the session: its token is dropped at once; the business stays for a way back. An ended
 * session keeps its first reason. With `keepScreen` the page on show keeps its state (the verified
 * screen stays up); the next page load finds the session ended.
 */
export function endIntakeSession(
  reason: Exclude<EndedReason, 'missing'>,
  { keepScreen = false }: { keepScreen?: boolean } = {},
  storage = browserStorage(),
): void {
  const state = readIntakeSession(Date.now(), storage);
  if (state.kind === 'active') write(storage, { ended: reason, businessId: state.session.businessId });
  if (!keepScreen) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): IntakeSessionState {
  snapshot ??= readIntakeSession();
  return snapshot;
}

/** The intake session of this tab; screens re-render when it is saved or ended. */
export function useIntakeSession(): IntakeSessionState {
  return useSyncExternalStore(subscribe, getSnapshot);
}
