import { useCallback, useState } from 'react';
import type { Card } from '../api/get-cards.ts';

/**
 * The cards picked for a load, kept across searches and pages. The selection holds the cards as
 * they were when picked; the load dialog needs their business and last four digits.
 */
export function useCardSelection(visible: readonly Card[]) {
  const [byId, setById] = useState<ReadonlyMap<string, Card>>(new Map());

  const onToggle = useCallback((card: Card) => {
    setById((current) => {
      const next = new Map(current);
      if (next.has(card.id)) next.delete(card.id);
      else next.set(card.id, card);
      return next;
    });
  }, []);

  // Header checkbox: select every visible card, or clear them when all are already selected.
  const onToggleAll = () =>
    setById((current) => {
      const next = new Map(current);
      const allSelected = visible.every((card) => next.has(card.id));
      for (const card of visible) {
        if (allSelected) next.delete(card.id);
        else next.set(card.id, card);
      }
      return next;
    });

  const clear = useCallback(() => setById(new Map()), []);

  return { selectedIds: new Set(byId.keys()), selected: [...byId.values()], onToggle, onToggleAll, clear };
}
