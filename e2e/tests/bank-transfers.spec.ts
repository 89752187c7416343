import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { letterName, openSandbox } from './support/cards.ts';
import { choose } from './support/money.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 10's proof, as the demo payment approver (sifh_payment_approver on Family Payouts) uses it:
// on a phone (390 px) they add a recipient with bank details, pay them by same-day ACH and follow
// the transfer; on a desktop (1280 px, where the side navigation offers the Sandbox) the simulated
// bank cuts the file, settles the first payment and returns the second with R03.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const APPROVER = 'approver@example.org';
const ACCOUNT_NUMBER = '000123456789';
const ROUTING_NUMBER = '021000021';
// The worker and the sandbox answer within a request or a refresh; a status may take a list refresh.
const STATUS_TIMEOUT = 15_000;

test.use({ viewport: PHONE });

type AxeCheck = (page: Page, screen: string) => Promise<void>;

/**
 * axe on each screen of the journey; a finding is kept and the journey goes on, so one run names
 * every screen's findings. `expectNone` fails the test at its end while any are kept.
 */
function axeChecks(): { check: AxeCheck; expectNone: () => void } {
  const findings: string[] = [];
  return {
    check: async (page, screen) => {
      try {
        await expectNoSeriousAxeFindings(page);
      } catch (error) {
        findings.push(`${screen}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    expectNone: () => expect(findings, 'serious axe findings').toEqual([]),
  };
}

/** Signs the approver in; they land on the Family Payouts recipients page. */
async function signInAsApprover(page: Page): Promise<void> {
  await signInWithPassword(page, APPROVER);
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/recipients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
}

async function desktop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

/** No horizontal scroll at this width: the page is no wider than the viewport. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** A row of a list on a narrow screen (or a wide one's sandbox list), by the texts it holds. */
function rowOf(list: Locator, ...texts: string[]): Locator {
  return texts.reduce((row, text) => row.filter({ hasText: text }), list.getByRole('listitem'));
}

/** The recipients tab's list on the phone. */
const recipientsList = (page: Page) => page.getByRole('tabpanel').getByRole('list', { name: 'Recipients' });
/** The transfers tab's list on the phone. */
const transfersList = (page: Page) => page.getByRole('tabpanel').getByRole('list', { name: 'Transfers' });

/** The schedule box of the send dialog: the file's date and time, and the expected date. */
async function scheduleOf(dialog: Locator): Promise<{ fileDate: string; time: string; expected: string }> {
  const cutoff = dialog.getByText(/^Goes out with the file of /);
  const expected = dialog.getByText(/^Expected in the recipient’s account by /);
  await expect(cutoff).toBeVisible();
  await expect(expected).toBeVisible();
  // Times are isolated left to right (U+2066 … U+2069); dates read like 'Nov 26, 2026'.
  const cutoffText = (await cutoff.innerText()).replace(/[\u2066-\u2069]/g, '');
  const match = /^Goes out with the file of (.+), (\d{2}:\d{2}) New York time\.$/.exec(cutoffText);
  expect(match, cutoffText).not.toBeNull();
  const expectedText = (await expected.innerText()).replace(/[\u2066-\u2069]/g, '');
  const expectedDate = /^Expected in the recipient’s account by (.+)\.$/.exec(expectedText)?.[1];
  expect(expectedDate, expectedText).toBeTruthy();
  return { fileDate: match![1]!, time: match![2]!, expected: expectedDate! };
}

/**
 * From the recipients tab: Send payment to a recipient at a speed; the dialog's schedule is
 * checked before sending (then `beforeSending`, e.g. axe on the filled dialog). Done once the
 * success toast shows.
 */
async function sendPayment(
  page: Page,
  name: string,
  payment: { speed: 'ACH' | 'Same-day ACH'; amount: string; memo: string },
  beforeSending?: () => Promise<void>,
): Promise<void> {
  await rowOf(recipientsList(page), name)
    .getByRole('button', { name: `Send payment: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Send a payment' });
  await expect(dialog.getByText(`To ${name}`)).toBeVisible();
  await expect(dialog.getByText('•••• 6789')).toBeVisible();
  // ACH is chosen first: its file is the 16:45 one and the money comes a business day later.
  await expect(dialog.getByRole('radio', { name: /^ACH/ })).toBeChecked();
  const standard = await scheduleOf(dialog);
  expect(standard.time).toBe('16:45');
  expect(standard.expected).not.toBe(standard.fileDate);
  if (payment.speed === 'Same-day ACH') {
    await dialog.getByRole('radio', { name: /^Same-day ACH/ }).click();
    await expect(dialog.getByRole('radio', { name: /^Same-day ACH/ })).toBeChecked();
    // Same-day: one of the Fed's three windows, and the money is expected on the file's own day.
    const sameDay = await scheduleOf(dialog);
    expect(['10:30', '14:45', '16:45']).toContain(sameDay.time);
    expect(sameDay.expected).toBe(sameDay.fileDate);
  }
  await dialog.getByLabel('Amount').fill(payment.amount);
  await dialog.getByLabel('Memo (optional)').fill(payment.memo);
  await beforeSending?.();
  await dialog.getByRole('button', { name: 'Send payment', exact: true }).click();
  // The amount is isolated left to right (U+2066 … U+2069) inside the sentence.
  const amount = payment.amount.replace('.', '\\.');
  const sent = page.getByText(
    new RegExp(`^Payment of \\W*\\$${amount}\\W* to ${name} sent\\. Expected by .+\\.$`),
  );
  await expect(sent).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/**
 * On the sandbox page: Cut files now (the worker may have cut the file at a window already), then
 * waits until the entry went out in a file: the bank can answer about it. Answers the toast.
 */
async function cutFiles(sandbox: Page, entry: Locator): Promise<Locator> {
  const bank = sandbox.getByRole('region', { name: 'Bank (ACH)' });
  await bank.getByRole('button', { name: 'Cut files now' }).click();
  // The last: an earlier cut's toast, with the same words, can still be showing.
  const toast = sandbox
    .getByText(/^(Files cut: \d+\. Entries: \d+\.|No approved ACH transfer is waiting for a file\.)$/)
    .last();
  await expect(toast).toBeVisible();
  await expect(entry).toContainText('Trace', { timeout: STATUS_TIMEOUT });
  await expect(entry).toContainText(/File causeway-\d{4}-\d{2}-\d{2}-\d{4}-/);
  return toast;
}

test('the payment approver pays a new recipient by same-day ACH; the bank settles one payment and returns the next with R03', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const lastName = letterName('Tester');
  const name = `Rosa ${lastName}`;
  const email = `rosa.${lastName}@example.org`.toLowerCase();
  const firstMemo = `Rent ${lastName}`;
  const secondMemo = `Utilities ${lastName}`;
  const axe = axeChecks();

  await test.step('1. the approver adds a recipient with bank details, on a phone', async () => {
    await signInAsApprover(page);
    await expect(page.getByRole('tab', { name: 'Recipients' })).toHaveAttribute('aria-selected', 'true');
    await expect(recipientsList(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe.check(page, 'recipients list (390 px)');

    await page.getByRole('button', { name: 'Add recipient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a recipient' });
    // The role adds bank details (addBankDetails) but sends no intake link: the one way is shown.
    await expect(dialog.getByText(/^You type in the bank details the recipient gave you\./)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Email the recipient a link/ })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Person' })).toBeChecked();
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    // One word is not a name on an account (spec §5).
    await dialog.getByLabel('Name on account').fill('Rosa');
    await dialog.getByLabel('Account number').fill(ACCOUNT_NUMBER);
    await dialog.getByLabel('Routing number').fill(ROUTING_NUMBER);
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(dialog.getByLabel('Name on account')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Name on account').fill(name);
    await dialog.getByText('Checking', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Checking' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    // Entered by the organisation, the account is verified at once.
    const added = page.getByText(`${name} was added and can be paid now.`);
    await expect(added).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByLabel('Search').fill(lastName);
    const row = rowOf(recipientsList(page), name);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Person');
    await expect(row).toContainText('•••• 6789');
    await expect(row).toContainText('Verified');
    await expect(recipientsList(page).getByRole('listitem')).toHaveCount(1);
    // Success toasts close after 5 s: the next screens are checked without one (step 3 checks one).
    // Counted from the end of its entrance, and its exit takes a moment more: on a slow machine the
    // default 5 s of waiting, started just after it appeared, ran out before it had gone.
    await expect(added).toBeHidden({ timeout: 10_000 });
  });

  await test.step('2. they send $25.00 by same-day ACH, the dialog showing the cut-off and the expected date', async () => {
    await sendPayment(page, name, { speed: 'Same-day ACH', amount: '25.00', memo: firstMemo }, () =>
      axe.check(page, 'send dialog (390 px)'),
    );
  });

  const sandbox = await desktop(browser);
  const bankEntries = () => sandbox.getByRole('region', { name: 'Bank (ACH)' }).getByRole('list');

  await test.step('3. on a desktop, the sandbox bank cuts the file now and settles the entry', async () => {
    // The phone's bottom bar has no Sandbox; the desktop's side navigation has it.
    await signInAsApprover(sandbox);
    // The wide recipients screen is a table.
    await expect(sandbox.getByRole('table', { name: 'Recipients' })).toBeVisible();
    await axe.check(sandbox, 'recipients table (1280 px)');
    await openSandbox(sandbox);
    const entry = rowOf(bankEntries(), name, '$25.00');
    await expect(entry).toContainText('Same-day ACH');
    const cut = await cutFiles(sandbox, entry);
    await expect(entry).toContainText('Processing');
    // Hovering a toast holds it open: the panel is checked with its toast, every time.
    await cut.hover();
    await axe.check(sandbox, 'sandbox bank panel with its toast (1280 px)');
    await entry.getByRole('button', { name: `Settle: ${name}` }).click();
    await expect(sandbox.getByText(`${name}: the bank settled the entry.`)).toBeVisible();
    await expect(entry).toContainText('Completed');
    await expect(entry.getByRole('button', { name: `Settle: ${name}` })).toHaveCount(0);
  });

  await test.step('4. back on the phone, the Transfers tab shows the payment completed', async () => {
    await page.getByRole('tab', { name: 'Transfers' }).click();
    const transfer = rowOf(transfersList(page), name, firstMemo);
    await expect(transfer).toContainText('$25.00');
    await expect(transfer).toContainText('Same-day ACH');
    await expect(transfer).toContainText('Completed', { timeout: STATUS_TIMEOUT });
    await expect(transfer).toContainText(/Completed .+\d/);
    await expectNoHorizontalScroll(page);
    await expect(page.getByText(/^Payment of .+ sent\./)).toHaveCount(0);
    await axe.check(page, 'transfers tab (390 px)');
  });

  await test.step('5. a second payment goes out in a file and the bank returns it with R03', async () => {
    await page.getByRole('tab', { name: 'Recipients' }).click();
    await page.getByLabel('Search').fill(lastName);
    await sendPayment(page, name, { speed: 'ACH', amount: '12.34', memo: secondMemo });

    const entry = rowOf(bankEntries(), name, '$12.34');
    // The list follows new transfers on its own refresh; Cut files now refreshes it too.
    await cutFiles(sandbox, entry);
    await entry.getByRole('button', { name: `Return: ${name}` }).click();
    const dialog = sandbox.getByRole('dialog', { name: 'Return the entry' });
    await expect(dialog.getByText(`${name}, `)).toContainText('to the account ending 6789.');
    const code = dialog.getByLabel('Return code');
    await expect(code).toHaveValue('R03 · No account or unable to locate account');
    await choose(sandbox, code, 'R03 · No account or unable to locate account');
    await dialog.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(sandbox.getByText(`${name}: returned with R03.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(entry).toContainText('Failed');
    await expect(entry).toContainText('Invalid account number. R03');
    // The first payment stays settled.
    await expect(rowOf(bankEntries(), name, '$25.00')).toContainText('Completed');
  });

  await test.step('6. the phone shows the reason on the transfer and the recipient verification failed', async () => {
    await page.getByRole('tab', { name: 'Transfers' }).click();
    const returned = rowOf(transfersList(page), name, secondMemo);
    await expect(returned).toContainText('Failed', { timeout: STATUS_TIMEOUT });
    await expect(returned).toContainText('Invalid account number.');
    await expect(returned).toContainText('R03');
    await expect(returned).toContainText(/Failed .+\d/);
    await expect(rowOf(transfersList(page), name, firstMemo)).toContainText('Completed');

    // The recipients list keeps what it read for 30 s and the return came from another screen:
    // the person refreshes the page to see the recipient as it is now.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Recipients' }).click();
    await page.getByLabel('Search').fill(lastName);
    const recipient = rowOf(recipientsList(page), name);
    await expect(recipient).toContainText('Verification failed', { timeout: STATUS_TIMEOUT });
    // A failed account cannot be paid until the recipient gives new details.
    await expect(recipient.getByRole('button', { name: `Send payment: ${name}` })).toHaveCount(0);
  });

  await sandbox.context().close();
  axe.expectNone();
});
