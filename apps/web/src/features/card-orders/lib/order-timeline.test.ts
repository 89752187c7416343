import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline.ts';

const CREATED = '2026-11-01T10:00:00.000Z';
const UPDATED = '2026-11-04T15:30:00.000Z';

describe('orderTimeline', () => {
  it('marks a new order as at its first step, dated by its creation', () => {
    expect(orderTimeline({ status: 'ordered', createdAt: CREATED, updatedAt: CREATED })).toEqual([
      { status: 'ordered', state: 'current', date: CREATED },
      { status: 'produced', state: 'upcoming', date: null },
      { status: 'shipped', state: 'upcoming', date: null },
      { status: 'delivered', state: 'upcoming', date: null },
    ]);
  });

  it('dates the current step by the last change and leaves passed steps undated', () => {
    expect(orderTimeline({ status: 'shipped', createdAt: CREATED, updatedAt: UPDATED })).toEqual([
      { status: 'ordered', state: 'done', date: CREATED },
      { status: 'produced', state: 'done', date: null },
      { status: 'shipped', state: 'current', date: UPDATED },
      { status: 'delivered', state: 'upcoming', date: null },
    ]);
  });

  it('ends at delivered with every step reached', () => {
    const steps = orderTimeline({ status: 'delivered', createdAt: CREATED, updatedAt: UPDATED });
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(steps.at(-1)?.date).toBe(UPDATED);
  });
});
