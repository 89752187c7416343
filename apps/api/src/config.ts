import path from 'node:path';
import { customFieldSetSchema } from '@causeway/contracts';
import { englishOf, isValidAbaChecksum } from '@causeway/domain';
import { z } from 'zod';
import { type BankLinkConfig, bankLinkConfigFrom } from './adapters/bank-link/index.ts';
import { WEB_DIST_DIR } from './lib/paths.ts';
import {
  type OnboardingConfig,
  onboardingConfigOf,
  onboardingEnvironmentShape,
} from './modules/onboarding/onboarding-config.ts';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .optional();

/** Custom fields the platform sets per business (spec §3 "fixed custom fields"), by business id. */
const fixedCustomFieldsShape = z.record(
  z.uuid('must be a business id'),
  z
    .array(customFieldSetSchema)
    .refine(
      (sets) => new Set(sets.map((set) => set.resourceType)).size === sets.length,
      'Each resource type may appear once per business',
    )
    .refine(
      (sets) =>
        sets.every((set) => new Set(set.options.map((option) => option.name)).size === set.options.length),
      'Each field name may appear once per resource type',
    ),
);
export type FixedCustomFields = z.output<typeof fixedCustomFieldsShape>;

const fixedCustomFields = z
  .string()
  .default('{}')
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be JSON, e.g. {"<businessId>": [{"resourceType": …}]}',
      });
      return z.NEVER;
    }
  })
  .pipe(fixedCustomFieldsShape);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process may open to PostgreSQL (processes × hosts × this ≤ max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_PREPARED_STATEMENTS: flag,
  PUBLIC_URL: z.string().url().optional(),
  SANDBOX: flag,
  SEED_DEMO: flag,
  ENCRYPTION_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9+/]{43}=$/,
      'ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)',
    )
    .optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Causeway <no-reply@causeway.example>'),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  HIDE_TRANSACTION_DATA_BUSINESS_IDS: commaList,
  SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: commaList,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Addresses or CIDR ranges of the proxies in front (a load balancer); none by default. */
  TRUST_PROXY: commaList,
  FIXED_CUSTOM_FIELDS: fixedCustomFields,
  // --- ACH and instant payments (issue 10). The defaults are the sandbox's: a made-up originator
  // whose files only the simulated bank reads. Production sets its bank's values and folders.
  /** Outgoing NACHA files land here for the operators' SFTP job (default DATA_DIR/ach/outbox). */
  ACH_OUTBOX_DIR: z.string().optional(),
  /** The bank's return and NOC files are read from here (default DATA_DIR/ach/inbox). */
  ACH_INBOX_DIR: z.string().optional(),
  /** The ODFI: the bank that sends our entries (file header destination, trace number prefix). */
  ACH_ODFI_ROUTING: z
    .string()
    .refine(isValidAbaChecksum, 'must be a 9-digit routing number whose check digit holds')
    .default('231380104'),
  ACH_COMPANY_NAME: z.string().trim().min(1).max(23).default('CAUSEWAY'),
  /** The originator's company id, usually '1' and its EIN: 10 characters. */
  ACH_COMPANY_ID: z
    .string()
    .regex(/^[0-9A-Za-z ]{10}$/, 'must be 10 characters, e.g. 1 and the 9-digit EIN')
    .default('1234567890'),
  ACH_DESTINATION_NAME: z.string().trim().min(1).max(23).default('SANDBOX BANK'),
  /** An RTP/FedNow gateway taking pacs.008-shaped JSON; without it (and SANDBOX=0) instant transfers wait. */
  INSTANT_RAIL_URL: z.string().url().optional(),
  INSTANT_RAIL_TOKEN: z.string().optional(),
  /** How often the worker cuts files, sends instant payments, reads returns and settles. */
  ACH_JOB_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(5_000),
  /**
   * How long a worker holds a CSV import between its batches of 100 rows: a crashed worker's
   * import is taken up by another once it runs out. Longer than a batch takes.
   */
  IMPORT_LEASE_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(60_000),
  // --- Business onboarding (issue 13): document storage, the KYB provider, platform reviewers.
  ...onboardingEnvironmentShape,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Repeated statements as named prepared statements (DATABASE_PREPARED_STATEMENTS, default on). */
  databasePreparedStatements: boolean;
  /** How long a worker holds a CSV import between batches (IMPORT_LEASE_MS). */
  importLeaseMs: number;
  publicUrl: string;
  sandbox: boolean;
  /** The bank-link provider of the recipient intake: Plaid, the sandbox's look-alike, or none. */
  bankLink: BankLinkConfig;
  seedDemo: boolean;
  encryptionKey: string | undefined;
  externalIssuer: { issuer: string; audience: string | undefined } | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { url: string; token: string | undefined } | undefined;
  logLevel: string;
  webDistDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  hideTransactionDataBusinessIds: string[];
  superFundingAccountBusinessIds: string[];
  rateLimitPerMinute: number;
  /** Only these peers' X-Forwarded-For is believed; anyone else's address is their own. */
  trustProxy: string[];
  fixedCustomFields: FixedCustomFields;
  /** ACH originator identity, folders and the job interval (issue 10). */
  ach: {
    outboxDir: string;
    inboxDir: string;
    odfiRouting: string;
    companyName: string;
    companyId: string;
    destinationName: string;
    jobIntervalMs: number;
  };
  instantRail: { url: string; token: string | undefined } | undefined;
  /** Document storage, the identity-verification provider and the platform reviewers (issue 13). */
  onboarding: OnboardingConfig;
};

