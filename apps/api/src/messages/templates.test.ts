import { readFileSync } from 'node:fs';
import { INTAKE_LANGUAGES, isRtlLanguage, LANGUAGE_BCP47_TAGS, LANGUAGES, ROLES } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from './role-names.ts';
import { smsLength } from './sms-segments.ts';
import { autoloadShortfallEmail, cardLoadedEmail } from './templates/autoloads.ts';
import { physicalCardOrderedEmail, virtualCardIssuedEmail } from './templates/cards.ts';
import {
  memberAddedEmail,
  memberInvitationEmail,
  passwordResetEmail,
  signInCodeSms,
} from './templates/identity.ts';
import {
  bankAccountFailedEmail,
  bankAccountVerifiedEmail,
  bankDetailsReceivedEmail,
  intakeCodeEmail,
  intakeInvitationEmail,
} from './templates/intake.ts';
import { ownerInvitationEmail } from './templates/onboarding.ts';
import { webhookEndpointDisabledEmail } from './templates/webhooks.ts';

// Values that can be told apart in the output: each must appear, whatever the language does with it.
const LINK = 'https://portal.example.org/register/member?token=abc123';
const NAME = 'Zaynab';
const BUSINESS = 'Harbor Aid';

type Sample = { name: string; render: (language: never) => { subject: string; body: string; html: string } };
const email = <L extends string, V>(
  name: string,
  template: {
    languages: readonly L[];
    render(language: L, values: V): { subject: string; body: string; html: string };
  },
  values: V,
  expected: string[],
) => ({
  name,
  languages: template.languages,
  render: (language: L) => template.render(language, values),
  expected,
});

// biome-ignore format: one row per message
const EMAILS = [
  email('password reset', passwordResetEmail, { firstName: NAME, url: LINK }, [NAME, LINK]),
  email('member invitation', memberInvitationEmail, { businessName: BUSINESS, role: 'cws_case_manager', url: LINK, days: 7 }, [BUSINESS, LINK]),
  email('member added', memberAddedEmail, { firstName: NAME, businessName: BUSINESS, role: 'sifh_finance', url: LINK }, [NAME, BUSINESS, LINK]),
  email('physical card ordered', physicalCardOrderedEmail, { firstName: NAME, businessName: BUSINESS, last4: '4242', shippingName: 'UPS Ground', registerUrl: LINK, linkCardUrl: 'https://portal.example.org/cardholder/link-card' }, [NAME, BUSINESS, '4242', 'UPS Ground', LINK, 'https://portal.example.org/cardholder/link-card']),
  email('replacement card ordered', physicalCardOrderedEmail, { firstName: NAME, businessName: BUSINESS, last4: '4242', replacesLast4: '1881', shippingName: 'USPS Ground', linkCardUrl: 'https://portal.example.org/cardholder/link-card' }, [NAME, '4242', '1881', 'USPS Ground']),
  email('virtual card, new account', virtualCardIssuedEmail, { firstName: NAME, businessName: BUSINESS, last4: '4242', registerUrl: LINK, signInUrl: 'https://portal.example.org/login' }, [NAME, BUSINESS, '4242', LINK]),
  email('virtual card, existing account', virtualCardIssuedEmail, { firstName: NAME, businessName: BUSINESS, last4: '4242', signInUrl: 'https://portal.example.org/login' }, [NAME, '4242', 'https://portal.example.org/login']),
  email('card loaded', cardLoadedEmail, { firstName: NAME, amountCents: 2_550, last4: '4242' }, [NAME, '4242']),
  email('autoload shortfall, skipped', autoloadShortfallEmail, { autoloadName: 'Weekly food', businessName: BUSINESS, runDate: '2026-11-26', neededCents: 50_000, availableCents: 12_000, skippedRun: true }, ['Weekly food', BUSINESS, '2026-11-26']),
  email('autoload shortfall, partial', autoloadShortfallEmail, { autoloadName: 'Weekly food', businessName: BUSINESS, runDate: '2026-11-26', neededCents: 50_000, availableCents: 12_000, skippedRun: false }, ['Weekly food']),
  email('intake invitation', intakeInvitationEmail, { name: NAME, payerName: BUSINESS, url: LINK }, [NAME, BUSINESS, LINK]),
  email('intake code', intakeCodeEmail, { code: '123456', payerName: BUSINESS }, ['123456', BUSINESS]),
  email('bank details received', bankDetailsReceivedEmail, { payerName: BUSINESS, last4: '6789' }, [BUSINESS, '6789']),
  email('bank account verified', bankAccountVerifiedEmail, { payerName: BUSINESS, last4: '6789' }, [BUSINESS, '6789']),
  email('bank account failed', bankAccountFailedEmail, { payerName: BUSINESS }, [BUSINESS]),
  email('beneficial owner invitation', ownerInvitationEmail, { firstName: NAME, businessName: BUSINESS, inviterName: 'Nadia Farouk', url: LINK, days: 14 }, [NAME, BUSINESS, 'Nadia Farouk', LINK]),
  email('webhook endpoint gone', webhookEndpointDisabledEmail, { endpointUrl: 'https://hooks.example.org/causeway', businessName: BUSINESS, reason: 'gone', failingDays: 5, integrationsUrl: 'https://portal.example.org/integrations' }, ['https://hooks.example.org/causeway', BUSINESS, 'https://portal.example.org/integrations']),
  email('webhook endpoint failing', webhookEndpointDisabledEmail, { endpointUrl: 'https://hooks.example.org/causeway', businessName: BUSINESS, reason: 'failing', failingDays: 5, integrationsUrl: 'https://portal.example.org/integrations' }, ['https://hooks.example.org/causeway', BUSINESS, '5']),
];
const ROWS = EMAILS.flatMap((row) => row.languages.map((language) => ({ ...row, language }) as const));

