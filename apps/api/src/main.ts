import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { Outbox } from './adapters/outbox.ts';
import { API_PROCESS_SHUTDOWN_TIMEOUT_MS, ApiCluster, type ListeningAddress } from './cluster/api-cluster.ts';
import { type Arguments, parseArguments, USAGE, UsageError } from './cluster/arguments.ts';
import { followPrimary } from './cluster/follow-primary.ts';
import { processCount } from './cluster/process-count.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase, pendingMigrations } from './db/client.ts';
import { SigningKeyStore } from './identity/signing-keys.ts';
import { EmbeddedAnalyzer } from './jobs/embedded-analyze.ts';
import { OutboxDispatcher } from './jobs/outbox-dispatcher.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { assertMasterKeyFits, loadMasterKey } from './lib/master-key.ts';
import { Lifecycle, StartupError } from './lifecycle.ts';
import { achContextOf, consoleJobLog } from './modules/ach/ach-context.ts';
import { AchJobRunner } from './modules/ach/run-ach-jobs.ts';
import { AUTOLOAD_JOB_INTERVAL_MS, AutoloadJobRunner } from './modules/autoloads/run-autoload-jobs.ts';
import { ImportJobRunner } from './modules/imports/run-import-jobs.ts';
import { WebhookRunner } from './modules/webhooks/run-webhook-jobs.ts';
import { DEMO_CARDHOLDER, DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

/**
 * One entry point, several roles: `all` (the embedded default: migrate, seed, API and worker in one
 * process), `api` and `worker` for separate processes on PostgreSQL, `migrate` and `seed` for
 * deploy steps. Every role stops cleanly on SIGTERM/SIGINT (see Lifecycle). With more than one API
 * process (`--processes N`, PostgreSQL) this process is the cluster's primary: it does the one-time
 * steps (migrate, seed, the worker's jobs for `all`), then forks the API processes (src/cluster).
 */
async function start(
  { command, processes: requested }: Arguments,
  lifecycle: Lifecycle,
): Promise<'running' | 'done'> {
  const config = loadConfig();
  // 0 for the commands that serve no HTTP; PGlite refuses more than 1 before anything is opened.
  const processes =
    command === 'all' || command === 'api'
      ? processCount({ command, requested, engine: config.databaseUrl ? 'postgres' : 'pglite' })
      : 0;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
  });
  lifecycle.onStop('database', () => database.close());
  await assertReachable(database, config);

  if (command === 'migrate') {
    const applied = await database.migrate();
    console.info(
      applied === 0
        ? 'The database is up to date: no migration to apply.'
        : `Applied ${applied} migration${applied === 1 ? '' : 's'}.`,
    );
    return 'done';
  }
  if (command === 'all' || database.engine === 'pglite') await database.migrate();
  if (lifecycle.isStopping) return 'done';
  await assertMigrated(database);

  const masterKey = await loadMasterKey(config);
  await assertMasterKeyFits(database.db, masterKey, config);
  if (command === 'seed' || ((command === 'all' || command === 'api') && config.seedDemo))
    await seed(database, config, masterKey, command === 'seed');
  if (command === 'seed' || lifecycle.isStopping) return 'done';

  if (command === 'all' || command === 'worker') {
    const dispatcher = new OutboxDispatcher(database.db, config);
    dispatcher.start();
    lifecycle.onStop('worker', () => dispatcher.stop());
    // Bank transfers: NACHA files at the windows, instant payments, returns and NOCs, settlement.
    const outbox = new Outbox({ email: Boolean(config.smtpUrl), sms: Boolean(config.sms) });
    const achJobs = new AchJobRunner(database.db, achContextOf(config, { masterKey, outbox }), {
      intervalMs: config.ach.jobIntervalMs,
    });
    achJobs.start();
    lifecycle.onStop('ACH jobs', () => achJobs.stop());
    // Webhooks: signed deliveries of the outbox's events, on the retry schedule (issue 17).
    const webhooks = new WebhookRunner(database.db, {
      masterKey,
      outbox,
      sandbox: config.sandbox,
      publicUrl: config.publicUrl,
      log: consoleJobLog,
    });
    webhooks.start();
    lifecycle.onStop('webhook deliveries', () => webhooks.stop());
    // Autoloads: runs at 03:00 New York, each recorded and loaded once (modules/autoloads).
    const autoloadJobs = new AutoloadJobRunner(
      database.db,
      { outbox, fixedCustomFields: config.fixedCustomFields, log: consoleJobLog },
      { intervalMs: AUTOLOAD_JOB_INTERVAL_MS },
    );
    autoloadJobs.start();
    lifecycle.onStop('autoload jobs', () => autoloadJobs.stop());
    // CSV imports: confirmed files worked through row by row, resumed from the cursor after a crash.
    const importJobs = new ImportJobRunner(
      database.db,
      { config, masterKey, outbox, log: consoleJobLog },
      { intervalMs: 1_000, leaseMs: config.importLeaseMs },
    );
    importJobs.start();
    lifecycle.onStop('import jobs', () => importJobs.stop());
    // The embedded engine has no autovacuum: its statistics follow the tables' growth from here.
    if (database.engine === 'pglite') {
      const analyzer = new EmbeddedAnalyzer(database.db, consoleJobLog);
      analyzer.start();
      lifecycle.onStop('embedded statistics', () => analyzer.stop());
    }
    const delivered = dispatcher.channels.join(' and ');
    console.info(
      delivered
        ? `Causeway worker is delivering ${delivered} from the outbox.`
        : 'Causeway worker is running; with no SMTP_URL or SMS_PROVIDER_URL, messages stay in the outbox table.',
    );
  }
  if (processes === 1) {
    const address = await serveHttp(config, database.db, masterKey, lifecycle);
    console.info(
      `Causeway is running at ${config.publicUrl}, listening on ${address} (API docs: ${config.publicUrl}/api/docs)`,
    );
  } else if (processes > 1) {
    // Every API process would otherwise create a signing key of its own on an empty database.
    await new SigningKeyStore(database.db, masterKey).load();
    const apiProcesses = new ApiCluster({ processes });
    lifecycle.onStop('API processes', () => apiProcesses.stop());
    const address = await apiProcesses.start();
    if (lifecycle.isStopping) return 'running';
    console.info(
      `Causeway is running at ${config.publicUrl}, listening on ${urlOf(address)} with ${processes} API processes (API docs: ${config.publicUrl}/api/docs)`,
    );
  }
  return 'running';
}

