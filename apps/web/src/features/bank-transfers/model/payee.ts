import type { Recipient } from '@causeway/contracts';

/** Who is paid: a recipient with a verified bank account and no hold (the recipients feature checks). */
export type Payee = { id: string; businessId: string; name: string; accountLast4: string | null };

/** The send dialog's payee from a recipient as the API answers it; no digits when they are hidden. */
export function payeeOf(recipient: Recipient): Payee {
  const account = recipient.bankAccount;
  return {
    id: recipient.id,
    businessId: recipient.businessId,
    name: recipient.name,
    accountLast4: account && !account.masked ? account.accountLast4 : null,
  };
}