// Leftovers of a template system: ${…}, {{…}}, {0}, %s, "undefined", "null", "NaN", "[object Object]".
const LEFTOVER = /\$\{|\{\{|\}\}|\{\d\}|%s|\bundefined\b|\bnull\b|\bNaN\b|\[object/;

describe('every email in every language it is written in', () => {
  it('covers the 12 languages, and the intake emails English, Spanish and Polish only', () => {
    expect(passwordResetEmail.languages).toEqual(LANGUAGES);
    expect(intakeCodeEmail.languages).toEqual(INTAKE_LANGUAGES);
    expect(ROWS.length).toBe(13 * LANGUAGES.length + 5 * INTAKE_LANGUAGES.length);
  });

  it.each(ROWS.map((row) => [row.name, row.language, row] as const))('%s in %s', (_name, language, row) => {
    const rendered = (row.render as Sample['render'])(language as never);
    expect(rendered.subject.trim()).not.toBe('');
    for (const part of [rendered.subject, rendered.body, rendered.html]) expect(part).not.toMatch(LEFTOVER);
    for (const value of row.expected) expect(rendered.body).toContain(value);
    expect(rendered.html).toContain(`lang="${LANGUAGE_BCP47_TAGS[language]}"`);
    expect(rendered.html).toContain(`dir="${isRtlLanguage(language) ? 'rtl' : 'ltr'}"`);
    // Each link of the plain text is a link in the HTML, isolated from the sentence around it.
    for (const value of row.expected.filter((text) => text.startsWith('https://')))
      expect(rendered.html).toContain(`<a href="${value}" dir="ltr">`);
    // The English text is not left in a translation (values and brand names aside).
    if (language !== 'en') {
      const english = (row.render as Sample['render'])('en' as never);
      expect(rendered.subject).not.toBe(english.subject);
      expect(rendered.body).not.toBe(english.body);
    }
    // Right-to-left text isolates what it carries, so a Latin name or number keeps its order.
    if (isRtlLanguage(language))
      for (const value of row.expected.filter((text) => !text.startsWith('https://')))
        expect(rendered.body).toContain(`\u2068${value}`);
    // A link ends where a mail client's linkifier ends it: whitespace, the end, or final punctuation.
    for (const value of row.expected.filter((text) => text.startsWith('https://'))) {
      const after = rendered.body.slice(rendered.body.indexOf(value) + value.length).charAt(0);
      expect(after).toMatch(/^[\s.,;:)]?$/);
    }
  });

  it('escapes what a value could inject into the HTML part', () => {
    const rendered = passwordResetEmail.render('ar', { firstName: '<script>x</script>', url: LINK });
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&#60;script&#62;');
  });

  it('names a role as the portal does, never by its code', () => {
    for (const language of LANGUAGES) {
      const { body } = memberInvitationEmail.render(language, {
        businessName: BUSINESS,
        role: 'cws_case_manager',
        url: LINK,
        days: 7,
      });
      expect(body).not.toContain('cws_case_manager');
      expect(body).toContain(ROLE_NAMES[language].cws_case_manager);
    }
  });

  it('keeps the role names equal to the portal catalogs', () => {
    for (const language of LANGUAGES) {
      const catalog = JSON.parse(
        readFileSync(new URL(`../../../web/src/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
      ) as { roles: Record<string, string> };
      for (const role of ROLES)
        expect(ROLE_NAMES[language][role], `${language} ${role}`).toBe(catalog.roles[role]);
    }
  });

  it('writes counts in the form the language needs', () => {
    expect(signInCodeSms.render('ru', { code: '123456', minutes: 10 })).toContain('10 минут.');
    expect(signInCodeSms.render('ru', { code: '123456', minutes: 2 })).toContain('2 минуты.');
    expect(signInCodeSms.render('pl', { code: '123456', minutes: 3 })).toContain('3 minuty.');
    expect(signInCodeSms.render('ar', { code: '123456', minutes: 2 })).toContain('دقيقتين');
    expect(signInCodeSms.render('ar', { code: '123456', minutes: 15 })).toMatch(/15\u2069 دقيقة\./);
    const owner = (language: 'ru' | 'pl' | 'ar', days: number) =>
      ownerInvitationEmail.render(language, {
        firstName: NAME,
        businessName: BUSINESS,
        inviterName: 'N',
        url: LINK,
        days,
      }).body;
    expect(owner('ru', 14)).toContain('14 дней');
    expect(owner('ru', 2)).toContain('2 дня');
    expect(owner('pl', 1)).toContain('1 dzień');
    expect(owner('ar', 14)).toContain('يومًا');
    const failing = (language: 'uk' | 'ar', failingDays: number) =>
      webhookEndpointDisabledEmail.render(language, {
        endpointUrl: 'https://hooks.example.org',
        businessName: BUSINESS,
        reason: 'failing',
        failingDays,
        integrationsUrl: LINK,
      }).body;
    expect(failing('uk', 5)).toContain('5 днів');
    expect(failing('ar', 5)).toContain('أيام');
  });

  it('says why a webhook endpoint was disabled: the 410 answer, or the days of failures', () => {
    for (const language of LANGUAGES) {
      const values = {
        endpointUrl: 'https://hooks.example.org',
        businessName: BUSINESS,
        failingDays: 5,
        integrationsUrl: LINK,
      };
      const gone = webhookEndpointDisabledEmail.render(language, { ...values, reason: 'gone' }).body;
      const failing = webhookEndpointDisabledEmail.render(language, { ...values, reason: 'failing' }).body;
      expect(gone, language).toContain('410 Gone');
      expect(failing, language).not.toContain('410');
    }
  });
});

describe('the sign-in code text message', () => {
  it.each(LANGUAGES.map((language) => [language] as const))(
    'in %s is one SMS segment and carries the code',
    (language) => {
      const text = signInCodeSms.render(language, { code: '123456', minutes: 10 });
      expect(text).toContain('123456');
      expect(text).not.toMatch(LEFTOVER);
      // Latin-script languages may need UCS-2 for one letter (ł, ś); the limit holds either way.
      expect(smsLength(text).segments, `${text} (${JSON.stringify(smsLength(text))})`).toBe(1);
    },
  );
});
