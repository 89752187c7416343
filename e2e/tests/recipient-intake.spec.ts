import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/accessibility.ts';
import { latestEmailedCode, outboxMessages } from './support/outbox.ts';
import { newRecipientIntakeLink, SEEDED_RECIPIENT_EMAIL } from './support/recipients.ts';
import { latestEmailLink } from './support/sign-in.ts';

// The recipient intake as its people use it (cardholder spec §2, §4): on a phone (390 px), in
// Spanish or Polish, from the link of the intake email in the sandbox outbox, through the emailed
// code, the bank details (bank link or manual entry), review and the verification status.

const PHONE = { width: 390, height: 844 };
const INTAKE_PATH = '/setup-payment/';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

/** The two micro-deposit amounts (in dollars, e.g. '0.32') of the newest email that carries them. */
async function latestMicroDeposits(page: Page, email: string, since: string): Promise<[string, string]> {
  let amounts: [string, string] = ['', ''];
  await expect(async () => {
    const found = (await outboxMessages(page, email))
      .filter((message) => message.createdAt >= since)
      .map((message) => [...message.body.matchAll(/\$\s?(0[.,]\d{2})/g)].map((match) => match[1]!))
      .find((list) => list.length >= 2);
    expect(found).toBeTruthy();
    amounts = [found![0]!, found![1]!];
  }).toPass({ timeout: 10_000 });
  return amounts;
}

/** No horizontal scroll at this width: the page is no wider than the viewport. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Each screen: the phone layout holds and axe finds nothing serious. */
async function checkScreen(page: Page): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeFindings(page);
}

/** Opens the intake link in a language, and verifies the email with the code from the outbox. */
async function verifyEmail(
  page: Page,
  link: string,
  email: string,
  lang: 'es' | 'pl',
  words: { heading: RegExp; email: string; send: string; code: string; verify: string; incorrect: RegExp },
): Promise<void> {
  await page.goto(`${link}&lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Idioma|Język/ })).toHaveValue(lang);
  // The intake routes offer three languages only (spec §2.5).
  const offered = await page
    .getByRole('combobox', { name: /Idioma|Język/ })
    .locator('option')
    .allInnerTexts();
  expect(offered).toEqual(['English', 'Español', 'Polski']);
  await checkScreen(page);

  const since = new Date(Date.now() - 1_000).toISOString();
  await page.getByRole('textbox', { name: words.email }).fill(email);
  await page.getByRole('button', { name: words.send }).click();
  const code = page.getByRole('textbox', { name: words.code });
  await expect(code).toBeVisible();
  await checkScreen(page);
  const sent = await latestEmailedCode(page, email, since, INTAKE_PATH);
  // A wrong code is refused on the field (spec §8 "Incorrect one-time code; try resending").
  const wrong = sent.slice(0, 5) + String((Number(sent[5]) + 1) % 10);
  await code.fill(wrong);
  await page.getByRole('button', { name: words.verify, exact: true }).click();
  await expect(page.getByText(words.incorrect)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page);
  await code.fill(sent);
  await page.getByRole('button', { name: words.verify, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/setup-payment/recipient\\?lang=${lang}$`));
}

/** In the sandbox's bank-link look-alike: a bank, the sandbox credentials, the first account. */
async function linkSandboxBank(
  page: Page,
  bank: string,
  words: { username: string; password: string; signIn: string; link: string },
) {
  const dialog = page.getByRole('dialog');
  const institution = dialog.getByRole('button', { name: new RegExp(`^${bank}`) });
  await expect(institution).toBeVisible();
  await checkScreen(page);
  await institution.click();
  await dialog.getByRole('textbox', { name: words.username }).fill('user_good');
  await dialog.getByRole('textbox', { name: words.password, exact: true }).fill('pass_good');
  await dialog.getByRole('button', { name: words.signIn, exact: true }).click();
  await dialog.getByRole('radio').first().check();
  await checkScreen(page);
  await dialog.getByRole('button', { name: words.link }).click();
  await expect(dialog).toHaveCount(0);
}

