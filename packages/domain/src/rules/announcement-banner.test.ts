import { describe, expect, it } from 'vitest';
import { BANNER_CUTOFF_UTC, isAnnouncementBannerVisible } from './announcement-banner.ts';

const BEFORE = new Date('2025-05-22T23:59:59.999Z');
const AT = new Date('2025-05-23T00:00:00.000Z');
const AFTER = new Date('2026-01-01T12:00:00Z');

describe('isAnnouncementBannerVisible (business spec §2.4)', () => {
  it('cuts off at the start of 2025-05-23 UTC', () => {
    expect(new Date(BANNER_CUTOFF_UTC).toISOString()).toBe('2025-05-23T00:00:00.000Z');
  });

  it.each<[string, boolean, Date, boolean]>([
    ['cards', false, BEFORE, true],
    ['recipients', false, BEFORE, true],
    ['programs', false, BEFORE, true],
    ['cards', true, BEFORE, false],
    ['recipients', true, BEFORE, false],
    ['cards', false, AT, false],
    ['programs', false, AFTER, false],
    ['orders', false, BEFORE, false],
    ['superBusinessReports', false, BEFORE, false],
    ['', false, BEFORE, false],
  ])('route %j, closed %s, at %s → %s', (routeName, closedInSession, now, expected) => {
    expect(isAnnouncementBannerVisible({ routeName, closedInSession, now })).toBe(expected);
  });

  it('counts the cut-off in UTC, not local time: 22 May 20:30 in New York is already 23 May UTC', () => {
    const now = new Date('2025-05-22T20:30:00-04:00');
    expect(isAnnouncementBannerVisible({ routeName: 'cards', closedInSession: false, now })).toBe(false);
  });
});
