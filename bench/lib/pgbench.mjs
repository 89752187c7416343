// PostgreSQL's own ceiling on this machine: pgbench tpcb-like and a minimal double-entry transfer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ACCOUNTS = 1_000;

/** The minimal transfer: lock two rows in id order, update both balances, insert two entries. */
const MINIMAL_TRANSFER = `
\\set a random(2, ${ACCOUNTS})
\\set b random(2, ${ACCOUNTS})
BEGIN;
SELECT id FROM bench_accounts WHERE id IN (:source, :b) ORDER BY id FOR UPDATE;
UPDATE bench_accounts SET balance = balance - 1 WHERE id = :source;
UPDATE bench_accounts SET balance = balance + 1 WHERE id = :b;
INSERT INTO bench_entries (account_id, amount) VALUES (:source, -1), (:b, 1);
COMMIT;
`;

export async function prepareMinimalTransfer(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop table if exists bench_entries; drop table if exists bench_accounts');
  await client.query('create table bench_accounts (id int primary key, balance bigint not null)');
  await client.query(
    'create table bench_entries (id bigserial primary key, account_id int not null references bench_accounts(id), amount bigint not null, created_at timestamptz not null default now())',
  );
  await client.query(
    `insert into bench_accounts select g, 1000000000 from generate_series(1, ${ACCOUNTS}) g`,
  );
  await client.end();
  const folder = mkdtempSync(path.join(tmpdir(), 'causeway-pgbench-'));
  // Two shapes: one hot source row (like loads from one funding account) and random pairs.
  const hot = path.join(folder, 'minimal-transfer-hot.sql');
  const random = path.join(folder, 'minimal-transfer-random.sql');
  writeFileSync(hot, `\\set source 1\n${MINIMAL_TRANSFER}`);
  writeFileSync(random, MINIMAL_TRANSFER.replace('\\set a random', '\\set source random'));
  return { hot, random };
}

function tps(output) {
  const match = output.match(
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/,
  );
  return match ? Number(match[1]) : Number.NaN;
}

export function runPgbench(databaseUrl, { script, builtin, clients, seconds }) {
  const args = [
    '-n',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, 2)),
    '-T',
    String(seconds),
    ...(builtin ? ['-b', builtin] : ['-f', script]),
    databaseUrl,
  ];
  return tps(execFileSync('pgbench', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

export function initTpcb(databaseUrl) {
  execFileSync('pgbench', ['-i', '-q', '-s', '1', databaseUrl], { stdio: 'ignore' });
}

/** Bytes the ledger tables hold (heap + indexes + toast). */
export async function ledgerBytes(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "select sum(pg_total_relation_size(t))::bigint as bytes from unnest(array['journal_entries', 'postings', 'idempotency_keys']::regclass[]) t",
  );
  const { rows: counts } = await client.query(
    "select count(*)::int as entries from journal_entries where kind = 'card_load'",
  );
  await client.end();
  return { bytes: Number(rows[0].bytes), cardLoads: counts[0].entries };
}
