import { Outbox } from './adapters/outbox.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { OutboxDispatcher } from './jobs/outbox-dispatcher.ts';
import { loadMasterKey } from './lib/master-key.ts';
import { DEMO_CARDHOLDER, DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

const USAGE = 'usage: causeway <all|api|worker|migrate>';

/**
 * One entry point, several roles: `all` (the embedded default: migrate, seed, API and worker in one
 * process), `api` and `worker` for separate processes on PostgreSQL, `migrate` for deploy steps.
 */
async function main(command: string) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const stops: (() => Promise<unknown>)[] = [];
  const shutdown = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  if (command === 'migrate' || command === 'all' || database.engine === 'pglite') await database.migrate();
  if (command === 'migrate') return shutdown();

  const masterKey = await loadMasterKey(config);
  if (command === 'all' && config.seedDemo) {
    const outbox = new Outbox({ email: Boolean(config.smtpUrl), sms: Boolean(config.sms) });
    const seeded = await seedDemo(database.db, { outbox, masterKey, publicUrl: config.publicUrl });
    if (seeded) {
      console.info(
        `\nSeeded the demo organisation. Sign in at ${config.publicUrl}/login with password ${DEMO_PASSWORD}:`,
      );
      for (const member of [...DEMO_MEMBERS, { ...DEMO_CARDHOLDER, role: 'cardholder' }])
        console.info(`  ${member.email.padEnd(26)} ${member.role}`);
    }
  }
  if (command === 'all' || command === 'worker') {
    const dispatcher = new OutboxDispatcher(database.db, config);
    dispatcher.start();
    stops.push(() => dispatcher.stop());
  }
  if (command === 'all' || command === 'api') {
    const app = await buildApp({ config, db: database.db, masterKey });
    await app.listen({ port: config.port, host: config.host });
    stops.push(() => app.close());
    console.info(`Causeway is running at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
  }
}

const command = process.argv[2] ?? 'all';
if (!['all', 'api', 'worker', 'migrate'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
main(command).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