export class ConfigError extends Error {}

/** PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV, refused like the other settings. */
function bankLinkOf(environment: Readonly<Record<string, string | undefined>>, sandbox: boolean) {
  try {
    return bankLinkConfigFrom(environment, { sandbox });
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n${(error as Error).message}`);
  }
}

/** Document storage and KYB settings (issue 13), refused like the other settings. */
function onboardingOf(...args: Parameters<typeof onboardingConfigOf>) {
  try {
    return onboardingConfigOf(...args);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n${(error as Error).message}`);
  }
}

/**
 * Settings the embedded default can derive but several processes on one PostgreSQL cannot: each
 * would pick its own (a token issuer from its own port, a generated key in its own folder).
 */
const REQUIRED_WITH_DATABASE_URL = {
  PUBLIC_URL:
    'required with DATABASE_URL: the one address people use (e.g. https://pay.example.org), the same for every process; it is the token issuer, so every API process accepts the tokens of the others',
  ENCRYPTION_KEY:
    'required with DATABASE_URL: the same key for every process (generate one once with: openssl rand -base64 32)',
} as const;

/** Parses the environment once at start; a bad variable is named in a readable error. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema
    .superRefine((env, context) => {
      if (env.DATABASE_URL === undefined) return;
      for (const [name, message] of Object.entries(REQUIRED_WITH_DATABASE_URL))
        if (env[name as keyof typeof REQUIRED_WITH_DATABASE_URL] === undefined)
          context.addIssue({ code: 'custom', path: [name], message });
    })
    .safeParse(environment);
  if (!parsed.success) {
    // Domain schemas carry message tokens; an operator reads the English.
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${englishOf(issue.message)}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const bankLink = bankLinkOf(environment, env.SANDBOX ?? env.DATABASE_URL === undefined);
  // npm runs workspace scripts inside the workspace folder; relative paths mean the folder npm was run from.
  const baseDir = environment.INIT_CWD ?? process.cwd();
  const embedded = env.DATABASE_URL === undefined;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(baseDir, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS ?? true,
    importLeaseMs: env.IMPORT_LEASE_MS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    sandbox: env.SANDBOX ?? embedded,
    seedDemo: env.SEED_DEMO ?? embedded,
    encryptionKey: env.ENCRYPTION_KEY,
    externalIssuer: env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE } : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: env.SMS_PROVIDER_URL ? { url: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN } : undefined,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(baseDir, env.WEB_DIST_DIR ?? WEB_DIST_DIR),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    hideTransactionDataBusinessIds: env.HIDE_TRANSACTION_DATA_BUSINESS_IDS,
    superFundingAccountBusinessIds: env.SUPER_FUNDING_ACCOUNT_BUSINESS_IDS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    fixedCustomFields: env.FIXED_CUSTOM_FIELDS,
    bankLink,
    ach: {
      outboxDir: path.resolve(baseDir, env.ACH_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'ach', 'outbox')),
      inboxDir: path.resolve(baseDir, env.ACH_INBOX_DIR ?? path.join(env.DATA_DIR, 'ach', 'inbox')),
      odfiRouting: env.ACH_ODFI_ROUTING,
      companyName: env.ACH_COMPANY_NAME,
      companyId: env.ACH_COMPANY_ID,
      destinationName: env.ACH_DESTINATION_NAME,
      jobIntervalMs: env.ACH_JOB_INTERVAL_MS,
    },
    instantRail: env.INSTANT_RAIL_URL
      ? { url: env.INSTANT_RAIL_URL, token: env.INSTANT_RAIL_TOKEN }
      : undefined,
    onboarding: onboardingOf(env, path.resolve(baseDir, env.DATA_DIR), env.SANDBOX ?? embedded),
  };
}
