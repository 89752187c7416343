import { expect, type Page } from '@playwright/test';
import { outboxMessages } from './outbox.ts';

export const DEMO_PASSWORD = 'Causeway#2026';

/** Signs in through the login page with a password, as a person would. */
export async function signInWithPassword(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(login);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest text message the sandbox outbox holds for a phone number. */
export async function latestSmsBody(page: Page, phone: string): Promise<string> {
  let body = '';
  await expect(async () => {
    const [newest] = await outboxMessages(page, phone, 'sms');
    expect(newest).toBeDefined();
    body = newest!.body;
  }).toPass({ timeout: 10_000 });
  return body;
}

/** The newest email link of a kind (e.g. /register/member) the sandbox outbox holds for an address. */
export async function latestEmailLink(page: Page, email: string, pathPrefix: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const bodies = (await outboxMessages(page, email)).map((message) => message.body);
    const pattern = new RegExp(
      `https?://[^\\s"'<>]*${pathPrefix.replaceAll('/', '\\/')}\\?token=[^\\s"'<>]+`,
    );
    const match = bodies.map((body) => pattern.exec(body)).find(Boolean);
    expect(match).toBeTruthy();
    link = match![0];
  }).toPass({ timeout: 10_000 });
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
