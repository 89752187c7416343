import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

/** body is the plain-text part; html, when there, is sent beside it (multipart/alternative). */
export type EmailMessage = { to: string; subject: string; body: string; html?: string | undefined };
export type SmsMessage = { to: string; body: string };

/** Which channels have a real transport; without one a message stays in the outbox (the sandbox). */
export type DeliveryChannels = { email: boolean; sms: boolean };

/**
 * Messages are written in the caller's transaction and delivered afterwards by the outbox
 * dispatcher, so a rolled-back action never sends mail and a sent mail always has its record.
 */
export class Outbox {
  constructor(private readonly channels: DeliveryChannels) {}

  async email(db: Database, message: EmailMessage) {
    await db.insert(outboxMessages).values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      html: message.html ?? null,
      status: this.channels.email ? 'pending' : 'sandbox',
    });
  }

  async sms(db: Database, message: SmsMessage) {
    await db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: message.to,
      body: message.body,
      status: this.channels.sms ? 'pending' : 'sandbox',
    });
  }
}
