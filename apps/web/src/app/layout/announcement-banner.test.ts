import { BANNER_CLOSED_SESSION_KEY } from '@causeway/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldShowAnnouncementBanner } from './announcement-banner.tsx';

const BEFORE_CUTOFF = new Date('2025-05-22T23:59:59Z');
const AT_CUTOFF = new Date('2025-05-23T00:00:00Z');

describe('shouldShowAnnouncementBanner (business spec §2.4)', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows on recipients, cards and programs before the cut-off', () => {
    for (const route of ['recipients', 'cards', 'programs']) {
      expect(shouldShowAnnouncementBanner(route, BEFORE_CUTOFF), route).toBe(true);
    }
    expect(shouldShowAnnouncementBanner('memberSettings', BEFORE_CUTOFF)).toBe(false);
  });

  it('hides from the cut-off on, and once closed in this session', () => {
    expect(shouldShowAnnouncementBanner('cards', AT_CUTOFF)).toBe(false);
    storage.set(BANNER_CLOSED_SESSION_KEY, 'true');
    expect(shouldShowAnnouncementBanner('cards', BEFORE_CUTOFF)).toBe(false);
  });
});
