// The embedded engine's queries, sent with fewer calls into PGlite's WebAssembly Postgres. PGlite's
// own query() makes six calls per statement (parse, describe, bind, describe, execute, sync) and
// parses and plans the text every time; most of a small statement's time went to those calls and
// that parsing (docs/performance.md, "PGlite's statements"). This client sends the same extended-
// protocol messages in two calls, and a text sent again under a name in one: Postgres keeps its
// parsed form and, after a few runs, its plan (statement-names.ts, as on PostgreSQL).
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { StatementNames } from './statement-names.ts';

const { serialize } = protocol;

/** PGlite's own query() attaches the statement to its errors; so do we, for the logs. */
function withStatement(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error && typeof error === 'object' && 'code' in error)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/** One per database: Postgres keeps a statement's name for the session, and PGlite is one session. */
const statementsOf = new WeakMap<PGlite, PgliteStatements>();

export class PgliteStatements {
  private readonly names = new StatementNames();
  /** The parameter types Postgres gave each named statement when it was parsed. */
  private readonly parameterTypes = new Map<string, number[]>();

  private constructor(readonly pglite: PGlite) {}

  static of(pglite: PGlite): PgliteStatements {
    let statements = statementsOf.get(pglite);
    if (!statements) {
      statements = new PgliteStatements(pglite);
      statementsOf.set(pglite, statements);
    }
    return statements;
  }

  /** A statement on its own: waits for any transaction, as PGlite's query() does. */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // A file attached to the query (COPY … '/dev/blob') goes by PGlite's own path, which handles it.
    if (options?.blob) return this.pglite.query<T>(text, params, options);
    await this.pglite._checkReady();
    return this.pglite._runExclusiveTransaction(async () => {
      const result = await this.pglite._runExclusiveQuery(() => this.run<T>(text, params, options));
      await this.pglite.syncToFs();
      return result;
    });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.pglite.exec(text, options);
  }

  /** PGlite's transaction (BEGIN, COMMIT or ROLLBACK, an aborted COMMIT's error); our statements in it. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) => {
      const statements: Transaction = {
        query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (options?.blob) return tx.query<R>(text, params, options);
          if (tx.closed) throw new Error('Transaction is closed');
          return this.pglite._runExclusiveQuery(() => this.run<R>(text, params, options));
        },
        sql: tx.sql,
        exec: tx.exec,
        rollback: tx.rollback,
        listen: tx.listen,
        get closed() {
          return tx.closed;
        },
      };
      return callback(statements);
    });
  }

  /** One statement; the caller holds PGlite's query lock. */
  private async run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Every statement goes by the extended protocol here, so one without parameters can be named too
    // (on PostgreSQL it goes by the simple protocol and may hold several statements).
    const name = this.names.nameOf(text);
    try {
      let types = name === undefined ? undefined : this.parameterTypes.get(name);
      if (types === undefined) {
        const described = await this.pglite.execProtocolStream(
          Buffer.concat([
            serialize.parse({ name, text, types: options?.paramTypes }),
            serialize.describe({ type: 'S', name }),
          ]),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(described);
        if (name !== undefined) this.parameterTypes.set(name, types);
      }
      const messages = await this.pglite.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: name, values: this.serialized(params, types, options) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, this.pglite.parsers, options)[0] as Results<T>;
    } catch (error) {
      // After an error Postgres skips every message until a Sync; one more Sync is harmless.
      await this.pglite.execProtocolStream(serialize.sync(), { syncToFs: false, throwOnError: false });
      throw withStatement(error, text, params, options);
    }
  }

  /** Each value as text by its parameter's type, as PGlite's query() does. */
  private serialized(params: unknown[], types: number[], options?: QueryOptions): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index]!;
      const serializer = options?.serializers?.[type] ?? this.pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }
}
