import type { CardOrder } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { deliveredCardOrders, openCardOrders } from './card-orders.ts';

const order = (id: string, status: CardOrder['status'], createdAt: string) =>
  ({ id, status, createdAt }) as CardOrder;

describe('openCardOrders', () => {
  it('leaves out delivered orders and lists the rest oldest first', () => {
    const orders = [
      order('new', 'ordered', '2026-11-21T12:00:00.000Z'),
      order('done', 'delivered', '2026-11-20T12:00:00.000Z'),
      order('old', 'shipped', '2026-11-19T12:00:00.000Z'),
    ];
    expect(openCardOrders(orders).map((item) => item.id)).toEqual(['old', 'new']);
    expect(orders.map((item) => item.id)).toEqual(['new', 'done', 'old']);
  });
});

describe('deliveredCardOrders', () => {
  it('lists only delivered orders, newest first, at most the count asked', () => {
    const orders = [
      order('a', 'delivered', '2026-11-19T12:00:00.000Z'),
      order('b', 'shipped', '2026-11-22T12:00:00.000Z'),
      order('c', 'delivered', '2026-11-21T12:00:00.000Z'),
      order('d', 'delivered', '2026-11-20T12:00:00.000Z'),
    ];
    expect(deliveredCardOrders(orders).map((item) => item.id)).toEqual(['c', 'd', 'a']);
    expect(deliveredCardOrders(orders, 2).map((item) => item.id)).toEqual(['c', 'd']);
  });
});
