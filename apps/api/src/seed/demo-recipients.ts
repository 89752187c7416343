import type { Database } from '../db/client.ts';
import { recipientIntakeHistory, recipients } from '../db/schema/index.ts';
import { replaceBankAccount } from '../modules/bank-transfers/bank-accounts.ts';
import { sendIntakeEmail } from '../modules/bank-transfers/intake-email.ts';
import { setIntakeStatus } from '../modules/bank-transfers/intake-status.ts';
import { recordRecipientActivity } from '../modules/bank-transfers/recipient-activities.ts';
import type { SeedContext } from './demo.ts';

/** A checking account at a real routing number (JPMorgan Chase, NY); the account number is made up. */
const DEMO_ROUTING_NUMBER = '021000021';

/**
 * The demo payouts program's recipients: two who can be paid (a person and a business, entered by
 * staff) and one who has been emailed the intake link and not answered yet.
 */
export async function seedDemoRecipients(
  tx: Database,
  ids: { payoutsProgramId: string; payoutsProgramName: string; staffUserId: string },
  context: SeedContext,
) {
  const create = async (type: 'person' | 'business', name: string, email: string) => {
    const [row] = await tx
      .insert(recipients)
      .values({ businessId: ids.payoutsProgramId, type, name, email, createdByUserId: ids.staffUserId })
      .returning();
    await tx
      .insert(recipientIntakeHistory)
      .values({ recipientId: row!.id, intakeStatus: 'awaiting_recipient' });
    await recordRecipientActivity(tx, {
      recipientId: row!.id,
      businessId: row!.businessId,
      type: 'recipient_created',
      actorUserId: ids.staffUserId,
      details: { name, type },
    });
    return row!;
  };
  const payable = [
    {
      type: 'person' as const,
      name: 'Amina Yusuf',
      email: 'amina.yusuf@example.net',
      account: '000123456789',
    },
    {
      type: 'business' as const,
      name: 'Harbor Market Co-op',
      email: 'payments@harbormarket.example',
      account: '4400113377',
    },
  ];
  for (const entry of payable) {
    const recipient = await create(entry.type, entry.name, entry.email);
    await replaceBankAccount(tx, context.masterKey, {
      recipient,
      details: {
        nameOnAccount: entry.type === 'person' ? entry.name : 'Harbor Market Cooperative',
        accountType: 'checking',
        accountNumber: entry.account,
        routingNumber: DEMO_ROUTING_NUMBER,
      },
      source: 'manual',
      verificationStatus: 'verified',
      actorUserId: ids.staffUserId,
    });
    await setIntakeStatus(tx, recipient.id, 'bank_account_verified');
  }
  const awaiting = await create('person', 'Dmytro Kovalenko', 'dmytro.kovalenko@example.net');
  await sendIntakeEmail(tx, context, {
    recipient: awaiting,
    payerName: ids.payoutsProgramName,
    actorUserId: ids.staffUserId,
    resend: false,
  });
}
