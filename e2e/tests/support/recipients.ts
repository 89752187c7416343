import { expect, type Page } from '@playwright/test';
import { bearer } from './every-screen-data.ts';
import { latestEmailLink } from './sign-in.ts';

/** The demo recipient whose intake email the seed sends (the payouts program's). */
export const SEEDED_RECIPIENT_EMAIL = 'dmytro.kovalenko@example.net';

/**
 * Staff (the demo admin, through the API) add a recipient to the payouts program of the seeded
 * intake link; the API emails them their own intake link, which this answers. A spec that walks an
 * intake takes its own recipient: the seeded one's intake is walked once, by recipient-intake.
 */
export async function newRecipientIntakeLink(page: Page, name: string, email: string): Promise<string> {
  const seeded = await latestEmailLink(page, SEEDED_RECIPIENT_EMAIL, '/recipient');
  const businessId = seeded.split('/')[2]!;
  const created = await page.request.post('/api/bankTransfers/recipient', {
    headers: await bearer(page.request, 'admin@example.org'),
    data: { businessId, type: 'person', name, email, sendIntakeEmail: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return latestEmailLink(page, email, '/recipient');
}
