import type { BankAccountInput } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipients } from '../../db/schema/index.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { replaceBankAccount } from './bank-accounts.ts';
import { setIntakeStatus } from './intake-status.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import { toRecipientView } from './recipient-views.ts';
import { detailsHiddenFor, type RecipientContext } from './recipients.ts';

type RecipientRow = typeof recipients.$inferSelect;

/**
 * POST bankAccount by staff with addBankDetails: the account replaces the one before and, entered
 * by the organisation, is verified at once (docs/decisions.md), like recipientWithBankAccount. A
 * recipient on hold keeps the hold: new details do not bring back a deceased owner.
 */
export async function addBankAccountByStaff(
  tx: Database,
  context: RecipientContext,
  access: BusinessAccess,
  recipient: RecipientRow,
  input: BankAccountInput & { email?: string | undefined },
  actorUserId: string,
) {
  const account = await replaceBankAccount(tx, context.masterKey, {
    recipient,
    details: input,
    source: 'manual',
    verificationStatus: 'verified',
    actorUserId,
  });
  await setIntakeStatus(tx, recipient.id, 'bank_account_verified');
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: 'bank_account_verified',
    actorUserId,
    details: { bankAccountId: account.id, by: 'staff' },
  });
  const [row] = await tx.select().from(recipients).where(eq(recipients.id, recipient.id));
  return { recipient: toRecipientView(row!, account, detailsHiddenFor(access)) };
}
