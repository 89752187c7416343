import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from './money.ts';

/** A name made of letters only (a shipping label takes A–Z and spaces), unique per run: 'Tester' + letters. */
export function letterName(prefix: string): string {
  return prefix + [...String(Date.now())].map((digit) => 'abcdefghij'[Number(digit)]).join('');
}

/*
 * Journeys move between screens through the app's own links, as a person would: a full page load
 * trades the refresh token for a new one, and the sign-in route allows 30 of those a minute.
 */

/** The main navigation (the side bar). */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Home (the organisation's programs), then All cards: the organisation's cards list. */
export async function openCards(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'All cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
}

/** Opens a card's page from the organisation's cards list, found by its cardholder's name. */
export async function openCard(page: Page, name: string): Promise<void> {
  await openCards(page);
  await page.getByLabel('Search').fill(name.split(' ')[1]!);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The sandbox page, from the main navigation. */
export async function openSandbox(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Sandbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
}

/** Settings → Spend Rules, from the main navigation (the Settings group opens first when closed). */
export async function openSpendRuleSettings(page: Page): Promise<void> {
  const navigation = mainNavigation(page);
  const link = navigation.getByRole('link', { name: 'Spend Rules' });
  if (!(await link.isVisible())) await navigation.getByRole('button', { name: 'Settings' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spend rules' })).toBeVisible();
}

/** From a card's page: loads it through the Load dialog and waits for the new available balance. */
export async function loadOpenCard(page: Page, amount: string, availableAfter: string): Promise<void> {
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Load cards (1)' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Load cards' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Loaded: 1');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('card-balance')).toContainText(`Available${availableAfter}`);
}

export type Purchase = {
  /** 'First Last': the card is picked by its cardholder. */
  cardholder: string;
  amount: string;
  merchant: string;
  /** A preset chip of the sandbox page, e.g. '5812 Restaurants'. */
  preset: string;
};

/**
 * On the sandbox page: plays a card purchase through the network form; answers the result region
 * (role="status") that says Approved with the hold, or Declined with the reason.
 */
export async function playPurchase(page: Page, purchase: Purchase): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Card purchase' });
  const card = panel.getByRole('combobox', { name: 'Card' });
  // The picker keeps the card chosen for the previous purchase; choose again only when it differs.
  if (!(await card.inputValue()).startsWith(`${purchase.cardholder} ••••`)) {
    await card.fill(purchase.cardholder.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(`^${purchase.cardholder} •••• \\d{4}$`) }).click();
  }
  await panel.getByRole('textbox', { name: 'Amount' }).fill(purchase.amount);
  await panel.getByRole('textbox', { name: 'Merchant name' }).fill(purchase.merchant);
  await panel.getByText(purchase.preset, { exact: true }).click();
  await panel.getByRole('textbox', { name: 'Country' }).fill('US');
  const result = panel.getByRole('status');
  // The result of the previous purchase stays until the answer of this one replaces it.
  const previous = await result.innerText();
  await panel.getByRole('button', { name: 'Play purchase' }).click();
  await expect(result).not.toHaveText(previous);
  await expect(result).toContainText(purchase.merchant);
  return result;
}

/** Settings → Spend rules: creates a Blocked merchants rule for one merchant category, searched by code. */
export async function createMerchantBlockRule(page: Page, name: string, mcc: string): Promise<void> {
  await openSpendRuleSettings(page);
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New spend rule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, dialog.getByLabel('Type', { exact: true }), 'Blocked merchants');
  const categories = dialog.getByLabel('Merchant categories the cards may not buy from');
  await categories.fill(mcc);
  await page.getByRole('option').filter({ hasText: mcc }).first().click();
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText(`Spend rule ${name} created`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Blocked merchants');
}

/** On a card's page: the Spend rules tab attaches a rule of the business and lists it on the card. */
export async function attachSpendRule(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Spend rules' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Spend rules' });
  await choose(page, panel.getByLabel('Attach a rule of the business'), `${name} · Blocked merchants`);
  await panel.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText(`Rule “${name}” attached to the card.`)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: name })).toContainText('Blocked merchants');
}

/** On a card's page: Lock or Unlock through its confirmation, then the toast and the status badge. */
export async function changeLock(page: Page, cardholder: string, action: 'Lock' | 'Unlock'): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action} this card?` });
  await dialog.getByRole('button', { name: `${action} card` }).click();
  await expect(dialog).toHaveCount(0);
  const done = action === 'Lock' ? 'is locked' : 'is unlocked';
  await expect(page.getByText(`The card of ${cardholder} ${done}.`, { exact: false })).toBeVisible();
}

/** Settings → Custom Fields, from the main navigation (the Settings group opens first when closed). */
export async function openCustomFieldSettings(page: Page): Promise<void> {
  const navigation = mainNavigation(page);
  const link = navigation.getByRole('link', { name: 'Custom Fields' });
  if (!(await link.isVisible())) await navigation.getByRole('button', { name: 'Settings' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom fields' })).toBeVisible();
}

/** Fills a "Ship to" group of the order and reissue dialogs with a street address in Springfield, IL. */
export async function fillShipTo(page: Page, shipTo: Locator, firstName: string, lastName: string) {
  await shipTo.getByLabel('First name').fill(firstName);
  await shipTo.getByLabel('Last name').fill(lastName);
  await shipTo.getByLabel('Address One').fill('12 Main Street');
  await shipTo.getByLabel('City').fill('Springfield');
  await choose(page, shipTo.getByLabel('State', { exact: true }), 'IL');
  await shipTo.getByLabel('Zip').fill('62701');
}

/**
 * From the cards list: orders a physical card for a new cardholder (letters-only names, as the
 * shipping label needs) through the order dialog; answers the cardholder's name.
 */
export async function orderPhysicalCard(page: Page, firstName: string): Promise<string> {
  await page.getByRole('link', { name: 'Order physical card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order a physical card' });
  const lastName = letterName('Tester');
  const name = `${firstName} ${lastName}`;
  const cardholder = dialog.getByRole('group', { name: 'Cardholder' });
  await cardholder.getByLabel('First name').fill(firstName);
  await cardholder.getByLabel('Last name').fill(lastName);
  await cardholder
    .getByLabel('Email', { exact: true })
    .fill(`${firstName}.${lastName}@example.org`.toLowerCase());
  await fillShipTo(page, dialog.getByRole('group', { name: 'Ship to' }), firstName, lastName);
  await dialog.getByRole('button', { name: 'Order card' }).click();
  await expect(page.getByText(`Physical card ordered for ${name}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return name;
}
