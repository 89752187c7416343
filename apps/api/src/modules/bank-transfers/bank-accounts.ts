import type { AccountType, BankAccountVerificationStatus } from '@causeway/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipientBankAccounts } from '../../db/schema/index.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { recordRecipientActivity } from './recipient-activities.ts';

export type BankAccountRow = typeof recipientBankAccounts.$inferSelect;

export type BankAccountDetails = {
  nameOnAccount: string;
  accountType: AccountType;
  accountNumber: string;
  routingNumber: string;
  bankName?: string | null;
  linkAccountId?: string | null;
};

/** The account a recipient is paid to now (none, or the one not disabled). */
export async function activeBankAccount(db: Database, recipientId: string): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(recipientBankAccounts)
    .where(and(eq(recipientBankAccounts.recipientId, recipientId), isNull(recipientBankAccounts.disabledAt)));
  return row ?? null;
}

/** The full account number, for the NACHA file and the bank only. */
export function accountNumberOf(masterKey: Buffer, row: BankAccountRow): string {
  return decryptText(masterKey, row.accountNumberEncrypted);
}

/**
 * Gives the recipient a new account in the caller's transaction: the one before is disabled (kept
 * for the transfers that went to it) and both changes are activities. The number is sealed here,
 * so it is never stored or logged in clear.
 */
export async function replaceBankAccount(
  tx: Database,
  masterKey: Buffer,
  input: {
    recipient: { id: string; businessId: string };
    details: BankAccountDetails;
    source: 'manual' | 'bank_link';
    verificationStatus: BankAccountVerificationStatus;
    actorUserId: string | null;
  },
): Promise<BankAccountRow> {
  const { recipient, details, actorUserId } = input;
  const [previous] = await tx
    .update(recipientBankAccounts)
    .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(recipientBankAccounts.recipientId, recipient.id), isNull(recipientBankAccounts.disabledAt)))
    .returning({ id: recipientBankAccounts.id, accountLast4: recipientBankAccounts.accountLast4 });
  const activity = { recipientId: recipient.id, businessId: recipient.businessId, actorUserId };
  if (previous) {
    await recordRecipientActivity(tx, {
      ...activity,
      type: 'bank_account_deleted',
      details: { bankAccountId: previous.id, accountLast4: previous.accountLast4 },
    });
  }
  const [created] = await tx
    .insert(recipientBankAccounts)
    .values({
      recipientId: recipient.id,
      nameOnAccount: details.nameOnAccount,
      accountType: details.accountType,
      accountNumberEncrypted: encryptText(masterKey, details.accountNumber),
      accountLast4: details.accountNumber.slice(-4),
      routingNumber: details.routingNumber,
      bankName: details.bankName ?? null,
      linkAccountId: details.linkAccountId ?? null,
      source: input.source,
      verificationStatus: input.verificationStatus,
      createdByUserId: actorUserId,
    })
    .returning();
  await recordRecipientActivity(tx, {
    ...activity,
    type: 'bank_account_added',
    details: { bankAccountId: created!.id, accountLast4: created!.accountLast4, source: input.source },
  });
  return created!;
}
