// Business spec §2.4: the banner about changed URLs.
export const BANNER_CUTOFF_UTC = '2025-05-23T00:00:00Z';
export const BANNER_ROUTE_NAMES = ['cards', 'recipients', 'programs'] as const;
export const BANNER_CLOSED_SESSION_KEY = 'notificationBannerClosed';

const BANNER_CUTOFF_EPOCH_MS = Date.parse(BANNER_CUTOFF_UTC);

export function isAnnouncementBannerVisible({
  routeName,
  closedInSession,
  now,
}: {
  routeName: string;
  closedInSession: boolean;
  now: Date;
}): boolean {
  if (closedInSession) return false;
  if (!(BANNER_ROUTE_NAMES as readonly string[]).includes(routeName)) return false;
  return now.getTime() < BANNER_CUTOFF_EPOCH_MS;
}
