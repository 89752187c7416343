import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import {
  loadOpenCard,
  openCard,
  openCards,
  openSandbox,
  orderPhysicalCard,
  playPurchase,
} from './support/cards.ts';
import { signInAsAdmin } from './support/money.ts';
import { latestEmailLink } from './support/sign-in.ts';

// The cardholder portal as its people use it: on a phone (390 px), from the order email to the
// card in hand, with staff and the sandbox playing the organisation, the carrier and the shops.

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Card#holder2026';
const PIN = '2580';

type PrintedCard = { cardId: string; lastSix: string; expiry: string; organization: string };

/** Staff: the sandbox carrier delivers the order, and the sandbox reads the card in the mailbox. */
async function deliverAndReadCard(page: Page, name: string): Promise<PrintedCard> {
  await openSandbox(page);
  const carrier = page.getByRole('region', { name: 'Card orders' });
  const advance = carrier.getByRole('button', { name: `Advance: ${name}` });
  for (const status of ['Produced', 'Shipped', 'Delivered']) {
    await advance.click();
    await expect(page.getByText(`The card order of ${name} is now: ${status}.`)).toBeVisible();
  }
  await carrier.getByRole('button', { name: `Read the card: ${name}` }).click();
  const printed = carrier.getByRole('definition');
  const face = carrier.getByLabel(`Delivered cards: ${name}`);
  await expect(face).toBeVisible();
  const value = async (label: string) =>
    (
      await face.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').innerText()
    ).trim();
  expect(await printed.count()).toBeGreaterThan(0);
  return {
    cardId: await value('Card ID'),
    lastSix: await value('Last 6 digits'),
    expiry: await value('Expiry (MM/YY)'),
    organization: await value('Organisation'),
  };
}

/** The cardholder's menu (the header's Menu button), then one of its items. */
async function openMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

