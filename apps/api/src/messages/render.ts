import {
  INTAKE_LANGUAGES,
  type IntakeLanguage,
  isRtlLanguage,
  LANGUAGE_BCP47_TAGS,
  LANGUAGES,
  type LanguageCode,
} from '@causeway/domain';

/**
 * What one language's version of an email says. Paragraphs are separated by a blank line in the
 * plain text and are <p> in the HTML; a '\n' inside one is a line break. Links are written as bare
 * URLs: the HTML part makes them links.
 */
export type EmailContent = { subject: string; paragraphs: string[] };
export type RenderedEmail = { subject: string; body: string; html: string };

/** Every language's version of one message, each a function of the values so its grammar stays whole. */
export type Translations<L extends string, V, Out> = Readonly<Record<L, (values: V) => Out>>;

type EmailTemplate<L extends string, V> = {
  readonly kind: 'email';
  readonly languages: readonly L[];
  render(language: L, values: V): RenderedEmail;
};
type SmsTemplate<L extends string, V> = {
  readonly kind: 'sms';
  readonly languages: readonly L[];
  render(language: L, values: V): string;
};

// First-strong isolate … pop directional isolate (Unicode bidi, UAX #9): a value inside a
// right-to-left sentence keeps its own direction, so "ending in 4242" or a URL is not reordered.
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Wraps a value for a right-to-left sentence: the RTL translations put every inserted value
 * (names, numbers, URLs, codes) in it. Plain text keeps the isolate characters; the HTML part turns
 * them into <bdi>. A URL is left bare: it is all left-to-right characters, so bidi keeps its order,
 * and a mail client makes a link of everything up to whitespace, so a PDI after it would end up in
 * the link (an Arabic owner's link once carried `lang=ar%E2%81%A9`).
 */
export const isolate = (value: string | number) =>
  typeof value === 'string' && /^https?:\/\//.test(value) ? value : `${FSI}${value}${PDI}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// A URL ends at whitespace, at the end of an isolate, or before a closing bracket or a final period.
const URL_PATTERN = /https?:\/\/[^\s\u2068\u2069<>"]+[^\s\u2068\u2069<>".,;:)]/g;

function paragraphHtml(paragraph: string): string {
  return paragraph
    .split('\n')
    .map((line) => {
      let html = '';
      let last = 0;
      for (const match of line.matchAll(URL_PATTERN)) {
        html += escapeHtml(line.slice(last, match.index));
        const url = escapeHtml(match[0]);
        // dir="ltr" isolates the link, so a right-to-left sentence does not reorder its parts.
        html += `<a href="${url}" dir="ltr">${url}</a>`;
        last = match.index + match[0].length;
      }
      html += escapeHtml(line.slice(last));
      return html.replaceAll(FSI, '<bdi>').replaceAll(PDI, '</bdi>');
    })
    .join('<br>\n');
}

/** The HTML part: the page's lang is the BCP 47 tag, and Arabic, Dari, Pashto and Farsi are right to left. */
export function emailHtml(language: LanguageCode, content: EmailContent): string {
  const direction = isRtlLanguage(language) ? 'rtl' : 'ltr';
  const align = direction === 'rtl' ? 'right' : 'left';
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraphHtml(paragraph)}</p>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${LANGUAGE_BCP47_TAGS[language]}" dir="${direction}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject).replaceAll(FSI, '').replaceAll(PDI, '')}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e;text-align:${align}">
<div dir="${direction}" style="max-width:600px">
${paragraphs}
</div>
</body>
</html>`;
}

export function renderEmailContent(language: LanguageCode, content: EmailContent): RenderedEmail {
  return {
    // A subject line is shown in places that ignore isolates badly (lists, notifications): plain.
    subject: content.subject.replaceAll(FSI, '').replaceAll(PDI, ''),
    body: content.paragraphs.join('\n\n'),
    html: emailHtml(language, content),
  };
}

function emailTemplateIn<L extends LanguageCode, V>(
  languages: readonly L[],
  translations: Translations<L, V, EmailContent>,
): EmailTemplate<L, V> {
  return {
    kind: 'email',
    languages,
    render: (language, values) => renderEmailContent(language, translations[language](values)),
  };
}

/** An email written in all 12 languages. */
export const emailTemplate = <V>(translations: Translations<LanguageCode, V, EmailContent>) =>
  emailTemplateIn(LANGUAGES, translations);

/** A recipient intake email: that flow is in English, Spanish and Polish only (business spec §2.5). */
export const intakeEmailTemplate = <V>(translations: Translations<IntakeLanguage, V, EmailContent>) =>
  emailTemplateIn(INTAKE_LANGUAGES, translations);

/** A text message written in all 12 languages; sms-segments.test.ts keeps each one short. */
export function smsTemplate<V>(
  translations: Translations<LanguageCode, V, string>,
): SmsTemplate<LanguageCode, V> {
  return { kind: 'sms', languages: LANGUAGES, render: (language, values) => translations[language](values) };
}
