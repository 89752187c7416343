import { expect, test } from '@playwright/test';
import {
  centsOf,
  choose,
  defineProgramCustomFields,
  dollars,
  issueCard,
  openOrganizationFunding,
  signInAsAdmin,
} from './support/money.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Balances are read from the page before each move, so the journeys hold whatever ran before them.

test('an administrator moves $100 from the organisation to a program and both balances change', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openOrganizationFunding(page);
  await expect(page.getByRole('heading', { name: 'Funding account' })).toBeVisible();
  const organization = page.getByTestId('funding-available');
  const program = page
    .getByRole('region', { name: 'Programs' })
    .getByRole('row', { name: /Resettlement Cards/ })
    .getByRole('cell')
    .nth(2);
  await expect(program).toContainText('$');
  const [organizationBefore, programBefore] = [await centsOf(organization), await centsOf(program)];
  await expect(page.getByRole('region', { name: 'Add money by ACH' })).toContainText('Routing number');

  await page.getByRole('button', { name: 'Transfer funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer funds' });
  const amount = dialog.getByLabel('Amount');
  // The spec's amount messages, then the API's refusal when the program lacks the money.
  await amount.fill('12.345');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByText('Amount is not in the correct format')).toBeVisible();
  await amount.fill('50000.01');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByText('Amount must be $50,000 or less.')).toBeVisible();
  await choose(page, dialog.getByLabel('From', { exact: true }), 'Family Payouts');
  await choose(page, dialog.getByLabel('To', { exact: true }), 'Demo Relief Org');
  await amount.fill('50000');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('There are not enough available funds for this.');

  await choose(page, dialog.getByLabel('From', { exact: true }), 'Demo Relief Org');
  await choose(page, dialog.getByLabel('To', { exact: true }), 'Resettlement Cards');
  await amount.fill('100');
  await dialog.getByLabel('Memo (optional)').fill('E2E top-up');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(/moved from Demo Relief Org to Resettlement Cards/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(organization).toHaveText(dollars(organizationBefore - 10_000));
  await expect(program).toHaveText(dollars(programBefore + 10_000));
  const deposit = page
    .getByRole('region', { name: 'Deposits and transfers' })
    .getByRole('row', { name: /E2E top-up/ });
  await expect(deposit).toContainText('Organization to program');
  await expect(deposit).toContainText('-$100.00');
});

test('a transfer whose answer was lost is sent again under the same key and moves the money once', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openOrganizationFunding(page);
  const organization = page.getByTestId('funding-available');
  await expect(organization).toContainText('$');
  const before = await centsOf(organization);

  // The first request reaches the server and is carried out, but its answer never arrives.
  const keys: string[] = [];
  await page.route('**/api/businesses/*/fundingAccount/transfer', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Transfer funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer funds' });
  await choose(page, dialog.getByLabel('To', { exact: true }), 'Family Payouts');
  await dialog.getByLabel('Amount').fill('7');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('An unexpected error occurred.');

  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(/moved from Demo Relief Org to Family Payouts/)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(organization).toHaveText(dollars(before - 700));
});

