import { API_BASE_PATH } from '@causeway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const TOKEN_PATH = `${API_BASE_PATH}/auth/token`;
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A token request is a few short fields; anything longer is not one. */
const FORM_BYTES_MAX = 4_096;

const isOAuthForm = (request: FastifyRequest) =>
  request.url.split('?')[0] === TOKEN_PATH &&
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/** The client id and secret of an `Authorization: Basic` header (RFC 6749 §2.3.1: each form-encoded). */
function basicCredentials(header: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const formDecoded = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  try {
    return {
      clientId: formDecoded(decoded.slice(0, colon)),
      clientSecret: formDecoded(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

/** RFC 6749 §5.2's error codes for our refusals at the token endpoint. */
function oauthError(status: number, grantType: unknown) {
  if (status === 401) return 'invalid_client';
  if (status === 400 && grantType !== 'client_credentials') return 'unsupported_grant_type';
  return 'invalid_request';
}

/**
 * The client credentials grant as OAuth 2.0 libraries send it (RFC 6749 §4.4): a form-encoded body
 * with `grant_type`, the client authenticated by HTTP Basic or by `client_id` and `client_secret`
 * in the body, answered with `access_token`, `token_type`, `expires_in` and `scope` or with
 * `error` and `error_description`. The form is turned into the JSON grant before validation, so
 * the one grant code (client-credentials.ts), its checks and its limits serve both. Persons' grants
 * stay JSON only.
 */
export function acceptOAuthTokenForm(app: FastifyInstance) {
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BYTES_MAX },
    (request, body, done) => {
      if (!isOAuthForm(request)) {
        done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook('preValidation', async (request) => {
    if (!isOAuthForm(request)) return;
    const form = (request.body ?? {}) as Record<string, string>;
    const basic = basicCredentials(request.headers.authorization);
    request.body = {
      grantType: form.grant_type,
      clientId: basic?.clientId ?? form.client_id,
      clientSecret: basic?.clientSecret ?? form.client_secret,
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isOAuthForm(request) || typeof payload !== 'string') return payload;
    const answer = JSON.parse(payload) as Record<string, unknown>;
    reply.header('cache-control', 'no-store');
    if (reply.statusCode < 400) {
      return JSON.stringify({
        access_token: answer.accessToken,
        token_type: answer.tokenType,
        expires_in: answer.expiresIn,
        scope: Array.isArray(answer.permissions) ? answer.permissions.join(' ') : undefined,
      });
    }
    if (reply.statusCode === 401 && basicCredentials(request.headers.authorization))
      reply.header('www-authenticate', 'Basic realm="causeway"');
    return JSON.stringify({
      error: oauthError(reply.statusCode, (request.body as { grantType?: unknown } | undefined)?.grantType),
      error_description: answer.message,
    });
  });
}
