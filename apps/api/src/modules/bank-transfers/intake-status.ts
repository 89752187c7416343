import type { BankVerificationFailureReasonCode, RecipientIntakeStatus } from '@causeway/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipientIntakeHistory, recipients } from '../../db/schema/index.ts';

/**
 * Moves a recipient's intake to a status and keeps it in the history the status page shows. A
 * failure carries one of the spec's ten reasons; any other status clears it.
 */
export async function setIntakeStatus(
  tx: Database,
  recipientId: string,
  intakeStatus: RecipientIntakeStatus,
  failureReason: BankVerificationFailureReasonCode | null = null,
) {
  await tx
    .update(recipients)
    .set({
      intakeStatus,
      intakeFailureReason: intakeStatus === 'verification_failed' ? failureReason : null,
      updatedAt: sql`now()`,
    })
    .where(eq(recipients.id, recipientId));
  await tx.insert(recipientIntakeHistory).values({ recipientId, intakeStatus, at: sql`clock_timestamp()` });
}
