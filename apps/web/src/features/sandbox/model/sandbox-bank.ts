import {
  SANDBOX_CHANGE_CODE_FIELDS,
  type SandboxBankEntry,
  type SandboxChangeCode,
  sandboxNocBodySchema,
} from '@causeway/contracts';

/** The bank's commands a transfer can take now, by where it stands. */
export type BankEntryActions = { settle: boolean; returnEntry: boolean; noc: boolean; instant: boolean };

export function bankEntryActions(entry: SandboxBankEntry): BankEntryActions {
  if (entry.speed === 'instant') {
    const waiting = entry.status === 'created' || entry.status === 'processing';
    const approved = entry.approval === 'not_required' || entry.approval === 'approved';
    return { settle: false, returnEntry: false, noc: false, instant: waiting && approved };
  }
  // Only an entry that went out in a file has a trace number the bank can answer about.
  const sent = entry.traceNumber !== null && (entry.status === 'processing' || entry.status === 'completed');
  return { settle: entry.status === 'processing', returnEntry: sent, noc: sent, instant: false };
}

export type NocField = 'accountNumber' | 'routingNumber' | 'accountType' | 'nameOnAccount';
export type NocFormValues = { code: SandboxChangeCode } & Record<NocField, string>;

export const EMPTY_NOC_FORM: NocFormValues = {
  code: 'C01',
  accountNumber: '',
  routingNumber: '',
  accountType: '',
  nameOnAccount: '',
};

/** The corrected fields a change code carries, in the form's order. */
export const nocFieldsOf = (code: SandboxChangeCode): readonly NocField[] => SANDBOX_CHANGE_CODE_FIELDS[code];

/**
 * The request body from the form: only the fields the code carries (the others may hold what was
 * typed for another code), checked by the contract's own schema. Errors name the form's fields.
 */
export function nocBodyOf(values: NocFormValues) {
  const body: Record<string, string> = { code: values.code };
  for (const field of nocFieldsOf(values.code)) if (values[field].trim() !== '') body[field] = values[field];
  const parsed = sandboxNocBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: [] };
  const errors = parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? 'code') as NocField | 'code',
    message: issue.message,
  }));
  return { body: null, errors };
}