/** No horizontal scroll at this width: the page is no wider than the viewport. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

const VARIANTS = [
  { name: 'the platform', prefix: '', landing: /\/cardholders$/, title: /\| Causeway$/ },
  // The co-branded variant: the partner's register link, paths, name and favicon throughout.
  { name: 'the partner paths', prefix: '/partner', landing: /\/partner$/, title: /\| Causeway Partner$/ },
] as const;

for (const variant of VARIANTS) {
  test(`a cardholder registers from the order email, links and uses the card, on a phone (${variant.name})`, async ({
    page,
    browser,
  }) => {
    const at = (path: string) => new RegExp(`^[^/]+//[^/]+${variant.prefix}${path}`);
    test.setTimeout(300_000);

    // 1. Staff order a physical card; the sandbox carrier delivers it.
    await signInAsAdmin(page);
    await openCards(page);
    const name = await orderPhysicalCard(page, 'Nadia');
    const [firstName, lastName] = name.split(' ') as [string, string];
    const email = `${firstName}.${lastName}@example.org`.toLowerCase();
    const printed = await deliverAndReadCard(page, name);
    expect(printed.cardId).toMatch(/^[A-Z0-9]{10}$/);

    // 2. The cardholder creates an account from the emailed link, links the card and sets the PIN.
    const holder = await phone(browser);
    const link = await latestEmailLink(page, email, '/register/cardholder');
    await holder.goto(`${variant.prefix}${link}`);
    await expect(holder.getByLabel('Email', { exact: true })).toHaveValue(email);
    await holder.getByLabel('First name').fill(firstName);
    await holder.getByLabel('Last name').fill(lastName);
    await holder.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await holder.getByLabel('Confirm password').fill(PASSWORD);
    await holder.getByRole('button', { name: 'Create account' }).click();
    await expect(holder).toHaveURL(at('/cardholder/dashboard/[0-9a-f-]{36}$'));
    await expect(holder).toHaveTitle(variant.title);
    await expect(holder.getByText('Needs activation').first()).toBeVisible();
    await expectNoSeriousAxeFindings(holder);

    await openMenuItem(holder, 'My cards');
    await expect(holder).toHaveURL(at(variant.prefix ? '/cardholder$' : '/accountOverview$'));
    await holder
      .getByRole('link', { name: /Link (a|another) card/ })
      .first()
      .click();
    await expect(holder.getByRole('heading', { level: 1, name: 'Link a card' })).toBeVisible();
    await expect(holder).toHaveURL(at('/cardholder/link-card$'));
    await expectNoSeriousAxeFindings(holder);
    await holder.getByLabel('Card ID').fill(printed.cardId.toLowerCase());
    await holder.getByRole('button', { name: 'Continue' }).click();
    await expect(holder.getByText('This card is new. Linking it also activates it.')).toBeVisible();
    await holder.getByLabel('Last 6 digits of the card number').fill(printed.lastSix);
    await holder.getByLabel('Organization name').fill(printed.organization);
    await holder.getByLabel('Expiry date').fill('13/99');
    await holder.getByRole('button', { name: 'Link card' }).click();
    await expect(holder.getByLabel('Expiry date')).toHaveAttribute('aria-invalid', 'true');
    await holder.getByLabel('Expiry date').fill(printed.expiry);
    await holder.getByRole('button', { name: 'Link card' }).click();
    await expect(holder.getByText('Your card is now linked to your account and activated.')).toBeVisible();
    await expectNoHorizontalScroll(holder);

    await holder.getByLabel('New PIN (4 digits)').fill(PIN);
    await holder.getByLabel('Type the PIN again').fill('2581');
    await holder.getByRole('button', { name: 'Set PIN' }).click();
    await expect(holder.getByText('PINs do not match.')).toBeVisible();
    await holder.getByLabel('Type the PIN again').fill(PIN);
    await holder.getByRole('button', { name: 'Set PIN' }).click();
    await expect(holder.getByRole('heading', { name: 'Your PIN is set' })).toBeVisible();
    await expect(holder.getByText(PIN, { exact: true })).toBeVisible();
    await expectNoSeriousAxeFindings(holder);
    await holder.getByRole('link', { name: 'Continue to my card' }).click();
    await expect(holder).toHaveURL(at('/cardholder/dashboard/'));
    await expect(holder.getByText('Active', { exact: true }).first()).toBeVisible();

    // Staff load the card; the cardholder sees the balance.
    await openCard(page, name);
    await loadOpenCard(page, '50', '$50.00');
    await holder.reload();
    await expect(holder.getByRole('region', { name: 'Available to spend' })).toContainText('$50.00');
    await expectNoSeriousAxeFindings(holder);
    await expectNoHorizontalScroll(holder);

    // 3. A purchase, pending and then cleared.
    const merchant = `Corner Grocery ${Date.now()}`;
    await openSandbox(page);
    const approved = await playPurchase(page, {
      cardholder: name,
      amount: '12.34',
      merchant,
      preset: '5411 Grocery',
    });
    await expect(approved).toContainText('Approved');
    await holder.reload();
    const pending = holder.getByRole('region', { name: 'Pending' });
    await expect(pending).toContainText(merchant);
    await expect(pending).toContainText('-$12.34');
    await expect(holder.getByRole('region', { name: 'Available to spend' })).toContainText('$37.66');

    await page.getByRole('button', { name: new RegExp(`^Clear: ${merchant}`) }).click();
    const clearDialog = page.getByRole('dialog', { name: 'Clear the purchase' });
    await clearDialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('Purchase cleared for \u2066$12.34\u2069.')).toBeVisible();
    await holder.reload();
    await expect(holder.getByRole('region', { name: 'Cleared' })).toContainText(merchant);
    await expect(holder.getByRole('region', { name: 'Pending' })).toHaveCount(0);

    // 4. The cardholder locks the card; the next purchase is declined, with what to do about it.
    await holder.getByRole('button', { name: 'Lock card' }).click();
    const lockDialog = holder.getByRole('dialog', { name: 'Lock this card?' });
    await expectNoSeriousAxeFindings(holder);
    await lockDialog.getByRole('button', { name: 'Lock card' }).click();
    await expect(
      holder.getByText(
        'Your card is locked. It cannot be used for purchases or any use of its funds until you unlock it.',
      ),
    ).toBeVisible();
    const refused = `Pharmacy ${Date.now()}`;
    const declined = await playPurchase(page, {
      cardholder: name,
      amount: '5',
      merchant: refused,
      preset: '5411 Grocery',
    });
    await expect(declined).toContainText('Reason: Card Locked');
    await holder.reload();
    const notCompleted = holder.getByRole('region', { name: 'Declined or cancelled' });
    await expect(notCompleted).toContainText(refused);
    await expect(notCompleted).toContainText('Card Locked');
    await expect(notCompleted).toContainText(
      'The card was locked. If it is still locked, unlock it, then try again.',
    );
    await holder.getByRole('button', { name: 'Unlock card' }).click();
    await holder
      .getByRole('dialog', { name: 'Unlock this card?' })
      .getByRole('button', { name: 'Unlock card' })
      .click();
    await expect(holder.getByText('Your card is unlocked. You can use it again right away.')).toBeVisible();

    // The load history shows where the money came from.
    await holder.getByRole('tab', { name: 'Load history' }).click();
    await expect(holder.getByRole('tabpanel', { name: 'Load history' })).toContainText('$50.00');

    // 5. Email notifications.
    await openMenuItem(holder, 'Notifications');
    await expect(holder.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeVisible();
    const loads = holder.getByRole('switch', { name: /Card loads/ });
    const before = await loads.isChecked();
    await loads.click({ force: true });
    await expect(holder.getByText('Saved')).toBeVisible();
    await holder.reload();
    await expect(holder.getByRole('switch', { name: /Card loads/ })).toBeChecked({ checked: !before });
    await expectNoSeriousAxeFindings(holder);

    // The billing address for online purchases.
    await openMenuItem(holder, 'Billing address');
    await expect(holder.getByRole('heading', { level: 1, name: 'Billing address' })).toBeVisible();
    await expectNoSeriousAxeFindings(holder);

    // 6. The FAQ, read in Dari: right to left, nine questions.
    await openMenuItem(holder, 'Help');
    await holder.getByRole('combobox', { name: 'Language' }).selectOption('da');
    await expect(holder.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(holder.locator('html')).toHaveAttribute('lang', 'prs');
    await expect(holder.getByRole('heading', { level: 1, name: 'کمک و پرسش‌ها' })).toBeVisible();
    await expect(holder.getByRole('button', { name: /\?|؟/ })).toHaveCount(9);
    await expectNoSeriousAxeFindings(holder);
    await expectNoHorizontalScroll(holder);
    await holder.getByRole('combobox').first().selectOption('en');

    // 7. Sign out: back to the cardholder landing page (the partner's on its paths).
    await openMenuItem(holder, 'Sign out');
    await expect(holder).toHaveURL(variant.landing);
    await holder.goto(`${variant.prefix}/cardholder/notifications`);
    await expect(holder).toHaveURL(variant.prefix ? /\/partner$/ : /\/login$/);
    if (variant.prefix) {
      await expect(holder.locator('link[rel="icon"]')).toHaveAttribute('href', '/partner-favicon.svg');
    }
  });
}
