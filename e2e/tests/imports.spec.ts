import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { letterName } from './support/cards.ts';
import { signInAsAdmin } from './support/money.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

const PROGRAM = 'Resettlement Cards';
const GOOD_ROWS = 47;

/** 47 cards of the program and $1,000 more in its funding account, through the API (not what this journey is about). */
async function fundedCards(page: Page, organizationId: string, lastName: string) {
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
      cardholders: Array.from({ length: GOOD_ROWS }, (_, index) => ({
        firstName: `Holder${'abcdefghijklmnopqrstuvwxyz'[index % 26]}${'abcdefghij'[Math.floor(index / 26)]}`,
        lastName,
        email: `holder${index}.${lastName}@example.org`.toLowerCase(),
      })),
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const deposit = await page.request.post('/api/sandbox/achDeposits', {
    data: { businessId: programId, amountCents: 100_000 },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { cards } = (await issued.json()) as { cards: { id: string }[] };
  return { programId, cardIds: cards.map((card) => card.id), headers };
}

test('a 50-row card-load file with 3 bad rows: errors shown, confirmed, progress, result file, balances', async ({
  page,
}) => {
  const organizationId = await signInAsAdmin(page);
  const lastName = letterName('Import');
  const { programId, cardIds, headers } = await fundedCards(page, organizationId, lastName);
  const rows = cardIds.map((id) => `${id},10.00`);
  rows.splice(10, 0, `${cardIds[0]},5`); // row 12 repeats row 2's card
  rows.splice(20, 0, `${cardIds[1]},10000`); // row 22 is over the $9,999 limit
  rows.splice(30, 0, `${cardIds[2]},ten`); // row 32 is not an amount
  const csv = ['cardId,amount', ...rows].join('\r\n');

  // The cards page links to the import.
  await page.goto(`/${programId}/cards`);
  await page.getByRole('link', { name: 'Import card loads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import card loads' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await page.locator('input[type=file]').setInputFiles({
    name: 'april-loads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('50 rows, 3 with errors')).toBeVisible();
  await expect(page.getByTestId('preview-row-12')).toContainText('This row repeats row 2.');
  await expect(page.getByTestId('preview-row-22')).toContainText('Amount must be less than $9,999.');
  await expect(page.getByTestId('preview-row-32')).toContainText('Amount is not in the correct format');
  await expectNoSeriousAxeFindings(page);

  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByLabel('Leave out the 3 rows with errors')).toBeChecked();
  await page.getByRole('button', { name: /^Import 47 rows for \W*\$470\.00/ }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('import-summary')).toHaveText('47 created, 0 not', {
    timeout: 30_000,
  });
  await expectNoSeriousAxeFindings(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the result file' }).click();
  const download = await downloading;
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('cardId,amount,row,result,createdId,reason');
  expect(lines).toHaveLength(51);
  expect(lines.filter((line) => line.includes(',succeeded,'))).toHaveLength(GOOD_ROWS);
  expect(lines[11]).toContain('dropped');

  // The balances: each card holds its $10.00 once.
  for (const cardId of [cardIds[0]!, cardIds[46]!]) {
    const balance = await page.request.get(`/api/cards/${cardId}/balance`, { headers });
    expect((await balance.json()).balance.balanceCents).toBe(1_000);
  }
  await page.goto(`/${programId}/cards/${cardIds[0]}`);
  await expect(page.getByText('$10.00').first()).toBeVisible();
});
