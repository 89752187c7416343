import { addCalendarDays, firstAutoloadStartDate } from '@causeway/domain';
import { expect } from 'vitest';
import type { moneyKit } from '../money/support.ts';
import type { TestApp } from '../support/test-app.ts';

/** A start date the spec's first-date rule accepts today, `daysLater` after the first valid one. */
export const validStartDate = (daysLater = 0) =>
  addCalendarDays(firstAutoloadStartDate({ now: new Date(), timeZone: 'America/New_York' }), daysLater);

export function autoloadKit(t: TestApp, kit: ReturnType<typeof moneyKit>) {
  const create = (userId: string, businessId: string, payload: object) =>
    t.as(userId, { method: 'POST', url: `/api/autoloads/business/${businessId}/autoload`, payload });
  const list = (userId: string, businessId: string, query = '') =>
    t.as(userId, { method: 'GET', url: `/api/autoloads/business/${businessId}${query}` });
  const get = (userId: string, id: string) => t.as(userId, { method: 'GET', url: `/api/autoloads/${id}` });
  const patch = (userId: string, id: string, payload: object) =>
    t.as(userId, { method: 'PATCH', url: `/api/autoloads/${id}`, payload });
  const addCards = (userId: string, id: string, cardIds: string[]) =>
    t.as(userId, { method: 'POST', url: `/api/autoloads/${id}/members`, payload: { cardIds } });
  const removeCards = (userId: string, id: string, cardIds: string[]) =>
    t.as(userId, { method: 'DELETE', url: `/api/autoloads/${id}/members`, payload: { cardIds } });

  /** A daily autoload of `amountCents` on new cards of the program, created by the admin. */
  async function dailyAutoload(
    programId: string,
    options: { cards?: number; amountCents?: number; cardIds?: string[]; extra?: object } = {},
  ) {
    const cardIds =
      options.cardIds ??
      (await Promise.all(Array.from({ length: options.cards ?? 2 }, () => kit.issueCard(programId)))).map(
        (card) => card.id,
      );
    const response = await create(kit.user('admin'), programId, {
      name: `Weekly stipend ${crypto.randomUUID().slice(0, 6)}`,
      amountCents: options.amountCents ?? 2_500,
      frequency: 'daily',
      startDate: validStartDate(),
      cardIds,
      ...options.extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { detail: response.json(), cardIds };
  }

  return { create, list, get, patch, addCards, removeCards, dailyAutoload };
}
