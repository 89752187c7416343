// The authorization benchmark of `npm run bench` (issue 5 item 8): issuer decisions with three spend
// rules on the card, on PGlite and PostgreSQL. Writes bench/results/authorizations.json and the
// "Authorization decisions" block of docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  measureClosedLoop,
  measureFixedRate,
  PURCHASE,
  prepareAuthorizations,
  SPEND_RULES,
} from './lib/authorizations.mjs';
import { CARD_COUNT } from './lib/card-loads.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';
import { writeSection } from './lib/doc-section.mjs';
import { perOperation, probe, probeServerOptions } from './lib/probe-client.mjs';
import { analyzeDatabase, freePort, startServer } from './lib/server.mjs';

const CLIENTS = [1, 8, 32];
const RATE = 200;
const TARGET_P99_MS = 20;
const SEQUENTIAL_DECISIONS = 200;
const RESULTS = path.join(import.meta.dirname, 'results/authorizations.json');

/** Statements per decision, one decision at a time: how many, of which kind, and their round trips. */
async function sequentialStatements(baseUrl, probePort, cardIds) {
  await probe(probePort, 'start');
  const started = performance.now();
  for (let index = 0; index < SEQUENTIAL_DECISIONS; index += 1) {
    const response = await fetch(`${baseUrl}/api/sandbox/authorizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...PURCHASE, cardId: cardIds[index % cardIds.length] }),
    });
    if (response.status !== 201)
      throw new Error(`authorization → ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  const decisionMs = (performance.now() - started) / SEQUENTIAL_DECISIONS;
  const { statements } = await probe(probePort, 'stop');
  return perDecision(statements, SEQUENTIAL_DECISIONS, decisionMs);
}

function perDecision(statements, decisions, decisionMs) {
  return { decisions, decisionMs, ...perOperation(statements, decisions) };
}

async function engineVersion(engine, databaseUrl) {
  if (engine === 'pglite') {
    const entry = createRequire(path.join(import.meta.dirname, '../apps/api/package.json')).resolve(
      '@electric-sql/pglite',
    );
    const packageFile = path.join(entry.slice(0, entry.indexOf('/dist/')), 'package.json');
    return `PGlite ${JSON.parse(readFileSync(packageFile, 'utf8')).version}`;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const setting = async (name) => (await client.query(`show ${name}`)).rows[0][name];
  const version = `PostgreSQL ${await setting('server_version')} (fsync ${await setting('fsync')}, synchronous_commit ${await setting('synchronous_commit')}, shared_buffers ${await setting('shared_buffers')})`;
  await client.end();
  return version;
}

async function decisionsOn(engine, { adminUrl, seconds, warmupSeconds }) {
  const probePort = await freePort();
  const server = await startServer(engine, adminUrl, probeServerOptions(probePort));
  try {
    const setup = await prepareAuthorizations(server.baseUrl);
    const version = await engineVersion(engine, server.databaseUrl);
    const { cardIds } = setup;
    const warmup = await measureClosedLoop(server.baseUrl, cardIds, {
      connections: 8,
      seconds: warmupSeconds,
    });
    await analyzeDatabase(server);
    const sequential = {
      purchasesPerCard: warmup.approved / CARD_COUNT,
      ...(await sequentialStatements(server.baseUrl, probePort, cardIds)),
    };
    const rows = [];
    const log = (row) => {
      const load = row.mode === 'closed' ? `${row.connections} clients` : `${row.targetRate}/s open loop`;
      console.info(
        `${engine} ${row.cards} card(s), ${load}: ${row.mode === 'closed' ? row.decisionsPerSecond.toFixed(0) : row.achievedRate.toFixed(0)} decisions/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, max ${row.latencyMaxMs} ms, ${row.approved}/${row.total} approved`,
      );
      rows.push(row);
      return row;
    };
    for (const connections of CLIENTS)
      log(await measureClosedLoop(server.baseUrl, cardIds, { connections, seconds }));
    // The open loop starts after a pause: the saturated 32-client cell leaves the database writing
    // back what it buffered, which is not what a steady 200/s meets.
    await settle();
    log(await measureFixedRate(server.baseUrl, cardIds, { rate: RATE, seconds }));

    await probe(probePort, 'start');
    const profiled = await measureFixedRate(server.baseUrl, cardIds, { rate: RATE, seconds });
    const { statements, profile } = await probe(probePort, 'stop');
    const profileFile = path.join(os.tmpdir(), `causeway-authorizations-${engine}.cpuprofile`);
    writeFileSync(profileFile, JSON.stringify(profile));
    console.info(
      `${engine} profiled ${RATE}/s run: p50 ${profiled.latencyP50Ms} ms, p99 ${profiled.latencyP99Ms} ms; profile in ${profileFile} (open in Chrome DevTools)`,
    );
    const underLoad = {
      run: profiled,
      statements: perDecision(statements, profiled.total, profiled.latencyP50Ms),
      buckets: summariseProfile(profile),
    };

    // One card per cell, each a card the cells above used like the others: its row locks queue
    // the purchases.
    const purchasesPerCard =
      (warmup.approved +
        SEQUENTIAL_DECISIONS +
        profiled.approved +
        rows.reduce((sum, row) => sum + row.approved, 0)) /
      CARD_COUNT;
    for (const [index, connections] of CLIENTS.entries())
      log(await measureClosedLoop(server.baseUrl, [cardIds[index]], { connections, seconds }));
    const busiest = cardIds[CLIENTS.length];
    await settle();
    const oneCardRate = log(await measureFixedRate(server.baseUrl, [busiest], { rate: RATE, seconds }));
    // Measure the statements again on the card of the last cell, the one with the longest history:
    // the velocity rule's read must not grow with it.
    const busyCard = {
      purchases: purchasesPerCard + oneCardRate.approved,
      ...(await sequentialStatements(server.baseUrl, probePort, [busiest])),
    };
    return { version, rows, sequential, underLoad, busyCard };
  } finally {
    await server.stop();
  }
}

const format = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const percent = (share) => `${format(share * 100)} %`;
const purchases = (count) => `${format(count)} ${format(count) === '1' ? 'purchase' : 'purchases'}`;
const cardsLabel = (cards) => (cards === 1 ? '1 card' : `${cards} cards`);
/** autocannon reports whole milliseconds, the open loop tenths. */
const milliseconds = (value) => (Number.isInteger(value) ? String(value) : format(value, 1));

function resultsTable(results) {
  const { pglite, postgres } = results;
  const lines = [
    `| cards | load | PGlite decisions/s | p50 / p99 / max ms | PostgreSQL decisions/s | p50 / p99 / max ms |`,
    '|---|---|---|---|---|---|',
  ];
  pglite.rows.forEach((lite, index) => {
    const server = postgres.rows[index];
    const load =
      lite.mode === 'closed'
        ? `${lite.connections} ${lite.connections === 1 ? 'client' : 'clients'}, closed loop`
        : `**${lite.targetRate}/s** open loop`;
    const rate = (row) => format(row.mode === 'closed' ? row.decisionsPerSecond : row.achievedRate);
    const latency = (row) =>
      `${milliseconds(row.latencyP50Ms)} / ${milliseconds(row.latencyP99Ms)} / ${milliseconds(row.latencyMaxMs)}`;
    lines.push(
      `| ${cardsLabel(lite.cards)} | ${load} | ${rate(lite)} | ${latency(lite)} | ${rate(server)} | ${latency(server)} |`,
    );
  });
  return lines;
}

const SETTLE_MS = 5_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function verdict(engine, results) {
  const rows = results[engine].rows.filter((row) => row.mode === 'rate');
  return rows
    .map((row) => {
      const met = row.latencyP99Ms < TARGET_P99_MS && row.achievedRate >= RATE * 0.98 && row.failed === 0;
      return `${cardsLabel(row.cards)} p99 ${format(row.latencyP99Ms, 1)} ms at ${format(row.achievedRate)}/s (${met ? 'met' : 'not met'})`;
    })
    .concat(
      `50 cards again during the profile p99 ${format(results[engine].underLoad.run.latencyP99Ms, 1)} ms at ${format(results[engine].underLoad.run.achievedRate)}/s`,
    )
    .join(', ');
}

function statementsTable(results) {
  const kinds = [
    ...new Set(
      [...results.pglite.sequential.kinds, ...results.postgres.sequential.kinds].map(({ kind }) => kind),
    ),
  ];
  const cell = (engine, kind) => {
    const entry = results[engine].sequential.kinds.find((item) => item.kind === kind);
    const loaded = results[engine].underLoad.statements.kinds.find((item) => item.kind === kind);
    return entry
      ? `${format(entry.perOperation, 2)} × ${format(entry.meanMs, 2)} / ${format(loaded?.meanMs, 2)}`
      : '–';
  };
  return [
    '| statement (verb, table, lock) | PGlite: per decision × mean ms alone / at 200/s | PostgreSQL: per decision × mean ms alone / at 200/s |',
    '|---|---|---|',
    ...kinds.map((kind) => `| \`${kind}\` | ${cell('pglite', kind)} | ${cell('postgres', kind)} |`),
  ];
}

function profileTable(results) {
  const buckets = [
    ...new Set(
      [...results.pglite.underLoad.buckets, ...results.postgres.underLoad.buckets].map((b) => b.bucket),
    ),
  ];
  const share = (engine, bucket) => {
    const found = results[engine].underLoad.buckets.find((item) => item.bucket === bucket);
    return found ? percent(found.share) : '–';
  };
  const order = (bucket) =>
    Math.max(...['pglite', 'postgres'].map((engine) => Number.parseFloat(share(engine, bucket)) || 0));
  return [
    `| share of the API process's samples during the profiled ${RATE}/s run | PGlite | PostgreSQL |`,
    '|---|---|---|',
    ...buckets
      .sort((a, b) => order(b) - order(a))
      .map((bucket) => `| ${bucket} | ${share('pglite', bucket)} | ${share('postgres', bucket)} |`),
  ];
}

function timeParagraph(engine, results) {
  const { sequential, underLoad } = results[engine];
  const top = underLoad.buckets
    .filter((item) => item.bucket !== 'idle')
    .slice(0, 4)
    .map((item) => `${item.bucket} ${percent(item.share)}`)
    .join(', ');
  const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const cpu =
    engine === 'pglite'
      ? "the API process's CPU, PGlite's included"
      : "the API process's CPU, PostgreSQL's own apart";
  const where =
    engine === 'pglite'
      ? 'PGlite runs inside the API process, one transaction at a time: its SQL time is CPU of the same process, and `begin` includes any wait for the previous transaction to end'
      : 'each one a round trip to the server, sent after the previous answer';
  const usage = (part) => part.kinds.find((item) => item.kind === 'select card_decision_read')?.meanMs;
  return (
    `**${name}.** A decision sends ${format(sequential.statements, 1)} SQL statements (${where}). ` +
    `One decision at a time (${format(sequential.decisions)} in a row), a decision took ${format(sequential.decisionMs, 2)} ms as the client saw it, of which ${format(sequential.sqlMs, 2)} ms (${percent(sequential.sqlMs / sequential.decisionMs)}) waiting for SQL answers, and ${format(sequential.cpuMs, 2)} ms of ${cpu}. ` +
    `At ${RATE}/s a decision used ${format(underLoad.statements.cpuMs, 2)} ms of ${cpu}, so one API process with a core to itself tops out near ${format(1000 / underLoad.statements.cpuMs)} decisions/s; it waited ${format(underLoad.statements.sqlMs, 2)} ms for SQL answers; the profile's largest parts: ${top}. ` +
    `The decision's one read brings the card, its account, its rules and its velocity running totals of the day, week and month (\`select card_decision_read\`: the rules' join plus three rows by primary key): ${format(usage(sequential), 2)} ms on cards with about ${purchases(sequential.purchasesPerCard)} this month and ${format(usage(results[engine].busyCard), 2)} ms on the card that had about ${purchases(results[engine].busyCard.purchases)} — about the same, however long the card's history.`
  );
}

function markdown(results) {
  const rules = SPEND_RULES.map(
    (rule) => `${rule.type} (${rule.type === 'velocity' ? '$1,000,000 a day' : rule.config.mccs.join(', ')})`,
  ).join(', ');
  return [
    `Measured ${results.date} on ${results.machine}; ${results.versions.join(', ')}. Load average ${results.loadAverage} when the run started (the load generator, the API process and PostgreSQL share these cores). ${results.seconds} s per cell.`,
    '',
    `What is measured: \`POST /api/sandbox/authorizations\` (SANDBOX=1, no sign-in), a purchase of 1 cent at MCC ${PURCHASE.mcc} on a card loaded with $9,999 that carries three spend rules: ${rules}. Every purchase runs the whole issuer decision: one read of the card, its account's balance and holds, the three rules and the card's running totals of the day, week and month (the velocity rule's input); the decision in TypeScript; then one database function that locks the account, checks that nothing it read has changed, and writes the authorization record, the hold, the held amount, the running totals and the webhook event (when something changed, the decision runs again in a transaction that reads under the lock); the answer is the transaction as JSON. Statements of the worker's jobs in the same process (causeway all) are counted too, about 0.1 per decision. Not included: the card network's own hop and a processor's signature checks. Purchases go to ${CARD_COUNT} cards in turn, or in the 1-card rows all to one card (another one for each row): its row locks put them in a queue. Closed loop: each client sends its next purchase when the answer arrives. Open loop: purchases are due every ${format(1000 / RATE, 0)} ms whatever happened before, and latency counts from when a purchase was due; it starts ${SETTLE_MS / 1000} s after the previous cell.`,
    '',
    ...resultsTable(results),
    '',
    `Target (issue 5: p99 under ${TARGET_P99_MS} ms at ${RATE} decisions/s): PGlite ${verdict('pglite', results)}; PostgreSQL ${verdict('postgres', results)}.`,
    '',
    '### Where the time goes',
    '',
    timeParagraph('pglite', results),
    '',
    timeParagraph('postgres', results),
    '',
    ...statementsTable(results),
    '',
    ...profileTable(results),
    '',
    `The profile is V8's sampling profiler inside the API process (1 ms samples, self time), recorded during a second ${RATE}/s run of ${results.seconds} s on ${CARD_COUNT} cards (p50 / p99: PGlite ${format(results.pglite.underLoad.run.latencyP50Ms, 1)} / ${format(results.pglite.underLoad.run.latencyP99Ms, 1)} ms, PostgreSQL ${format(results.postgres.underLoad.run.latencyP50Ms, 1)} / ${format(results.postgres.underLoad.run.latencyP99Ms, 1)} ms). The statements are counted in the same process by wrapping node-postgres's and PGlite's query functions (bench/lib/probe.mjs); a statement's time runs from sending it to its answer.`,
  ].join('\n');
}

/** Runs the benchmark on both engines, writes the results file and the docs block. */
export async function runAuthorizations({ adminUrl, seconds, warmupSeconds }) {
  const cpu = os.cpus();
  const loadAverage = os.loadavg()[0].toFixed(1);
  const pglite = await decisionsOn('pglite', { adminUrl, seconds, warmupSeconds });
  const postgres = await decisionsOn('postgres', { adminUrl, seconds, warmupSeconds });
  const results = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    versions: [pglite.version, postgres.version],
    loadAverage,
    seconds,
    pglite,
    postgres,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  const section = markdown(results);
  writeSection('authorizations', 'Authorization decisions', section);
  console.info(`\n${section}`);
  return results;
}