test('a recipient links their bank in Spanish on a phone: verification fails, they retry and it succeeds', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await phone(browser);
  const email = SEEDED_RECIPIENT_EMAIL;

  // 1. The seeded intake email to Dmytro Kovalenko carries his link.
  const link = await latestEmailLink(page, email, '/recipient');
  await verifyEmail(page, link, email, 'es', {
    heading: /Configure sus pagos/,
    email: 'Correo electrónico',
    send: 'Enviar código',
    code: 'Código de 6 dígitos',
    verify: 'Verificar',
    incorrect: /El código que escribió es incorrecto/,
  });

  // 2. Bank details: the bank link, a bank-like name warned about but not blocking.
  await expect(page.getByRole('heading', { level: 1, name: 'Agregue su cuenta bancaria' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Conectar mi banco' }).click();
  const name = page.getByRole('textbox', { name: 'Nombre del titular de la cuenta' });
  await name.fill('Dmytro');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByText(/al menos dos palabras/)).toBeVisible();
  await name.fill('Dmytro Kovalenko Bank');
  await expect(page.getByRole('status').filter({ hasText: /nombre de un banco/ })).toBeVisible();
  await checkScreen(page);
  await name.fill('Dmytro Kovalenko');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const sandboxWords = {
    username: 'Usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    link: 'Conectar esta cuenta',
  };
  await page.getByRole('button', { name: 'Ingresar a mi banco' }).click();
  await linkSandboxBank(page, 'Houndstooth Bank', sandboxWords);

  // 3. Houndstooth Bank fails the verification: the reason, and a retry.
  await expect(page.getByRole('heading', { level: 1, name: 'La verificación falló' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Motivo: /)).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Reintentar' }).click();

  // 4. Again, with First Platypus Bank, which verifies at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Agregue su cuenta bancaria' })).toBeVisible();
  await page.getByRole('button', { name: 'Conectar mi banco' }).click();
  await page.getByRole('textbox', { name: 'Nombre del titular de la cuenta' }).fill('Dmytro Kovalenko');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Ingresar a mi banco' }).click();
  await linkSandboxBank(page, 'First Platypus Bank', sandboxWords);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta bancaria verificada' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('intake-account')).toContainText('First Platypus Bank');
  await expect(page.getByTestId('intake-account')).toContainText(/•••• \d{4}/);
  await checkScreen(page);

  // 5. The session ends with the verification: a reload says all is set.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Todo listo' })).toBeVisible();
  await checkScreen(page);
});

test('a recipient enters their bank details by hand in Polish on a phone, misreads the deposits, starts over and confirms them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await phone(browser);

  // 1. Staff add a recipient to the payouts program; the API emails them their intake link.
  const suffix = Date.now().toString(36);
  const email = `agnieszka.${suffix}@example.net`;
  const link = await newRecipientIntakeLink(page, 'Agnieszka Nowak', email);

  await verifyEmail(page, link, email, 'pl', {
    heading: /Skonfiguruj wypłaty/,
    email: 'E-mail',
    send: 'Wyślij kod',
    code: '6-cyfrowy kod',
    verify: 'Potwierdź',
    incorrect: /Wpisany kod jest nieprawidłowy/,
  });

  // 2. Manual entry: the domain's rules on each field, then the review with the last 4 only.
  const enterDetails = async (checkRules: boolean) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dodaj konto bankowe' })).toBeVisible();
    await page.getByRole('button', { name: 'Wpisz dane' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wpisz dane konta' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail do powiadomień' })).toHaveValue(email);
    await page.getByRole('textbox', { name: 'Imię i nazwisko właściciela konta' }).fill('Agnieszka Nowak');
    await page.getByRole('radio', { name: 'Konto oszczędnościowe' }).check();
    if (checkRules) {
      await page.getByRole('textbox', { name: 'Numer routingowy' }).fill('021000022');
      await page.getByRole('textbox', { name: 'Numer konta' }).fill('4400 1133 77');
      await page.getByRole('button', { name: 'Sprawdź', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Numer routingowy' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await checkScreen(page);
    }
    await page.getByRole('textbox', { name: 'Numer routingowy' }).fill('021000021');
    await page.getByRole('textbox', { name: 'Numer konta' }).fill('4400 1133 77');
    await page.getByRole('button', { name: 'Sprawdź', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź swoje dane' })).toBeVisible();
    await expect(page.getByText('•••• 3377')).toBeVisible();
    await expect(page.getByText('4400113377')).toHaveCount(0);
    if (checkRules) await checkScreen(page);
    const since = new Date(Date.now() - 1_000).toISOString();
    await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Potwierdź dwie drobne wpłaty' })).toBeVisible();
    return since;
  };
  const firstSince = await enterDetails(true);

  // 3. The sandbox sends two small deposits; their amounts are in the outbox. A wrong pair uses
  // one of the 3 attempts; the recipient may start over with their details instead.
  await expect(page.getByTestId('micro-deposits-attempts')).toContainText('3');
  await checkScreen(page);
  const [sentFirst] = await latestMicroDeposits(page, email, firstSince);
  const wrongAmount = sentFirst === '0.42' ? '0.43' : '0.42';
  await page.getByRole('textbox', { name: 'Pierwsza kwota' }).fill(wrongAmount);
  await page.getByRole('textbox', { name: 'Druga kwota' }).fill(wrongAmount);
  await page.getByRole('button', { name: 'Potwierdź kwoty' }).click();
  await expect(page.getByTestId('micro-deposits-attempts')).toContainText('2');
  await page.getByRole('button', { name: 'Zacznij od nowa' }).click();
  const since = await enterDetails(false);
  await expect(page.getByTestId('micro-deposits-attempts')).toContainText('3');
  const [first, second] = await latestMicroDeposits(page, email, since);
  await page.getByRole('textbox', { name: 'Pierwsza kwota' }).fill(first);
  await page.getByRole('textbox', { name: 'Druga kwota' }).fill(second);
  await page.getByRole('button', { name: 'Potwierdź kwoty' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Konto bankowe zweryfikowane' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('intake-account')).toContainText('•••• 3377');
  await checkScreen(page);
});
