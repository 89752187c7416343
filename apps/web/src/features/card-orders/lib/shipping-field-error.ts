import { MESSAGE_TEMPLATES, VALIDATION_MESSAGES } from '@causeway/domain';
import type { TFunction } from 'i18next';

// The spec's address and shipment messages (§5), which the shared validation catalog does not word.
const SHIPPING_MESSAGE_KEYS = [
  'addressOnePoBox',
  'addressOneTooLong',
  'addressOneInvalid',
  'addressTwoInvalid',
  'stateInvalid',
  'shipmentMethodInvalid',
] as const;
type ShippingMessageKey = (typeof SHIPPING_MESSAGE_KEYS)[number];

const KEY_BY_MESSAGE = new Map<string, ShippingMessageKey>(
  SHIPPING_MESSAGE_KEYS.map((key) => [VALIDATION_MESSAGES[key], key]),
);

// Address fields the domain names in its template messages ("Zip is required").
const ADDRESS_FIELD_KEYS = { 'Address One': 'addressOne', City: 'city', Zip: 'zip' } as const;
type AddressFieldKey = (typeof ADDRESS_FIELD_KEYS)[keyof typeof ADDRESS_FIELD_KEYS];
type TemplateName = keyof typeof MESSAGE_TEMPLATES;

const TEMPLATE_PATTERNS = (Object.keys(MESSAGE_TEMPLATES) as TemplateName[]).map((name) => ({
  name,
  pattern: new RegExp(
    `^${MESSAGE_TEMPLATES[name]
      .replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{field\\}', '(?<field>Address One|City|Zip)')
      .replace('\\{length\\}', '(?<length>\\d+)')}$`,
  ),
}));

export type ShippingMessage =
  | { kind: 'message'; key: ShippingMessageKey }
  | { kind: 'template'; template: TemplateName; field: AddressFieldKey; length?: number };

/** Recognises a domain message about the shipping address or method; null for any other message. */
export function recognizeShippingMessage(message: string): ShippingMessage | null {
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return { kind: 'message', key };
  for (const { name, pattern } of TEMPLATE_PATTERNS) {
    const groups = pattern.exec(message)?.groups;
    if (!groups?.field) continue;
    const field = ADDRESS_FIELD_KEYS[groups.field as keyof typeof ADDRESS_FIELD_KEYS];
    return {
      kind: 'template',
      template: name,
      field,
      ...(groups.length ? { length: Number(groups.length) } : {}),
    };
  }
  return null;
}

/** The message in the chosen language: ours for the shipping messages, else the shared translator's. */
export function translateShippingMessage(
  message: string | undefined,
  t: TFunction,
  fallback: (message?: string) => string | undefined,
): string | undefined {
  if (!message) return undefined;
  const recognized = recognizeShippingMessage(message);
  if (!recognized) return fallback(message);
  if (recognized.kind === 'message') {
    return t(`orders.validation.${recognized.key}`, { defaultValue: message });
  }
  return t(`validation.templates.${recognized.template}`, {
    field: t(`orders.address.${recognized.field}`),
    length: recognized.length,
    defaultValue: message,
  });
}
