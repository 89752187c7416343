// The ACH file benchmark of `npm run bench` (issue 10): 10,000 bank transfers created through the
// API, then cut into one NACHA file, on PGlite and PostgreSQL. Prints and records transfers/s, the
// cut's time, the NACHA writer's own time for those entries, and bytes per transfer. Writes
// bench/results/ach-file.json and the "ACH file" block of docs/performance.md.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { call } from './lib/card-loads.mjs';
import { writeSection } from './lib/doc-section.mjs';
import { startServer } from './lib/server.mjs';

const TRANSFERS = Number(process.env.BENCH_ACH_TRANSFERS ?? 10_000);
const IN_FLIGHT = 16;
const RECIPIENTS = 50;
const DEPOSIT_CENTS = 100_000_000;
const WRITER_RUNS = 5;
const STARTUP_GRACE_MS = 180_000;
const RESULTS = path.join(import.meta.dirname, 'results/ach-file.json');
const DEMO_LOGIN = { grantType: 'password', login: 'admin@example.org', password: 'Causeway#2026' };
const ROUTING_NUMBERS = ['011000015', '021000021'];

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const session = await response.json();
  const me = await call(baseUrl, session.accessToken, 'GET', `/api/users/${session.userId}`);
  return { token: session.accessToken, organizationId: me.businesses[0].topLevelBusinessId };
}

/** A bank-transfer program with $1,000,000 and RECIPIENTS verified recipients, half of them businesses. */
async function prepare(baseUrl) {
  const { token, organizationId } = await signIn(baseUrl);
  const { program } = await call(baseUrl, token, 'POST', `/api/businesses/${organizationId}/program`, {
    name: 'ACH Benchmark',
    productType: 'bank_transfers',
  });
  const deposit = await fetch(`${baseUrl}/api/sandbox/achDeposits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: program.id, amountCents: DEPOSIT_CENTS }),
  });
  if (deposit.status !== 201) throw new Error(`deposit → ${deposit.status} ${await deposit.text()}`);
  const recipientIds = [];
  for (let index = 0; index < RECIPIENTS; index += 1) {
    const business = index % 2 === 1;
    const letters = `${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`;
    const { recipient } = await call(baseUrl, token, 'POST', '/api/bankTransfers/recipientWithBankAccount', {
      businessId: program.id,
      type: business ? 'business' : 'person',
      name: business ? `Bench Works ${letters}` : `Bench Payee ${letters}`,
      email: `bench-payee-${index}@example.org`,
      bankAccount: {
        nameOnAccount: business ? 'Bench Works Inc' : 'Bench Payee',
        accountType: index % 3 === 0 ? 'savings' : 'checking',
        accountNumber: String(700_000_000 + index),
        routingNumber: ROUTING_NUMBERS[index % ROUTING_NUMBERS.length],
      },
    });
    recipientIds.push(recipient.id);
  }
  return { token, programId: program.id, recipientIds };
}

/** TRANSFERS payments, IN_FLIGHT requests at a time, each with its own Idempotency-Key. */
async function createTransfers(baseUrl, { token, programId, recipientIds }) {
  let next = 0;
  let totalCents = 0;
  const worker = async () => {
    while (next < TRANSFERS) {
      const index = next;
      next += 1;
      const amountCents = 100 + ((index * 7_919) % 9_900);
      totalCents += amountCents;
      const response = await fetch(`${baseUrl}/api/bankTransfers/transfers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          businessId: programId,
          recipientId: recipientIds[index % recipientIds.length],
          amountCents,
          speed: 'ach',
        }),
      });
      if (response.status !== 201) throw new Error(`transfer → ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, transfersPerSecond: TRANSFERS / seconds, totalCents };
}

/** The sandbox's "cut now": every approved ACH transfer into files, timed end to end. */
async function cutFile(baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/sandbox/bank/cutFiles`, { method: 'POST' });
  const body = await response.json();
  if (!response.ok) throw new Error(`cutFiles → ${response.status} ${JSON.stringify(body)}`);
  return { cutMs: performance.now() - started, files: body.files };
}

async function fileContent(databaseUrl, fileName) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select content from ach_files where file_name = $1', [fileName]);
  await client.end();
  return rows[0].content;
}

/**
 * The NACHA writer alone on the file the server wrote (read back, then written again from what was
 * read), WRITER_RUNS times; the median. The read-back also proves the file parses and its totals hold.
 */
async function writerTime(content, expected) {
  const nacha = await tsImport('../packages/nacha/src/index.ts', import.meta.url);
  const read = nacha.readAchFile(content);
  if (
    read.control.totalCreditAmountCents !== expected.totalCents ||
    read.control.entryAddendaCount !== TRANSFERS
  )
    throw new Error('the file read back does not hold the transfers created');
  const input = {
    ...read.header,
    batches: read.batches.map((batch) => ({
      ...batch.header,
      entries: batch.entries.map(({ addenda: _addenda, addendaIndicator: _indicator, ...entry }) => entry),
    })),
  };
  const times = [];
  for (let run = 0; run < WRITER_RUNS; run += 1) {
    const started = performance.now();
    const written = nacha.writeAchFile(input);
    times.push(performance.now() - started);
    if (written !== content) throw new Error('writing the file read back gave another file');
  }
  return times.sort((a, b) => a - b)[Math.floor(WRITER_RUNS / 2)];
}

