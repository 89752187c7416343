import { API_BASE_PATH } from '@causeway/contracts';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createBankLink } from './adapters/bank-link/index.ts';
import { createDocumentStorage } from './adapters/document-storage/index.ts';
import { createIdentityVerifier } from './adapters/identity-verification/index.ts';
import { Outbox } from './adapters/outbox.ts';
import { sharedRateLimitStore } from './adapters/rate-limit-store.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { apiReference } from './http/api-reference.ts';
import { openApiWebhooks } from './http/openapi-webhooks.ts';
import { AccessTokenService } from './identity/access-tokens.ts';
import { accountRateLimitPlugin } from './identity/account-rate-limit.ts';
import { GoogleSignIn } from './identity/google-sign-in.ts';
import { identityRoutes } from './identity/routes.ts';
import { SigningKeyStore } from './identity/signing-keys.ts';
import { wellKnownRoutes } from './identity/well-known-routes.ts';
import { logSerializers, REDACTED } from './lib/log-safe-error.ts';
import { apiCredentialRoutes } from './modules/api-credentials/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { transactionRoutes } from './modules/authorizations/routes.ts';
import { sandboxAuthorizationRoutes } from './modules/authorizations/sandbox-routes.ts';
import { autoloadRoutes } from './modules/autoloads/routes.ts';
import { sandboxAutoloadRoutes } from './modules/autoloads/sandbox-routes.ts';
import { bankTransferRoutes } from './modules/bank-transfers/routes.ts';
import { businessRoutes } from './modules/businesses/routes.ts';
import { cardLifecycleRoutes } from './modules/card-lifecycle/routes.ts';
import { cardLinkingRoutes } from './modules/card-linking/routes.ts';
import { cardOrderRoutes } from './modules/card-orders/routes.ts';
import { sandboxCardOrderRoutes } from './modules/card-orders/sandbox-routes.ts';
import { cardReissueRoutes } from './modules/card-reissue/routes.ts';
import { cardRevealRoutes } from './modules/card-reveal/routes.ts';
import { cardTagRoutes } from './modules/card-tags/routes.ts';
import { cardholderRoutes } from './modules/cardholders/routes.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { fundingRoutes } from './modules/funding/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { metadataRoutes } from './modules/metadata/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { documentStorageRoutes } from './modules/onboarding/storage-routes.ts';
import { platformReviewRoutes } from './modules/platform-review/routes.ts';
import { reportingRoutes } from './modules/reporting/routes.ts';
import { sandboxRoutes } from './modules/sandbox/routes.ts';
import { sandboxBankRoutes } from './modules/sandbox-bank/routes.ts';
import { sandboxBankLinkRoutes } from './modules/sandbox-bank-link/routes.ts';
import { spendRuleRoutes } from './modules/spend-rules/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { sandboxWebhookRoutes } from './modules/webhooks/sandbox-routes.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { servicesPlugin } from './plugins/services.ts';
import { webPlugin } from './plugins/web.ts';

export const BODY_LIMIT_BYTES = 1_048_576;

export type AppOptions = { config: Config; db: Database; masterKey: Buffer; logger?: boolean };

/** Builds the HTTP app. Plugin order: infrastructure, then services and auth, then routes. */
export async function buildApp({
  config,
  db,
  masterKey,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["idempotency-key"]',
              'req.headers["x-card-token"]',
              'res.headers["set-cookie"]',
            ],
            censor: REDACTED,
          },
          // A failed statement's values stay out of the logs (lib/log-safe-error.ts).
          serializers: logSerializers,
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client may write any X-Forwarded-For: it is believed only from the proxies configured.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Query strings are only ever read through schemas; never let `a[b]=c` build objects.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  // Plaid Link runs from Plaid's CDN in a frame and calls Plaid's API (Plaid's CSP guidance);
  // without Plaid the policy stays same-origin only.
  const plaid =
    config.bankLink.provider === 'plaid'
      ? {
          cdn: 'https://cdn.plaid.com',
          api: `https://${config.bankLink.plaid.environment}.plaid.com`,
        }
      : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", ...(plaid ? [plaid.cdn] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(plaid ? [plaid.api] : [])],
        fontSrc: ["'self'", 'data:'],
        ...(plaid ? { frameSrc: ["'self'", plaid.cdn] } : {}),
      },
    },
  });
  // Only the API is limited: a page of the web app is a dozen static files. The counters live in
  // the database, so every API process counts the same hits (adapters/rate-limit-store.ts).
  await app.register(rateLimit, {
    store: sharedRateLimitStore(db),
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await app.register(accountRateLimitPlugin, { db });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Causeway API',
        version: '0.1.0',
        description: 'Cards and bank-transfer payouts for organisations that pay people.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
      webhooks: openApiWebhooks(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(metricsPlugin);

  const signingKeys = new SigningKeyStore(db, masterKey);
  await signingKeys.load();
  const accessTokens = new AccessTokenService(db, config, signingKeys);
  const outbox = new Outbox({ email: Boolean(config.smtpUrl), sms: Boolean(config.sms) });
  const google = config.google
    ? new GoogleSignIn(db, { ...config, google: config.google }, masterKey)
    : undefined;
  const bankLink = createBankLink(config.bankLink);
  await app.register(servicesPlugin, {
    config,
    db,
    masterKey,
    signingKeys,
    accessTokens,
    outbox,
    google,
    bankLink,
    documentStorage: createDocumentStorage(config.onboarding.storage, {
      publicUrl: config.publicUrl,
      masterKey,
    }),
    identityVerifier: createIdentityVerifier(config.onboarding.identityVerification),
  });
  await app.register(authenticatePlugin);
  await app.register(auditPlugin);

  await app.register(wellKnownRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(identityRoutes);
      await api.register(userRoutes);
      await api.register(businessRoutes);
      await api.register(fundingRoutes);
      await api.register(cardRoutes);
      await api.register(cardRevealRoutes);
      await api.register(cardLinkingRoutes);
      await api.register(cardReissueRoutes);
      await api.register(cardLifecycleRoutes);
      await api.register(cardholderRoutes);
      await api.register(transactionRoutes);
      await api.register(spendRuleRoutes);
      await api.register(cardTagRoutes);
      await api.register(metadataRoutes);
      await api.register(cardOrderRoutes);
      await api.register(bankTransferRoutes);
      await api.register(importRoutes);
      await api.register(auditRoutes);
      await api.register(onboardingRoutes);
      await api.register(platformReviewRoutes);
      await api.register(documentStorageRoutes);
      await api.register(webhookRoutes);
      await api.register(apiCredentialRoutes);
      await api.register(autoloadRoutes);
      await api.register(reportingRoutes);
      if (config.sandbox) await api.register(sandboxRoutes);
      if (config.sandbox) await api.register(sandboxAutoloadRoutes);
      if (config.sandbox) await api.register(sandboxAuthorizationRoutes);
      if (config.sandbox) await api.register(sandboxCardOrderRoutes);
      if (config.sandbox) await api.register(sandboxBankRoutes);
      if (config.sandbox) await api.register(sandboxBankLinkRoutes);
      if (config.sandbox) await api.register(sandboxWebhookRoutes);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(apiReference);
  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
