import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { createSmtpTransport, type EmailTransport } from '../adapters/email/smtp-transport.ts';
import { createHttpSmsTransport, type SmsTransport } from '../adapters/sms/http-sms-transport.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export const OUTBOX_BATCH_SIZE = 20;
export const OUTBOX_POLL_INTERVAL_MS = 2_000;
export const OUTBOX_ATTEMPTS_MAX = 8;
const RETRY_BASE_MS = 30_000;

/**
 * Delivers pending outbox messages. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * worker processes share the work without sending a message twice.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly email: EmailTransport | undefined;
  private readonly sms: SmsTransport | undefined;

  constructor(
    private readonly db: Database,
    config: Config,
    transports?: { email?: EmailTransport; sms?: SmsTransport },
  ) {
    this.email =
      transports?.email ??
      (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined);
    this.sms =
      transports?.sms ?? (config.sms ? createHttpSmsTransport(config.sms.url, config.sms.token) : undefined);
  }

  /** The channels this dispatcher delivers; the others stay in the outbox table (the sandbox). */
  get channels(): ('email' | 'sms')[] {
    return [...(this.email ? (['email'] as const) : []), ...(this.sms ? (['sms'] as const) : [])];
  }

  start() {
    if (!this.email && !this.sms) return;
    const tick = () => {
      this.running = this.deliverBatch()
        .then(() => undefined)
        .catch(() => undefined)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, OUTBOX_POLL_INTERVAL_MS);
        });
    };
    tick();
  }

  /** Claims no more batches and waits for the one being delivered (its transaction commits). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Sends one batch; answers how many were delivered. */
  async deliverBatch(): Promise<number> {
    const channels = this.channels;
    if (channels.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            inArray(outboxMessages.channel, channels),
            lte(outboxMessages.nextAttemptAt, new Date()),
          ),
        )
        .orderBy(asc(outboxMessages.createdAt))
        .limit(OUTBOX_BATCH_SIZE)
        .for('update', { skipLocked: true });
      let delivered = 0;
      for (const message of batch) {
        try {
          if (message.channel === 'email')
            await this.email!.send({
              to: message.recipient,
              subject: message.subject ?? '',
              body: message.body,
              html: message.html ?? undefined,
            });
          else await this.sms!.send({ to: message.recipient, body: message.body });
          await tx
            .update(outboxMessages)
            .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1 })
            .where(eq(outboxMessages.id, message.id));
          delivered += 1;
        } catch (error) {
          const attempts = message.attempts + 1;
          await tx
            .update(outboxMessages)
            .set({
              attempts,
              status: attempts >= OUTBOX_ATTEMPTS_MAX ? 'failed' : 'pending',
              lastError: error instanceof Error ? error.message.slice(0, 500) : 'delivery failed',
              nextAttemptAt: new Date(Date.now() + RETRY_BASE_MS * 2 ** (attempts - 1)),
            })
            .where(eq(outboxMessages.id, message.id));
        }
      }
      return delivered;
    });
  }
}