test('the deposits list filters by type and loads more', async ({ page }) => {
  const organizationId = await signInAsAdmin(page);
  await openOrganizationFunding(page);
  await page.getByRole('region', { name: 'Programs' }).getByRole('link', { name: 'Family Payouts' }).click();
  await expect(page).not.toHaveURL(new RegExp(organizationId));
  await expect(page.getByRole('region', { name: 'Programs' })).toHaveCount(0);
  const programId = new URL(page.url()).pathname.split('/')[1]!;
  // 21 incoming ACH deposits from the sandbox: more than one page of 20.
  for (let index = 1; index <= 21; index += 1) {
    const response = await page.request.post('/api/sandbox/achDeposits', {
      data: { businessId: programId, amountCents: index * 100, memo: `Sandbox ACH ${index}` },
    });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  const deposits = page.getByRole('region', { name: 'Deposits and transfers' });
  await choose(page, deposits.getByLabel('Type'), 'ACH deposit');
  await expect(deposits.getByRole('row', { name: /Sandbox ACH 21/ })).toContainText('+$21.00');
  await expect(deposits.getByRole('row', { name: /Organization to program/ })).toHaveCount(0);
  await expect(deposits.getByRole('row', { name: /Sandbox ACH 1\b/ })).toHaveCount(0);
  await deposits.getByRole('button', { name: 'Load more' }).click();
  await expect(deposits.getByRole('row', { name: /Sandbox ACH 1\b/ })).toContainText('+$1.00');
  await expect(deposits.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('an administrator issues a virtual card to a new cardholder and it appears in the list', async ({
  page,
}) => {
  const organizationId = await signInAsAdmin(page);
  await page.goto(`/${organizationId}/cards`);
  await page.getByRole('button', { name: 'Issue virtual cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue virtual cards' });
  await dialog.getByLabel('Phone (optional)').fill('555');
  await dialog.getByRole('button', { name: 'Issue cards (1)' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid phone number.')).toBeVisible();
  await dialog.getByLabel('Phone (optional)').fill('');
  await page.keyboard.press('Escape');

  const name = await issueCard(page, 'Noor');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Virtual');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/•••• \d{4}/);
  await expect(row).toContainText('$0.00');
  await page.getByLabel('Search').fill(name.split(' ')[1]!);
  await expect(page.getByRole('table', { name: 'Cards' }).getByRole('row')).toHaveCount(2);
});

test('an administrator loads two cards in one action and sees each result, balance and history', async ({
  page,
}) => {
  const organizationId = await signInAsAdmin(page);
  await page.goto(`/${organizationId}/cards`);
  const name = await issueCard(page, 'Amal');

  // The selection holds across searches: Jamal's card, then the new one.
  const search = page.getByLabel('Search');
  await search.fill('Rahimi');
  await page.getByRole('checkbox', { name: 'Select: Jamal Rahimi' }).check();
  await search.fill(name.split(' ')[1]!);
  await page.getByRole('checkbox', { name: `Select: ${name}` }).check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Load', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Load cards (2)' });
  await dialog.getByText('An amount per card').click();
  await dialog.getByLabel('Amount: Jamal Rahimi').fill('10000');
  await dialog.getByLabel(`Amount: ${name}`).fill('20');
  await dialog.getByRole('button', { name: 'Load cards' }).click();
  await expect(dialog.getByText('Amount must be less than $9,999.')).toBeVisible();
  await dialog.getByLabel('Amount: Jamal Rahimi').fill('12.34');
  await dialog.getByLabel('Memo (optional)').fill('E2E load');
  await expect(dialog.getByText('Total:')).toContainText('$32.34');
  await dialog.getByRole('button', { name: 'Load cards' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Loaded: 2');
  const results = dialog.getByRole('table', { name: 'Load results' });
  await expect(results.getByRole('row', { name: /Jamal Rahimi/ })).toContainText('$12.34');
  await expect(results.getByRole('row', { name: new RegExp(name) })).toContainText('Loaded');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Selected: 0')).toBeVisible();

  await page.getByRole('link', { name }).click();
  const balance = page.getByTestId('card-balance');
  await expect(balance).toContainText('Available$20.00');
  // The card's records open on Transactions; the load history has its own tab.
  await page.getByRole('tab', { name: 'Load history' }).click();
  const history = page.getByRole('region', { name: 'Load history' });
  const load = history.getByRole('row', { name: /E2E load/ });
  await expect(load).toContainText('Load');
  await expect(load).toContainText('+$20.00');

  // Withdraw sends part of it back to the funding account.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw funds' });
  await withdraw.getByLabel('Amount').fill('5');
  await withdraw.getByLabel('Memo (optional)').fill('E2E return');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(balance).toContainText('Available$15.00');
  await expect(history.getByRole('row', { name: /E2E return/ })).toContainText('-$5.00');
  await expect(history.getByRole('row', { name: /E2E return/ })).toContainText('$15.00');
});

test("a program's custom fields are asked for with its transfers and loads", async ({ page }) => {
  const organizationId = await signInAsAdmin(page);
  const programId = await defineProgramCustomFields(page, organizationId, 'Resettlement Cards');

  // From the program's page a transfer goes between the program and its organisation.
  await page.goto(`/${programId}/funding-account`);
  await page.getByRole('button', { name: 'Transfer funds' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
  await expect(transfer.getByLabel('From', { exact: true })).toHaveValue('Resettlement Cards');
  await expect(transfer.getByLabel('To', { exact: true })).toHaveValue('Demo Relief Org');
  await transfer.getByLabel('Amount').fill('1');
  await transfer.getByLabel('Invoice').fill('INV-42');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  const deposit = page
    .getByRole('region', { name: 'Deposits and transfers' })
    .getByRole('row', { name: /INV-42/ });
  await expect(deposit).toContainText('Invoice: INV-42');
  await expect(deposit).toContainText('Program to organization');

  await page.goto(`/${programId}/cards`);
  // Other journeys (imports) add cards to this program: find the cardholder by name.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Rahimi');
  await page.getByRole('checkbox', { name: 'Select: Jamal Rahimi' }).check();
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const load = page.getByRole('dialog', { name: 'Load cards (1)' });
  await load.getByLabel('Amount').fill('1');
  await choose(page, load.getByLabel('Grant'), 'Grant B');
  await load.getByRole('button', { name: 'Load cards' }).click();
  await expect(load.getByRole('status')).toHaveText('Loaded: 1');
});

test('a viewer sees balances and cards but no Transfer, Issue or Load buttons', async ({ page }) => {
  await signInWithPassword(page, 'viewer@example.org');
  await expect(page).toHaveURL(/\/programs$/);
  const organizationId = new URL(page.url()).pathname.split('/')[1]!;
  // No fundingAccountView: no funding links, and the page says so.
  await expect(page.getByRole('link', { name: 'Funding account', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'All cards' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Rahimi');
  await expect(page.getByRole('row', { name: /Jamal Rahimi/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue virtual cards' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load', exact: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('link', { name: 'Jamal Rahimi' }).click();
  await expect(page.getByTestId('card-balance')).toContainText('Available');
  await expect(page.getByRole('button', { name: 'Load', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  await page.goto(`/${organizationId}/funding-account`);
  await expect(page.getByText('You do not have permission to see this funding account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transfer funds' })).toHaveCount(0);
});
