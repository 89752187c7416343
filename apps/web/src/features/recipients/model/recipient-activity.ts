import { RECIPIENT_HOLDS } from '@causeway/contracts';
import {
  BANK_VERIFICATION_FAILURE_REASON_CODES,
  type BankVerificationFailureReasonCode,
  TRANSFER_SPEEDS,
  type TransferSpeed,
} from '@causeway/domain';

type Hold = (typeof RECIPIENT_HOLDS)[number];

/** One readable fact of a recipient activity's details; the component translates and formats it. */
export type RecipientActivityDetail =
  | { kind: 'money'; cents: number }
  | { kind: 'speed'; speed: TransferSpeed }
  | { kind: 'failure'; reason: BankVerificationFailureReasonCode | null; code: string | null }
  | { kind: 'hold'; hold: Hold }
  | { kind: 'account'; last4: string }
  | { kind: 'fields'; names: string[] }
  | { kind: 'source'; source: 'manual' | 'bank_link' }
  /** Why it happened: a person's words (a refusal's reason), or the recipient starting over. */
  | { kind: 'reason'; text: string | null; startedOver: boolean }
  | { kind: 'text'; label: string; value: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const HANDLED_KEYS = new Set([
  'amountCents',
  'speed',
  'failureReason',
  'failureCode',
  'code',
  'hold',
  'accountLast4',
  'last4',
  'changedFields',
  'fields',
  'source',
  'reason',
  // Who acted is the actor line; the name and type are the page's own recipient.
  'by',
  'name',
  'type',
]);

/** Identifiers mean nothing to a reader (transferId, bankAccountId…); the facts are shown instead. */
const isIdentifier = (key: string) => key === 'id' || /Id$/.test(key) || /Ids$/.test(key);

/** The facts of a recipient activity's details, in a fixed order; anything else simple as "key: value". */
export function recipientActivityDetails(details: Record<string, unknown>): RecipientActivityDetail[] {
  const parts: RecipientActivityDetail[] = [];
  if (isCents(details.amountCents)) parts.push({ kind: 'money', cents: details.amountCents });
  if (isOneOf(TRANSFER_SPEEDS, details.speed)) parts.push({ kind: 'speed', speed: details.speed });
  const reason = isOneOf(BANK_VERIFICATION_FAILURE_REASON_CODES, details.failureReason)
    ? details.failureReason
    : null;
  const codeValue = details.failureCode ?? details.code;
  const code = isText(codeValue) ? codeValue : null;
  if (reason || code) parts.push({ kind: 'failure', reason, code });
  if (isOneOf(RECIPIENT_HOLDS, details.hold)) parts.push({ kind: 'hold', hold: details.hold });
  const last4 = isText(details.accountLast4) ? details.accountLast4 : details.last4;
  if (isText(last4)) parts.push({ kind: 'account', last4 });
  const fields = details.changedFields ?? details.fields;
  if (Array.isArray(fields)) {
    const names = fields.filter(isText);
    if (names.length > 0) parts.push({ kind: 'fields', names });
  }
  if (isOneOf(['manual', 'bank_link'] as const, details.source))
    parts.push({ kind: 'source', source: details.source });
  if (isText(details.reason)) {
    const startedOver = details.reason === 'start_over';
    parts.push({ kind: 'reason', text: startedOver ? null : details.reason, startedOver });
  }
  for (const [label, value] of Object.entries(details)) {
    if (HANDLED_KEYS.has(label) || isIdentifier(label)) continue;
    if (isText(value) || typeof value === 'number' || typeof value === 'boolean') {
      parts.push({ kind: 'text', label, value: String(value) });
    }
  }
  return parts;
}
