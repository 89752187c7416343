import type { ActivityEventType } from '@causeway/domain';

/** One readable fact of an activity's details; the component translates and formats it. */
export type ActivityDetail =
  | { kind: 'statusChange'; from: string; to: string }
  | { kind: 'tag'; name: string }
  | { kind: 'spendRule'; name: string; ruleType: string | null }
  | { kind: 'metadataKeys'; keys: string[] }
  | { kind: 'money'; cents: number }
  | { kind: 'shipping'; shippingType: string }
  | { kind: 'text'; label: string; value: string };

// Identifiers mean nothing to a reader; the facts they point to are listed by name instead.
const HIDDEN_KEYS = new Set([
  'tagId',
  'spendRuleId',
  'orderId',
  'replacementCardId',
  'fromCardholderId',
  'toCardholderId',
]);
const HANDLED_KEYS = new Set([
  'fromStatus',
  'toStatus',
  'tagName',
  'name',
  'ruleType',
  'keys',
  'movedCents',
  'amountCents',
  'shippingType',
]);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The facts of an activity's details, in a fixed order; anything else simple shows as "key: value". */
export function activityDetails(details: Record<string, unknown>): ActivityDetail[] {
  const parts: ActivityDetail[] = [];
  if (isText(details.fromStatus) && isText(details.toStatus)) {
    parts.push({ kind: 'statusChange', from: details.fromStatus, to: details.toStatus });
  }
  if (isText(details.tagName)) parts.push({ kind: 'tag', name: details.tagName });
  if (isText(details.name)) {
    parts.push({
      kind: 'spendRule',
      name: details.name,
      ruleType: isText(details.ruleType) ? details.ruleType : null,
    });
  }
  if (Array.isArray(details.keys)) {
    const keys = details.keys.filter(isText);
    if (keys.length > 0) parts.push({ kind: 'metadataKeys', keys });
  }
  for (const key of ['amountCents', 'movedCents'] as const) {
    if (isCents(details[key])) parts.push({ kind: 'money', cents: details[key] });
  }
  if (isText(details.shippingType)) parts.push({ kind: 'shipping', shippingType: details.shippingType });
  for (const [label, value] of Object.entries(details)) {
    if (HIDDEN_KEYS.has(label) || HANDLED_KEYS.has(label)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      parts.push({ kind: 'text', label, value: String(value) });
    }
  }
  return parts;
}

/** The translation key of an event type's label (every type of spec §3 has one). */
export function activityLabelKey(type: ActivityEventType) {
  return `cardRecords.activity.types.${type}` as const;
}
