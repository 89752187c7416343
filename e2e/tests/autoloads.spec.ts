import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { letterName, mainNavigation, openSandbox } from './support/cards.ts';
import { signInAsAdmin } from './support/money.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

const PROGRAM = 'Resettlement Cards';

/** Three cards of the program and $500 in its funding account, through the API (not what this journey is about). */
async function threeFundedCards(page: Page, organizationId: string, lastName: string) {
  const auth = await page.request.post('/api/auth/token', {
    data: { grantType: 'password', login: 'admin@example.org', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await auth.json()).accessToken}` };
  const listed = await page.request.get(`/api/businesses/${organizationId}/programs`, { headers });
  const { programs } = (await listed.json()) as { programs: { id: string; name: string }[] };
  const programId = programs.find((program) => program.name === PROGRAM)!.id;
  const issued = await page.request.post(`/api/cards/business/${programId}/virtualCards`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      cardholders: ['Ana', 'Ben', 'Chloe'].map((firstName) => ({
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.org`.toLowerCase(),
      })),
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const deposit = await page.request.post('/api/sandbox/achDeposits', {
    data: { businessId: programId, amountCents: 50_000 },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  return programId;
}

test('a daily autoload for three cards runs now from the Sandbox page; the run history and balances show it', async ({
  page,
}) => {
  const organizationId = await signInAsAdmin(page);
  const lastName = letterName('Auto');
  const programId = await threeFundedCards(page, organizationId, lastName);

  // The program's cards page links to its autoloads.
  await page.goto(`/${programId}/cards`);
  await page.getByRole('link', { name: 'Autoloads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autoloads' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await page.getByRole('button', { name: 'Create autoload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an autoload' });
  const name = `Stipend ${lastName}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Amount per card').fill('25');
  // The date picker starts at the spec's first valid date and offers nothing earlier.
  const start = dialog.getByLabel('Start date');
  const firstValid = await start.inputValue();
  await expect(start).toHaveAttribute('min', firstValid);
  // By role: a required field's label text is 'Cards *' (the asterisk is hidden from assistive tech).
  const cards = dialog.getByRole('combobox', { name: 'Cards', exact: true });
  for (const firstName of ['Ana', 'Ben', 'Chloe']) {
    await cards.fill(lastName);
    await page.getByRole('option', { name: new RegExp(`^${firstName} ${lastName}`) }).click();
  }
  // The choices stay open for more picks; moving on to the next field closes them.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole('button', { name: 'Create autoload' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const cardsSection = page.getByRole('region', { name: 'Cards' });
  await expect(cardsSection.getByRole('row')).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Next runs' }).getByRole('button', { name: 'Skip' }),
  ).toHaveCount(12);
  await expect(page.getByRole('region', { name: 'Run history' })).toContainText('No run yet.');
  await expectNoSeriousAxeFindings(page);

  // The sandbox moves the clock: the next run happens now.
  await openSandbox(page);
  const panel = page.getByRole('region', { name: 'Autoloads' });
  // The outbox above the panel grows while the other lane sends messages, and can push the field
  // out of view after it opened: Mantine then hides its dropdown (hideDetached), and the option
  // stays out of reach. Open and choose again until the choice takes.
  await expect(async () => {
    await panel.getByLabel('Active autoload').click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click({ timeout: 3_000 });
    await expect(panel.getByRole('button', { name: 'Run next run now' })).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await panel.getByRole('button', { name: 'Run next run now' }).click();
  await expect(page.getByText(`“${name}” ran: 3 cards loaded.`)).toBeVisible();
  await panel.getByRole('link', { name: 'Open' }).click();

  const history = page.getByRole('region', { name: 'Run history' });
  await expect(history).toContainText('Loaded 3 · failed 0 · skipped 0');
  await expect(history.getByRole('row').filter({ hasText: '$25.00' })).toHaveCount(3);
  await expect(history.getByRole('row').filter({ hasText: 'Loaded' })).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Next runs' }).getByRole('button', { name: 'Skip' }),
  ).toHaveCount(12);

  // Each card holds the load.
  for (const firstName of ['Ana', 'Ben', 'Chloe']) {
    await page
      .getByRole('region', { name: 'Cards' })
      .getByRole('link', { name: `${firstName} ${lastName}` })
      .click();
    await expect(page.getByTestId('card-balance')).toContainText('$25.00');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await expect(mainNavigation(page)).toBeVisible();
});
