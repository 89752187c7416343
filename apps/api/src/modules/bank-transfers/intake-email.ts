import type { IntakeLanguage } from '@causeway/domain';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { linkInLanguage } from '../../messages/links.ts';
import { intakeInvitationEmail } from '../../messages/templates/intake.ts';
import { createIntakeLink, intakeLinkPath } from './intake-link.ts';
import { recordRecipientActivity } from './recipient-activities.ts';

export type IntakeEmailContext = { outbox: Outbox; publicUrl: string };

/**
 * Emails the recipient a link to verify their email and give their bank details, in the caller's
 * transaction (the outbox sends it after commit), in the language the recipient last chose on the
 * intake pages (English before they chose one). The first email and every resend are activities.
 */
export async function sendIntakeEmail(
  tx: Database,
  context: IntakeEmailContext,
  input: {
    recipient: { id: string; businessId: string; name: string; email: string; language: IntakeLanguage };
    payerName: string;
    actorUserId: string | null;
    resend: boolean;
  },
) {
  const { recipient } = input;
  const token = await createIntakeLink(tx, recipient.id);
  await context.outbox.email(tx, {
    to: recipient.email,
    ...intakeInvitationEmail.render(recipient.language, {
      name: recipient.name,
      payerName: input.payerName,
      url: linkInLanguage(
        `${context.publicUrl}${intakeLinkPath(recipient.businessId, token)}`,
        recipient.language,
      ),
    }),
  });
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: input.resend ? 'recipient_intake_email_resent' : 'recipient_intake_email_sent',
    actorUserId: input.actorUserId,
    details: { email: recipient.email },
  });
}
