import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { deliverDueWebhooks, type WebhookDeliveryContext } from './deliver-due-webhooks.ts';
import { sandboxReceiverTransport } from './sandbox-receiver.ts';
import { httpWebhookTransport, type WebhookTransport } from './webhook-transport.ts';
import { sandboxReceiverIdOf } from './webhook-url-guard.ts';

export const WEBHOOK_POLL_INTERVAL_MS = 1_000;

export type WebhookRunnerOptions = {
  masterKey: Buffer;
  outbox: Outbox;
  sandbox: boolean;
  publicUrl: string;
  log: WebhookDeliveryContext['log'];
  intervalMs?: number;
  /** The clock; tests move it to walk the retry schedule. */
  now?: () => number;
  /** Replaces the HTTP transport (tests); the sandbox receiver is still served in-process. */
  transport?: WebhookTransport;
};

/**
 * The worker's webhook loop: every interval it sends what is due. Safe with any number of workers
 * (SKIP LOCKED and a lease per attempt, deliver-due-webhooks.ts); never throws, never ends the process.
 */
export class WebhookRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private readonly context: WebhookDeliveryContext;

  constructor(
    private readonly db: Database,
    private readonly options: WebhookRunnerOptions,
  ) {
    const http = options.transport ?? httpWebhookTransport();
    const sandboxReceiver = sandboxReceiverTransport(db, options.masterKey);
    this.context = {
      masterKey: options.masterKey,
      outbox: options.outbox,
      publicUrl: options.publicUrl,
      log: options.log,
      transportFor: (url) => (sandboxReceiverIdOf(url, options) ? sandboxReceiver : http),
    };
  }

  start() {
    const tick = () => {
      this.running = this.runOnce().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? WEBHOOK_POLL_INTERVAL_MS);
      });
    };
    tick();
  }

  /** Starts no further run and waits for the one under way. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass; never throws. Answers how many attempts were made. */
  async runOnce(): Promise<number> {
    try {
      return await deliverDueWebhooks(
        this.db,
        this.context,
        () => new Date((this.options.now ?? Date.now)()),
      );
    } catch (error) {
      this.options.log.error('Webhooks: delivering failed; trying again next run', error);
      return 0;
    }
  }
}
