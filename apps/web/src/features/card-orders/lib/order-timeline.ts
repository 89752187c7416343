import type { CardOrder } from '@causeway/contracts';
import { CARD_ORDER_STATUSES, type CardOrderStatus } from '@causeway/domain';

export type { CardOrderStatus };

export type TimelineStep = {
  status: CardOrderStatus;
  /** done: reached before the current step; current: where the order is now; upcoming: not yet. */
  state: 'done' | 'current' | 'upcoming';
  /**
   * When the step was reached, where the API says: the order's creation for "ordered", its last
   * change for the step it is at now. Steps passed in between carry no date of their own.
   */
  date: string | null;
};

/** ordered → produced → shipped → delivered, marked up to the order's status, with the dates the API gives. */
export function orderTimeline(order: Pick<CardOrder, 'status' | 'createdAt' | 'updatedAt'>): TimelineStep[] {
  const reached = CARD_ORDER_STATUSES.indexOf(order.status);
  return CARD_ORDER_STATUSES.map((status, index) => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    const date = index === 0 ? order.createdAt : index === reached ? order.updatedAt : null;
    return { status, state, date };
  });
}