/** An API process of a cluster: the primary has migrated, seeded and checked the key already. */
async function startApiProcess(lifecycle: Lifecycle): Promise<'running'> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
  });
  lifecycle.onStop('database', () => database.close());
  await serveHttp(config, database.db, await loadMasterKey(config), lifecycle);
  return 'running';
}

/**
 * Builds the app and listens; answers the address. A stop closes it after its requests in flight.
 * The app (Fastify, its plugins, every route) is imported here, not at start: a cluster's primary,
 * `worker`, `migrate` and `seed` serve no HTTP, and loading it cost each of them about a second of CPU.
 */
async function serveHttp(config: Config, db: Database, masterKey: Buffer, lifecycle: Lifecycle) {
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config, db, masterKey });
  lifecycle.onStop('HTTP server', () => app.close());
  return app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw error;
    throw new StartupError(
      `Cannot listen on HOST ${config.host}, PORT ${config.port}: ${code === 'EADDRINUSE' ? 'another process uses that port' : (error as Error).message}.`,
    );
  });
}

const urlOf = ({ address, port, addressType }: ListeningAddress) =>
  `http://${addressType === 6 || addressType === 'IPv6' ? `[${address}]` : address}:${port}`;

async function assertReachable(database: DatabaseHandle, config: Config) {
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    const where = config.databaseUrl ? `DATABASE_URL (${new URL(config.databaseUrl).host})` : config.dataDir;
    throw new StartupError(
      `Cannot reach the database at ${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** API and worker processes never migrate PostgreSQL themselves: that is one deploy step. */
async function assertMigrated(database: DatabaseHandle) {
  const pending = await pendingMigrations(database.db);
  if (pending > 0)
    throw new StartupError(
      `The database at DATABASE_URL lacks ${pending} migration${pending === 1 ? '' : 's'} of this version: run \`causeway migrate\` first (once per deploy).`,
    );
}

async function seed(database: DatabaseHandle, config: Config, masterKey: Buffer, asked: boolean) {
  const outbox = new Outbox({ email: Boolean(config.smtpUrl), sms: Boolean(config.sms) });
  const seeded = await seedDemo(database.db, { outbox, masterKey, publicUrl: config.publicUrl });
  if (!seeded) {
    if (asked) console.info('The database already holds an organisation: nothing seeded.');
    return;
  }
  console.info(
    `\nSeeded the demo organisation. Sign in at ${config.publicUrl}/login with password ${DEMO_PASSWORD}:`,
  );
  for (const member of [...DEMO_MEMBERS, { ...DEMO_CARDHOLDER, role: 'cardholder' }])
    console.info(`  ${member.email.padEnd(26)} ${member.role}`);
}

let commandLine: Arguments;
try {
  commandLine = parseArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`causeway: ${error.message}\n${USAGE}`);
  process.exit(2);
}
let lifecycle: Lifecycle;
let startup: Promise<'running' | 'done'>;
if (cluster.isWorker) {
  lifecycle = new Lifecycle({ timeoutMs: API_PROCESS_SHUTDOWN_TIMEOUT_MS }).handleSignals();
  followPrimary(lifecycle);
  startup = lifecycle.starting(startApiProcess(lifecycle));
} else {
  lifecycle = new Lifecycle().handleSignals().followParent();
  startup = lifecycle.starting(start(commandLine, lifecycle));
}
startup.then(
  (outcome) => {
    if (outcome === 'done') void lifecycle.stop();
  },
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof StartupError ? error.message : logSafeError(error),
    );
    void lifecycle.stop(undefined, 1);
  },
);
