import type { PlayedPurchase } from './played-purchases.ts';

const storageKey = (businessId: string) => `causeway.sandbox.played.${businessId}`;

/**
 * The purchases played in this browser tab, per business: kept in sessionStorage so a reload or a
 * visit to a card's page and back does not lose them. Anything unreadable counts as none.
 */
export function readPlayedPurchases(businessId: string, storage: Storage | undefined): PlayedPurchase[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(businessId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is PlayedPurchase =>
            typeof item === 'object' &&
            item !== null &&
            typeof item.transaction?.id === 'string' &&
            typeof item.cardLabel?.last4 === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function writePlayedPurchases(
  businessId: string,
  list: readonly PlayedPurchase[],
  storage: Storage | undefined,
): void {
  try {
    storage?.setItem(storageKey(businessId), JSON.stringify(list));
  } catch {
    // A full or disabled storage only means the list lasts until the page closes.
  }
}
