import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in.ts';

/** The demo records the every-screen pass opens: the seeded ones, and an order and an autoload it adds. */
export type DemoRecords = {
  organizationId: string;
  cardsProgramId: string;
  payoutsProgramId: string;
  cardId: string;
  recipientId: string;
  orderId: string;
  autoloadId: string;
};

type Headers = { authorization: string };

export async function bearer(request: APIRequestContext, login: string): Promise<Headers> {
  const auth = await request.post('/api/auth/token', {
    data: { grantType: 'password', login, password: DEMO_PASSWORD },
  });
  expect(auth.status(), await auth.text()).toBe(200);
  return { authorization: `Bearer ${(await auth.json()).accessToken}` };
}

async function json<T>(request: APIRequestContext, url: string, headers: Headers): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Finds the seeded programs, a card and a recipient, and adds one physical card order and one
 * autoload (the seed has neither), all through the API as the demo administrator.
 */
export async function demoRecords(request: APIRequestContext, organizationId: string): Promise<DemoRecords> {
  const headers = await bearer(request, 'admin@example.org');
  const { programs } = await json<{ programs: { id: string; name: string }[] }>(
    request,
    `/api/businesses/${organizationId}/programs`,
    headers,
  );
  const cardsProgramId = programs.find((program) => program.name === 'Resettlement Cards')!.id;
  const payoutsProgramId = programs.find((program) => program.name === 'Family Payouts')!.id;
  const { cards } = await json<{ cards: { id: string }[] }>(
    request,
    `/api/cards/business/${cardsProgramId}/cards?limit=50`,
    headers,
  );
  const { recipients } = await json<{ recipients: { id: string }[] }>(
    request,
    `/api/bankTransfers/recipients?businessId=${payoutsProgramId}`,
    headers,
  );
  const lastName = `Screens${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const ordered = await request.post(`/api/cards/business/${cardsProgramId}/orderAndShip`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      cardholder: { firstName: 'Layla', lastName, email: `layla.${lastName}@example.org`.toLowerCase() },
      shippingAddress: {
        firstName: 'Layla',
        lastName,
        addressOne: '100 Main Street',
        city: 'Albany',
        state: 'NY',
        zip: '12207',
      },
      shipmentMethod: 'USPS_PRIORITY',
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { order } = (await ordered.json()) as { order: { id: string } };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const scheduled = await request.post(`/api/autoloads/business/${cardsProgramId}/autoload`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      name: 'Weekly groceries',
      amountCents: 2_500,
      frequency: 'weekly',
      startDate: tomorrow,
      cardIds: [cards[0]!.id],
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const { autoload } = (await scheduled.json()) as { autoload: { id: string } };
  return {
    organizationId,
    cardsProgramId,
    payoutsProgramId,
    cardId: cards[0]!.id,
    recipientId: recipients[0]!.id,
    orderId: order.id,
    autoloadId: autoload.id,
  };
}

/** A fresh signed link to the webhook portal page (it lives 5 minutes), as a path. */
export async function webhookPortalPath(request: APIRequestContext, organizationId: string): Promise<string> {
  const headers = await bearer(request, 'admin@example.org');
  const { url } = await json<{ url: string }>(
    request,
    `/api/businesses/${organizationId}/webhooks/accessLink`,
    headers,
  );
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

/** The cardholder's first card, from the account overview's links (or the dashboard they land on). */
export async function cardholderCardId(page: Page): Promise<string> {
  await page.waitForURL(/\/(cardholder\/dashboard\/[^/?]+|accountOverview)/);
  const fromUrl = /\/cardholder\/dashboard\/([^/?]+)/.exec(page.url());
  if (fromUrl) return fromUrl[1]!;
  const link = page.locator('a[href*="/cardholder/dashboard/"]').first();
  await expect(link).toBeVisible();
  return /\/cardholder\/dashboard\/([^/?]+)/.exec((await link.getAttribute('href'))!)![1]!;
}
