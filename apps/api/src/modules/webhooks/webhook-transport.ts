import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES, WEBHOOK_TIMEOUT_MS } from '@causeway/domain';
import { BlockedAddressError, type Resolve, resolveAll, safeAddressesOf } from './webhook-url-guard.ts';

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
/** What one attempt got: the status (null when no answer came), the first KB, or why it failed. */
export type WebhookResponse = { statusCode: number | null; responseExcerpt: string; error: string | null };
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookResponse>;

/**
 * Connects only to addresses checked at this very moment: the lookup the socket uses is the
 * guarded one, so a name that resolved to a public address at registration and to 127.0.0.1 now
 * (DNS rebinding) is refused before any byte is sent.
 */
function guardedLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    safeAddressesOf(hostname, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/**
 * The real transport: one POST, no redirects followed (a 3xx is a failure), 15 s in all, and only
 * the first KB of the answer read. IP-literal hosts are checked here, since Node skips the lookup
 * for them.
 */
export function httpWebhookTransport(resolve: Resolve = resolveAll): WebhookTransport {
  return async ({ url, headers, body }) => {
    let target: URL;
    try {
      target = new URL(url);
      await safeAddressesOf(target.hostname, resolve);
    } catch (error) {
      return { statusCode: null, responseExcerpt: '', error: describe(error) };
    }
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<WebhookResponse>((settle) => {
      const chunks: Buffer[] = [];
      let received = 0;
      let statusCode: number | null = null;
      let done = false;
      const finish = (error: string | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const responseExcerpt = Buffer.concat(chunks)
          .subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES)
          .toString('utf8');
        settle({ statusCode: error ? null : statusCode, responseExcerpt, error });
      };
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Causeway-Webhooks/1' },
          lookup: guardedLookup(resolve),
        },
        (response) => {
          statusCode = response.statusCode ?? null;
          response.on('data', (chunk: Buffer) => {
            if (received < WEBHOOK_RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
            received += chunk.length;
            // The log keeps one KB: stop reading a large answer rather than wait for it.
            if (received >= WEBHOOK_RESPONSE_EXCERPT_BYTES) response.destroy();
          });
          response.on('close', () => finish(null));
          response.on('error', () => undefined);
        },
      );
      const timer = setTimeout(() => {
        request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`));
      }, WEBHOOK_TIMEOUT_MS);
      request.on('error', (error) => finish(statusCode === null ? describe(error) : null));
      request.end(body);
    });
  };
}

function describe(error: unknown): string {
  if (error instanceof BlockedAddressError)
    return 'refused: the host resolves to a private or reserved address';
  if (error instanceof Error) return error.message.slice(0, 200);
  return 'the request failed';
}
