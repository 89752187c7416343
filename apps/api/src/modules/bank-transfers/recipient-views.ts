import type { BankAccount, Recipient } from '@causeway/contracts';
import type { recipientBankAccounts, recipients } from '../../db/schema/index.ts';

type RecipientRow = typeof recipients.$inferSelect;
type BankAccountRow = typeof recipientBankAccounts.$inferSelect;

/**
 * A bank account as staff see it: last 4 and the routing number; nothing of the account at all for
 * a member whose role hides bank payment details. The full number never leaves the database.
 */
export function toBankAccountView(row: BankAccountRow, hidden: boolean): BankAccount {
  return {
    id: row.id,
    masked: hidden,
    nameOnAccount: hidden ? null : row.nameOnAccount,
    accountType: hidden ? null : row.accountType,
    accountLast4: hidden ? null : row.accountLast4,
    routingNumber: hidden ? null : row.routingNumber,
    bankName: hidden ? null : row.bankName,
    source: row.source,
    verificationStatus: row.verificationStatus,
    failureReason: row.failureReason ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRecipientView(
  row: RecipientRow,
  account: BankAccountRow | null,
  hidden: boolean,
): Recipient {
  return {
    id: row.id,
    businessId: row.businessId,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    intakeStatus: row.intakeStatus,
    intakeFailureReason: row.intakeFailureReason ?? null,
    hold: row.hold ?? null,
    bankAccount: account ? toBankAccountView(account, hidden) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
