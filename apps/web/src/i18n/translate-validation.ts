import { MESSAGE_TEMPLATES, VALIDATION_MESSAGES } from '@causeway/domain';
import type { TFunction } from 'i18next';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;
type TemplateName = keyof typeof MESSAGE_TEMPLATES;

const KEY_BY_MESSAGE = new Map<string, ValidationKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationKey]),
);

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "{field} must have exactly {length} characters" → /^(?<field>.+?) must have exactly (?<length>\d+) characters$/
const TEMPLATE_PATTERNS = (Object.entries(MESSAGE_TEMPLATES) as [TemplateName, string][]).map(
  ([name, template]) => ({
    name,
    pattern: new RegExp(
      `^${escapeRegExp(template)
        .replace('\\{field\\}', '(?<field>.+?)')
        .replace('\\{length\\}', '(?<length>\\d+)')}$`,
    ),
  }),
);

// Field names the domain and contract schemas put into their messages.
const FIELD_KEYS = {
  Password: 'password',
  Email: 'email',
  Phone: 'phone',
  Code: 'code',
  'First name': 'firstName',
  'Last name': 'lastName',
  Name: 'name',
  'Program name': 'programName',
  Amount: 'amount',
  Memo: 'memo',
} as const;

/**
 * The domain's validation schemas carry the spec's English messages; the web shows them in the
 * chosen language by recognising the message (or its template) and translating that. A message
 * we do not know is shown as it is.
 */
export function translateValidationMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return t(`validation.${key}` as 'validation.emailInvalid', { defaultValue: message });
  for (const { name, pattern } of TEMPLATE_PATTERNS) {
    const match = pattern.exec(message);
    if (!match?.groups) continue;
    const englishField = match.groups.field ?? '';
    const fieldKey = FIELD_KEYS[englishField as keyof typeof FIELD_KEYS];
    const field = fieldKey ? t(`validation.fields.${fieldKey}`) : englishField;
    return t(`validation.templates.${name}`, { field, length: match.groups.length, defaultValue: message });
  }
  return message;
}
