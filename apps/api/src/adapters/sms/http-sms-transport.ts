export type SmsTransport = { send(message: { to: string; body: string }): Promise<void> };

const SMS_TIMEOUT_MS = 10_000;

/**
 * A generic SMS HTTP provider: POST {to, body} as JSON with a bearer token. US numbers are sent in
 * E.164. Providers with another shape sit behind a small gateway of their own.
 */
export function createHttpSmsTransport(url: string, token: string | undefined): SmsTransport {
  return {
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: to.startsWith('+') ? to : `+1${to}`, body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
