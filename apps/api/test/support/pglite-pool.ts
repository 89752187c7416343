// The PGlite databases of a vitest worker, kept from one test file to the next. A file's copy of a
// template is a database the worker already started, its rows put back as the template holds them,
// instead of a new PGlite started from the template's dump: starting one costs 0.5 s of CPU or more,
// putting the rows back about 0.1 s (docs/performance.md, "A worker keeps its PGlite databases";
// docs/decisions.md, "A vitest worker keeps its PGlite databases between files").
// The files of a worker run one after another and share this module (isolate: false).
import { readFileSync } from 'node:fs';
import { PGlite, protocol } from '@electric-sql/pglite';
import { type DatabaseHandle, pgliteHandle } from '../../src/db/client.ts';
import { PgliteStatements } from '../../src/db/pglite-statements.ts';

/** What a template holds, read from the first database the worker starts from it. */
type TemplateRows = {
  /** Every table outside the system schemas, quoted. */
  tables: string[];
  /** Each table with rows, as COPY wrote them. */
  rows: [table: string, copy: Blob][];
  sequences: { name: string; value: string | null }[];
  /** The schema's shape: a database whose file changed it is not kept. */
  shape: string;
};

const templateRows = new Map<string, TemplateRows>();
/** Databases whose last file has ended, by the template they copy. */
const kept = new Map<string, PGlite[]>();

/** Every table outside the system schemas, quoted, as `name`. */
export const USER_TABLES = `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

const SHAPE = `select md5(string_agg(part, ',' order by part)) as shape from (
    select c.oid::regclass::text || ':' || c.relkind::text as part from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
    union all select attrelid::regclass::text || '.' || attname || ':' || atttypid || ':' || attnotnull || ':' || atthasdef
      from pg_attribute where attnum > 0 and not attisdropped and attrelid >= 16384
    union all select tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
    union all select p.oid::regprocedure::text || ':' || md5(p.prosrc) from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select conrelid::regclass::text || '.' || conname from pg_constraint where conrelid >= 16384
    union all select enumtypid::regtype::text || '.' || enumlabel from pg_enum
  ) parts`;

async function readTemplate(pglite: PGlite): Promise<TemplateRows> {
  const tables = (await pglite.query<{ name: string }>(USER_TABLES)).rows.map((row) => row.name);
  const rows: [string, Blob][] = [];
  for (const table of tables) {
    const copied = await pglite.query(`copy ${table} to '/dev/blob'`);
    if (copied.blob && copied.blob.size > 0) rows.push([table, copied.blob]);
  }
  const sequences = (
    await pglite.query<{ name: string; value: string | null }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
        from pg_sequences`,
    )
  ).rows;
  const shape = (await pglite.query<{ shape: string }>(SHAPE)).rows[0]!.shape;
  return { tables, rows, sequences, shape };
}

/** Puts every table back as the template holds it; the schema is the template's (checked when kept). */
async function restore(pglite: PGlite, template: TemplateRows): Promise<void> {
  // As a replica: no trigger runs (the ledger's guards, the rollups, the foreign keys' checks) while
  // the template's own rows go back.
  await pglite.exec(
    `set session_replication_role = replica; truncate ${template.tables.join(', ')} restart identity cascade`,
  );
  for (const [table, copy] of template.rows)
    await pglite.query(`copy ${table} from '/dev/blob'`, [], { blob: copy });
  for (const sequence of template.sequences)
    await pglite.query(
      sequence.value === null ? `select setval($1, 1, false)` : `select setval($1, $2::bigint, true)`,
      sequence.value === null ? [sequence.name] : [sequence.name, sequence.value],
    );
  // What a session may have left: its advisory locks, its LISTENs.
  await pglite.exec(`set session_replication_role = origin; select pg_advisory_unlock_all(); unlisten *`);
}

async function keepOrClose(pglite: PGlite, templatePath: string): Promise<void> {
  try {
    // A file that left a transaction open (the session is not idle: a Sync's ReadyForQuery says
    // which), or changed the schema, leaves a database no other file may get.
    const { messages } = await pglite.execProtocol(protocol.serialize.sync());
    const ready = messages.find((message) => message.name === 'readyForQuery') as
      | { status?: string }
      | undefined;
    const [row] = (await pglite.query<{ shape: string }>(SHAPE)).rows;
    if (ready?.status !== 'I' || row?.shape !== templateRows.get(templatePath)?.shape)
      throw new Error('changed');
    const keptOfTemplate = kept.get(templatePath) ?? [];
    keptOfTemplate.push(pglite);
    kept.set(templatePath, keptOfTemplate);
  } catch {
    await pglite.close().catch(() => undefined);
  }
}

/**
 * A database holding what the template dump at `templatePath` holds: a kept one put back, else a new
 * one. Closing the handle gives it back; from then on its statements fail, as a closed PGlite's do.
 */
export async function leasePglite(templatePath: string): Promise<DatabaseHandle> {
  let pglite = kept.get(templatePath)?.pop();
  if (pglite) {
    try {
      await restore(pglite, templateRows.get(templatePath)!);
    } catch {
      await pglite.close().catch(() => undefined);
      pglite = undefined;
    }
  }
  if (!pglite) {
    pglite = new PGlite({ loadDataDir: new Blob([readFileSync(templatePath)]) });
    await pglite.waitReady;
    if (!templateRows.has(templatePath)) templateRows.set(templatePath, await readTemplate(pglite));
  }
  const leased = pglite;
  const statements = PgliteStatements.of(leased);
  let closed = false;
  /** Throws once the lease is closed; else the statements of the kept database. */
  const statementsOpen = () => {
    if (closed) throw new Error('PGlite is closed');
    return statements;
  };
  return pgliteHandle(
    leased,
    {
      query: async (...args) => statementsOpen().query(...args),
      exec: async (...args) => statementsOpen().exec(...args),
      transaction: async (callback) => statementsOpen().transaction(callback),
    },
    async () => {
      if (closed) return;
      closed = true;
      await keepOrClose(leased, templatePath);
    },
  );
}
