import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedWebhookAddress, webhookUrlRefusal } from '@causeway/domain';
import { apiError, detail } from '../../lib/errors.ts';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (dns.promises.lookup with all: true). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveAll: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type UrlGuardOptions = { sandbox: boolean; publicUrl: string; resolve?: Resolve };

/** The sandbox's built-in receiver lives under the API's own URL; nothing else on this host is allowed. */
export const SANDBOX_RECEIVER_PATH = '/api/sandbox/webhookReceivers/';

/** The built-in receiver's id when the URL names it (in the sandbox only), else null. */
export function sandboxReceiverIdOf(url: string, options: Pick<UrlGuardOptions, 'sandbox' | 'publicUrl'>) {
  if (!options.sandbox) return null;
  const prefix = `${options.publicUrl}${SANDBOX_RECEIVER_PATH}`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

export class BlockedAddressError extends Error {
  constructor(readonly hostname: string) {
    super(`${hostname} resolves to an address webhooks may not reach`);
    this.name = 'BlockedAddressError';
  }
}

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The host's addresses when none is loopback, private, link-local or metadata; throws otherwise. */
export async function safeAddressesOf(hostname: string, resolve: Resolve = resolveAll) {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (isBlockedWebhookAddress(bare)) throw new BlockedAddressError(hostname);
    return [{ address: bare, family: isIP(bare) }];
  }
  const addresses = await resolve(bare).catch(() => [] as ResolvedAddress[]);
  // Every address must be safe: a resolver may answer a different one of them on each connection.
  if (addresses.length === 0 || addresses.some(({ address }) => isBlockedWebhookAddress(address)))
    throw new BlockedAddressError(hostname);
  return addresses;
}

/**
 * Refuses, at registration, a URL webhooks may not be sent to: not http(s) (https outside the
 * sandbox), with a user:password part, or resolving to a blocked address (SSRF). The sandbox's
 * built-in receiver is the one exception. Each delivery checks the addresses again (DNS rebinding).
 */
export async function assertWebhookUrlAllowed(text: string, options: UrlGuardOptions): Promise<void> {
  if (sandboxReceiverIdOf(text, options)) return;
  const url = parse(text);
  const refusal = webhookUrlRefusal(url, { allowHttp: options.sandbox });
  const refuse = () =>
    apiError('webhook_url_refused', undefined, [detail('url', 'invalid', { field: 'URL' })]);
  if (refusal || !url) throw refuse();
  try {
    await safeAddressesOf(url.hostname, options.resolve);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw refuse();
    throw error;
  }
}