/** startServer waits 60 s; a busy machine (migrations, the seed's password hashing) may need longer. */
async function healthy(baseUrl) {
  const deadline = Date.now() + STARTUP_GRACE_MS;
  while (Date.now() < deadline) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${baseUrl} did not start`);
}

async function achFileOn(engine, adminUrl) {
  // The worker's own loop stays out of the way (the benchmark cuts the file itself), and one sign-in
  // lasts the run, however long a busy machine makes it.
  const server = await startServer(engine, adminUrl, {
    env: { ACH_JOB_INTERVAL_MS: '3600000', ACCESS_TOKEN_TTL_SECONDS: '86400' },
  });
  try {
    await healthy(server.baseUrl);
    const setup = await prepare(server.baseUrl);
    const created = await createTransfers(server.baseUrl, setup);
    console.info(
      `${engine}: ${TRANSFERS} transfers in ${created.seconds.toFixed(1)} s, ${created.transfersPerSecond.toFixed(0)}/s`,
    );
    const cut = await cutFile(server.baseUrl);
    if (cut.files.length !== 1 || cut.files[0].entryCount !== TRANSFERS)
      throw new Error(`expected one file of ${TRANSFERS} entries, got ${JSON.stringify(cut.files)}`);
    const [file] = cut.files;
    const row = {
      engine,
      transfersPerSecond: created.transfersPerSecond,
      createSeconds: created.seconds,
      cutMs: cut.cutMs,
      contentBytes: file.contentBytes,
      bytesPerTransfer: file.contentBytes / file.entryCount,
      totalCreditCents: file.totalCreditCents,
    };
    if (server.databaseUrl)
      row.writerMs = await writerTime(await fileContent(server.databaseUrl, file.fileName), created);
    console.info(
      `${engine}: one file of ${file.entryCount} entries cut in ${row.cutMs.toFixed(0)} ms, ${file.contentBytes} bytes (${row.bytesPerTransfer.toFixed(1)} per transfer)${row.writerMs ? `; the writer alone ${row.writerMs.toFixed(1)} ms` : ''}`,
    );
    return row;
  } finally {
    await server.stop();
  }
}

const format = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function markdown(results) {
  const [lite, postgres] = [results.pglite, results.postgres];
  return [
    `Measured ${results.date} on ${results.machine}; load average ${results.loadAverage} when the run started (the client, the server and PostgreSQL share these cores).`,
    '',
    `What is measured: ${TRANSFERS.toLocaleString('en-US')} standard ACH transfers created through \`POST /api/bankTransfers/transfers\` (a signed-in admin, a fresh Idempotency-Key each, ${IN_FLIGHT} requests in flight, to ${RECIPIENTS} verified recipients, half of them businesses), each debiting the program's funding account in the ledger; then \`POST /api/sandbox/bank/cutFiles\` cuts them into one NACHA file: the transfers are claimed (\`FOR UPDATE SKIP LOCKED\`), their account numbers decrypted, trace numbers given under the numbering lock, the file written and stored, and every transfer marked submitted, in one transaction. The writer's own time is \`writeAchFile\` on the same ${TRANSFERS.toLocaleString('en-US')} entries (the file read back from PostgreSQL and written again, identical; median of ${WRITER_RUNS}).`,
    '',
    '| | PGlite | PostgreSQL |',
    '|---|---|---|',
    `| transfers created per second | ${format(lite.transfersPerSecond)} | ${format(postgres.transfersPerSecond)} |`,
    `| cutting the file of ${TRANSFERS.toLocaleString('en-US')} entries, end to end | ${format(lite.cutMs / 1000, 2)} s | ${format(postgres.cutMs / 1000, 2)} s |`,
    `| the NACHA writer alone (no database: the same function on the same entries) | ${format(postgres.writerMs, 1)} ms | ${format(postgres.writerMs, 1)} ms |`,
    `| file size | ${format(lite.contentBytes)} bytes | ${format(postgres.contentBytes)} bytes |`,
    `| bytes per transfer | ${format(lite.bytesPerTransfer, 1)} | ${format(postgres.bytesPerTransfer, 1)} |`,
    '',
    `A transfer costs one 94-character entry record and its newline (95 bytes); the batch headers and controls, the file header and control and the padding to a block of 10 records add the rest. The writer accounts for ${format(postgres.writerMs / 1000, 1)} s of the cut; the rest is one claim query, decrypting the account numbers, storing the file and, most likely the bulk of it, ${TRANSFERS.toLocaleString('en-US')} single-row updates (one \`markTransferSubmitted\` round trip per transfer), which one set-based update per file would replace. Neither the cut nor the creation rate was profiled, and the machine was shared and busy (see the load average).`,
  ].join('\n');
}

/** Runs the benchmark on both engines, writes the results file and the docs block. */
export async function runAchFile({ adminUrl }) {
  const cpu = os.cpus();
  const loadAverage = os.loadavg()[0].toFixed(1);
  const pglite = await achFileOn('pglite', adminUrl);
  const postgres = await achFileOn('postgres', adminUrl);
  const results = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    transfers: TRANSFERS,
    loadAverage,
    pglite,
    postgres,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  const section = markdown(results);
  writeSection('ach-file', 'ACH file: 10,000 transfers into one NACHA file', section);
  console.info(`\n${section}`);
  return results;
}
