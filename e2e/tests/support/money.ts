import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInWithPassword } from './sign-in.ts';

/** The cents an amount on the page shows ('$64,900.00' → 6490000). */
export async function centsOf(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/[^\d.-]/g, '');
  return Math.round(Number(text) * 100);
}

/** Cents as the page writes them (en-US dollars). */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Signs the demo administrator in; answers the organisation's id from the programs page address. */
export async function signInAsAdmin(page: Page): Promise<string> {
  await signInWithPassword(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  return new URL(page.url()).pathname.split('/')[1]!;
}

/** From the programs page: its header's Funding account link (each program row has its own after it). */
export async function openOrganizationFunding(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Funding account', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Funding account' })).toBeVisible();
}

/** Picks an option of a select (Mantine renders its options in a portal). */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Issues one virtual card in the organisation through the dialog; answers the cardholder's name. */
export async function issueCard(page: Page, firstName: string): Promise<string> {
  const lastName = `Tester${Date.now()}`;
  await page.getByRole('button', { name: 'Issue virtual cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue virtual cards' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog
    .getByLabel('Email', { exact: true })
    .fill(`${firstName}.${lastName}@example.org`.toLowerCase());
  await dialog.getByRole('button', { name: 'Issue cards (1)' }).click();
  // A card issued a moment before leaves its own toast (5 s): this issue's is the newest.
  await expect(page.getByText('Virtual cards issued: 1.').last()).toBeVisible();
  return `${firstName} ${lastName}`;
}

/**
 * Gives a program its own custom fields through the API (the settings screen arrives later): an
 * Invoice text with funding transfers and a Grant dropdown with card loads. Answers the program's id.
 */
export async function defineProgramCustomFields(page: Page, organizationId: string, programName: string) {
  const auth = await page.request.post('/api/auth/token', {
    data: { grantType: 'password', login: 'admin@example.org', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await auth.json()).accessToken}` };
  const listed = await page.request.get(`/api/businesses/${organizationId}/programs`, { headers });
  const { programs } = (await listed.json()) as { programs: { id: string; name: string }[] };
  const programId = programs.find((program) => program.name === programName)!.id;
  const settings = await page.request.post(`/api/businesses/${programId}/settings`, {
    headers,
    data: {
      customFields: [
        {
          resourceType: 'funding_account_deposit',
          options: [{ label: 'Invoice', name: 'invoice', dataType: 'text' }],
        },
        {
          resourceType: 'financial_account_load',
          options: [
            { label: 'Grant', name: 'grant', dataType: 'dropdown', dataOptions: ['Grant A', 'Grant B'] },
          ],
        },
      ],
    },
  });
  // 409: a retry on the same server defined them already.
  expect([201, 409]).toContain(settings.status());
  return programId;
}
