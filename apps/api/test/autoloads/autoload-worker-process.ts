// A worker process for the multi-process test: the real AutoloadJobRunner against DATABASE_URL, on a
// simulated clock both workers share (CLOCK_START_MS at wall instant CLOCK_EPOCH_MS, CLOCK_SPEED
// simulated ms per real ms). Run with tsx; stops cleanly on SIGTERM, dies mid-batch on SIGKILL.
import { Outbox } from '../../src/adapters/outbox.ts';
import { openPostgres } from '../../src/db/client.ts';
import { AutoloadJobRunner } from '../../src/modules/autoloads/run-autoload-jobs.ts';

const startMs = Number(process.env.CLOCK_START_MS);
const epochMs = Number(process.env.CLOCK_EPOCH_MS);
const speed = Number(process.env.CLOCK_SPEED);
const now = () => startMs + Math.max(0, Date.now() - epochMs) * speed;

const database = await openPostgres(process.env.DATABASE_URL!);
const runner = new AutoloadJobRunner(
  database.db,
  {
    outbox: new Outbox({ email: false, sms: false }),
    fixedCustomFields: {},
    log: { info: () => {}, warn: console.warn, error: (message, error) => console.error(message, error) },
  },
  { intervalMs: 25, now },
);
runner.start();
console.info('autoload worker running');
process.once('SIGTERM', async () => {
  await runner.stop();
  await database.close();
  console.info('autoload worker stopped');
  process.exit(0);
});
