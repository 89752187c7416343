import { useCallback, useEffect, useState } from 'react';
import type { PlayedPurchase } from '../model/played-purchases.ts';
import { readPlayedPurchases, writePlayedPurchases } from '../model/played-purchases-storage.ts';

const sessionStorageOrNone = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The session list of played purchases of a business, updated with the pure list functions. */
export function usePlayedPurchases(businessId: string) {
  const [played, setPlayed] = useState(() => readPlayedPurchases(businessId, sessionStorageOrNone()));
  useEffect(() => writePlayedPurchases(businessId, played, sessionStorageOrNone()), [businessId, played]);
  const update = useCallback(
    (change: (list: readonly PlayedPurchase[]) => PlayedPurchase[]) => setPlayed((list) => change(list)),
    [],
  );
  return [played, update] as const;
}
