import {
  maxLengthMessage,
  PERMISSIONS,
  type Permission,
  requiredMessage,
  requiredText,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The permissions an API credential can be given: every permission of spec §6 that lets a caller do
 * something. hideTransactionData and hideBankPaymentsInformation take something away instead; a
 * credential always keeps its creator's, so they are not a choice.
 */
export type ApiCredentialPermission = Exclude<
  Permission,
  'hideTransactionData' | 'hideBankPaymentsInformation'
>;
export const API_CREDENTIAL_PERMISSIONS: readonly ApiCredentialPermission[] = PERMISSIONS.filter(
  (permission): permission is ApiCredentialPermission =>
    permission !== 'hideTransactionData' && permission !== 'hideBankPaymentsInformation',
);

export const API_CREDENTIAL_NAME_LENGTH_MAX = 100;
/** A credential lives at most a year; a system that needs longer gets a new one (rotation). */
export const API_CREDENTIAL_EXPIRY_DAYS_MAX = 365;
/** The lifetimes the /integrations dialog offers, in days. */
export const API_CREDENTIAL_EXPIRY_CHOICES_DAYS = [7, 30, 90, 180, 365] as const;

const permissionsSchema = z
  .array(
    z.enum(API_CREDENTIAL_PERMISSIONS as [ApiCredentialPermission, ...ApiCredentialPermission[]], {
      error: validationMessage('invalid', { field: 'permissions' }),
    }),
  )
  .min(1, validationMessage('required', { field: 'permissions' }))
  .refine(
    (permissions) => new Set(permissions).size === permissions.length,
    validationMessage('invalid', { field: 'permissions' }),
  );

export const createApiCredentialBodySchema = z.strictObject({
  name: requiredText(requiredMessage('name')).max(
    API_CREDENTIAL_NAME_LENGTH_MAX,
    maxLengthMessage('name', API_CREDENTIAL_NAME_LENGTH_MAX),
  ),
  permissions: permissionsSchema,
  expiresInDays: z
    .number({ error: validationMessage('required', { field: 'expiresInDays' }) })
    .int(validationMessage('invalid', { field: 'expiresInDays' }))
    .min(1, validationMessage('invalid', { field: 'expiresInDays' }))
    .max(API_CREDENTIAL_EXPIRY_DAYS_MAX, validationMessage('invalid', { field: 'expiresInDays' })),
});
export type CreateApiCredentialBody = z.infer<typeof createApiCredentialBodySchema>;

export const apiCredentialSchema = z.object({
  id: z.uuid(),
  /** The one business it acts on (an organisation's credential reaches its programs too). */
  businessId: z.uuid(),
  businessName: z.string(),
  name: z.string(),
  /** The OAuth client_id: public, sent with the secret to POST /auth/token. */
  clientId: z.string(),
  permissions: z.array(z.string()),
  /** active, or why it no longer works. */
  status: z.enum(['active', 'expired', 'revoked']),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  /** When it last obtained an access token. */
  lastUsedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type ApiCredential = z.infer<typeof apiCredentialSchema>;

export const apiCredentialParamsSchema = z.object({ id: z.uuid(), credentialId: z.uuid() });

/** The client credentials grant of POST /auth/token (OAuth 2.0, RFC 6749 §4.4). */
export const clientCredentialsGrantSchema = z.strictObject({
  grantType: z.literal('client_credentials'),
  clientId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(200),
});

/** A credential's access token: short-lived, no refresh token (ask again with the secret). */
export const clientCredentialsTokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
  credentialId: z.uuid(),
  businessId: z.uuid(),
  permissions: z.array(z.string()),
});
export type ClientCredentialsTokenResponse = z.infer<typeof clientCredentialsTokenResponseSchema>;

const tags = ['api credentials'];
const access = { kind: 'business', permission: 'developerTools' } as const;

/** API credentials of a business (issue 17; developerTools, as /integrations, spec §2.3). */
export const apiCredentialEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/businesses/{id}/apiCredentials',
    summary:
      'The API credentials of the business and of its programs the caller manages, newest first, with revoked and expired ones (developerTools)',
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    response: z.object({ credentials: z.array(apiCredentialSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/businesses/{id}/apiCredentials',
    summary:
      'Create an API credential with some of your own permissions on the business; its secret is shown only in this answer',
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    body: createApiCredentialBodySchema,
    status: 201,
    response: z.object({ credential: apiCredentialSchema, clientSecret: z.string() }),
    errors: ['api_credential_permission_not_held', 'api_credentials_limit'],
    noStore: true,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/businesses/{id}/apiCredentials/{credentialId}/revoke',
    summary:
      'Revoke an API credential of the business or of one of its programs: its tokens stop working at once',
    tags,
    access,
    params: apiCredentialParamsSchema,
    response: z.object({ credential: apiCredentialSchema }),
  }),
};
