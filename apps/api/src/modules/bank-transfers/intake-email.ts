import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { createIntakeLink, intakeLinkPath } from './intake-link.ts';
import { recordRecipientActivity } from './recipient-activities.ts';

export type IntakeEmailContext = { outbox: Outbox; publicUrl: string };

/**
 * Emails the recipient a link to verify their email and give their bank details, in the caller's
 * transaction (the outbox sends it after commit). The first email and every resend are activities.
 */
export async function sendIntakeEmail(
  tx: Database,
  context: IntakeEmailContext,
  input: {
    recipient: { id: string; businessId: string; name: string; email: string };
    payerName: string;
    actorUserId: string | null;
    resend: boolean;
  },
) {
  const { recipient } = input;
  const token = await createIntakeLink(tx, recipient.id);
  await context.outbox.email(tx, {
    to: recipient.email,
    subject: `${input.payerName} wants to pay you by bank transfer`,
    body: [
      `Hello ${recipient.name},`,
      '',
      `${input.payerName} would like to pay you by bank transfer. To receive payments, verify your email and add your bank account details here:`,
      `${context.publicUrl}${intakeLinkPath(recipient.businessId, token)}`,
      '',
      'The link works for 14 days. If you did not expect this email, you can ignore it.',
    ].join('\n'),
  });
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: input.resend ? 'recipient_intake_email_resent' : 'recipient_intake_email_sent',
    actorUserId: input.actorUserId,
    details: { email: recipient.email },
  });
}
