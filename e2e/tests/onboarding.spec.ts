import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { DEMO_PASSWORD, latestEmailLink, signInWithPassword } from './support/sign-in.ts';

// Business onboarding (issue 13) as people do it: create a profile, fill in the business and the
// authorized person, upload a document, invite an owner who answers from the link in the sandbox
// outbox, the platform reviewer approves, and the applicant signs in to their cards. At 1280 px and
// 390 px in English, and in Arabic (right to left, every label from the Arabic catalogue).

type Catalog = { [key: string]: string | Catalog };
const catalogOf = (language: string): Catalog =>
  JSON.parse(
    readFileSync(path.resolve('../apps/web/src/i18n/locales', `${language}.json`), 'utf8'),
  ) as Catalog;
function label(catalog: Catalog, key: string): string {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${key}`);
  return node;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20), Buffer.from('\n%%EOF\n')]);

async function checkScreen(page: Page, width: number) {
  if (width < 500) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousAxeFindings(page);
}

async function fillAddress(page: Page, t: (key: string) => string) {
  await page.getByLabel(t('onboarding.address.addressOne')).fill('500 Market Street');
  await page.getByLabel(t('onboarding.address.city')).fill('Philadelphia');
  await page.getByLabel(t('onboarding.address.state')).fill('PA');
  await page.getByLabel(t('onboarding.address.zip')).fill('19106');
}

async function choose(page: Page, fieldLabel: string, option: string) {
  await page.getByLabel(fieldLabel).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The reviewer signs in (no business role: the queue is their home), opens the application from
 * the queue and approves it; with `ask`, first asks the applicant for more, which the applicant's
 * own page shows.
 */
async function review(
  browser: Browser,
  viewport: { width: number; height: number },
  t: (key: string) => string,
  language: 'en' | 'ar',
  business: { name: string; applicant: Page; ask: boolean },
) {
  const reviewer = await (await browser.newContext({ viewport })).newPage();
  await signInWithPassword(reviewer, 'reviewer@example.org');
  await expect(reviewer).toHaveURL(/\/platform\/applications$/);
  if (language === 'ar') await reviewer.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(reviewer.getByRole('heading', { name: t('onboarding.queue.heading') })).toBeVisible();
  await checkScreen(reviewer, viewport.width);
  await reviewer.getByRole('link', { name: business.name }).click();
  await expect(reviewer).toHaveURL(/\/manualReview$/);
  await expect(reviewer.getByText(t('onboarding.review.outcome.pass')).first()).toBeVisible();
  await expect(reviewer.getByRole('button', { name: t('onboarding.review.download') }).first()).toBeVisible();
  await checkScreen(reviewer, viewport.width);
  if (business.ask) {
    const question = 'Please also upload your articles of incorporation.';
    await reviewer.getByLabel(t('onboarding.review.question')).fill(question);
    await reviewer.getByRole('button', { name: t('onboarding.review.askForInformation') }).click();
    await expect(reviewer.getByText(t('onboarding.review.questionAsked'))).toBeVisible();
    await business.applicant.goto(business.applicant.url().replace(/\/[^/]+$/, '/submitConfirmation'));
    await expect(business.applicant.getByText(t('onboarding.submit.informationRequested'))).toBeVisible();
    await expect(business.applicant.getByText(question)).toBeVisible();
  }
  await reviewer.getByRole('button', { name: t('onboarding.review.approve') }).click();
  await expect(reviewer.getByText(t('onboarding.review.status.active'), { exact: true })).toBeVisible();
}

/** Withdraws the named owner's invitation from the owners' status page, after the confirmation. */
async function withdrawOwner(page: Page, t: (key: string) => string, ownerEmail: string) {
  const card = page.getByRole('listitem').filter({ hasText: ownerEmail });
  await card.getByRole('button', { name: t('onboarding.owners.withdraw') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('onboarding.owners.withdraw') })
    .click();
  await expect(card.getByRole('button', { name: t('onboarding.owners.withdraw') })).toHaveCount(0);
}

async function journey(browser: Browser, width: number, language: 'en' | 'ar', extras = false) {
  const catalog = catalogOf(language);
  const t = (key: string) => label(catalog, key);
  const viewport = { width, height: width < 500 ? 844 : 900 };
  const tag = `${language}-${width}-${Date.now()}`;
  const email = `applicant-${tag}@example.net`;
  const ownerEmail = `owner-${tag}@example.net`;
  const mistakenEmail = `not-an-owner-${tag}@example.net`;
  const businessName = `Harbor Light ${language.toUpperCase()} ${width}`;

  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/onboard');
  if (language === 'ar') {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await expect(page.getByRole('heading', { name: t('onboarding.profile.heading') })).toBeVisible();
  await checkScreen(page, width);
  await page.getByLabel(t('onboarding.profile.businessName')).fill(businessName);
  await page.getByLabel(t('register.firstName')).fill('Nadia');
  await page.getByLabel(t('register.lastName')).fill('Farouk');
  await page.getByLabel(t('register.email')).fill(email);
  await page.getByLabel(t('register.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t('register.confirmPassword')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('onboarding.profile.submit') }).click();

  // Business information (the status routes a new profile here, business spec §2.6).
  await expect(page).toHaveURL(/\/businessInfo$/);
  const businessId = new URL(page.url()).pathname.split('/')[1]!;
  await expect(page.getByRole('heading', { name: t('onboarding.business.heading') })).toBeVisible();
  await checkScreen(page, width);
  await choose(page, t('onboarding.business.businessType'), t('onboarding.businessTypes.NON_PROFIT'));
  await page.getByLabel(t('onboarding.business.ein')).fill('12-3456789');
  await page.getByLabel(t('onboarding.business.phone')).fill('2155550100');
  await fillAddress(page, t);
  await page.getByRole('button', { name: t('onboarding.continue') }).click();

  // The authorized person.
  await expect(page).toHaveURL(/\/authorizedPerson\/info$/);
  await checkScreen(page, width);
  await page.getByLabel(t('register.firstName')).fill('Nadia');
  await page.getByLabel(t('register.lastName')).fill('Farouk');
  await choose(page, t('onboarding.person.title'), t('onboarding.titles.CEO'));
  await page.getByLabel(t('onboarding.person.dateOfBirth')).fill('1984-03-09');
  await page.getByRole('textbox', { name: t('onboarding.person.ssnLast4') }).fill('6789');
  await page.getByLabel(t('onboarding.person.phone'), { exact: true }).fill('2155550101');
  await fillAddress(page, t);
  await page.getByLabel(t('onboarding.person.ownershipPercent')).fill('40');
  await page.getByRole('button', { name: t('onboarding.continue') }).click();

  // A document, then the owner, then submit.
  await expect(page).toHaveURL(/\/submitConfirmation$/);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ein-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: t('onboarding.documents.upload') }).click();
  await expect(
    page.getByText(`${t('onboarding.documentTypes.irs_ein_letter')}: ein-letter.pdf`),
  ).toBeVisible();
  await page.getByRole('button', { name: t('onboarding.submit.addOwner') }).click();
  const ownerCard = page.locator('form .mantine-Paper-root').last();
  await ownerCard.getByLabel(t('register.firstName')).fill('Omar');
  await ownerCard.getByLabel(t('register.lastName')).fill('Said');
  await ownerCard.getByLabel(t('register.email')).fill(ownerEmail);
  await ownerCard.getByLabel(t('onboarding.person.ownershipPercent')).fill('35');
  if (extras) {
    // A second owner named by mistake, withdrawn below.
    await page.getByRole('button', { name: t('onboarding.submit.addOwner') }).click();
    const mistaken = page.locator('form .mantine-Paper-root').last();
    await mistaken.getByLabel(t('register.firstName')).fill('Wrong');
    await mistaken.getByLabel(t('register.lastName')).fill('Person');
    await mistaken.getByLabel(t('register.email')).fill(mistakenEmail);
    await mistaken.getByLabel(t('onboarding.person.ownershipPercent')).fill('25');
  }
  await checkScreen(page, width);
  await page.getByRole('button', { name: t('onboarding.submit.inviteAndSubmit') }).click();
  await expect(page).toHaveURL(/\/beneficialOwnerStatus$/);
  await expect(page.getByText(t('onboarding.owners.status.invited')).first()).toBeVisible();
  await checkScreen(page, width);
  if (extras) {
    await withdrawOwner(page, t, mistakenEmail);
    // Omar asks for the link again: a fresh one is emailed and the first stops working.
    const omarCard = page.getByRole('listitem').filter({ hasText: ownerEmail });
    await omarCard.getByRole('button', { name: t('onboarding.owners.resend') }).click();
    await expect(
      page.getByText(t('onboarding.owners.resent').replace('{{email}}', ownerEmail)),
    ).toBeVisible();
    // The portal is not open yet: its pages lead back to the application's step.
    await page.goto(`/${businessId}/cards`);
    await expect(page).toHaveURL(/\/beneficialOwnerStatus$/);
  }

  // The owner answers from the emailed link, in their own browser.
  const owner = await (await browser.newContext({ viewport })).newPage();
  await owner.goto(await latestEmailLink(owner, ownerEmail, '/info'));
  // The emailed link carries the invitation's language: the owner's page opens in it.
  await expect(owner.locator('html')).toHaveAttribute('lang', language);
  await expect(owner.getByRole('heading', { name: t('onboarding.ownerForm.heading') })).toBeVisible();
  await checkScreen(owner, width);
  await owner.getByLabel(t('register.firstName')).fill('Omar');
  await owner.getByLabel(t('register.lastName')).fill('Said');
  await owner.getByLabel(t('onboarding.person.dateOfBirth')).fill('1979-11-02');
  await owner.getByRole('textbox', { name: t('onboarding.person.ssnLast4') }).fill('4321');
  await owner.getByLabel(t('onboarding.person.phone'), { exact: true }).fill('2155550102');
  await fillAddress(owner, t);
  await owner.getByRole('button', { name: t('onboarding.ownerForm.submit') }).click();
  await expect(owner.getByText(t('onboarding.ownerForm.done'))).toBeVisible();

  // The platform reviewer approves from their queue.
  await review(browser, viewport, t, language, { name: businessName, applicant: page, ask: extras });

  // The applicant signs in and lands on cards.
  const again = await (await browser.newContext({ viewport })).newPage();
  await signInWithPassword(again, email);
  await expect(again).toHaveURL(new RegExp(`/${businessId}/cards$`));
}

test('onboarding at 1280 px: profile to approval to cards, with a withdrawn owner, a resent link and a question', async ({
  browser,
}) => {
  await journey(browser, 1280, 'en', true);
});

test('onboarding at 390 px: profile to approval to cards', async ({ browser }) => {
  await journey(browser, 390, 'en');
});

test('onboarding in Arabic is right to left and translated', async ({ browser }) => {
  await journey(browser, 390, 'ar');
});
