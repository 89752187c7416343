// Names the statements a process sends again and again, so PostgreSQL parses and plans each one once
// per connection (a named prepared statement) instead of on every call. A card load's write statement
// spent more time in PostgreSQL's parser and planner than in running (docs/performance.md, "Prepared
// statements"). node-postgres parses a named statement once per connection and then only binds it.
import type pg from 'pg';

/**
 * At most this many texts get a name in a process: every connection that runs one keeps its parsed
 * form (and, after a few runs, its plan), so the count is bounded, not the texts the code can build.
 */
const NAMED_STATEMENTS_MAX = 200;
/** Texts seen once, remembered so a second sighting names them; forgotten all at once when full. */
const SEEN_ONCE_MAX = 1_000;
/**
 * Longer texts are never named: a statement that long is a large batch (a load of hundreds of cards),
 * whose text changes with its size, so a name would rarely be used again and hold memory meanwhile.
 */
export const NAMED_TEXT_LENGTH_MAX = 32_768;

/** Which texts have a name: a text earns one when it is sent a second time, while names are left. */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private seenOnce = new Set<string>();

  constructor(private readonly limit = NAMED_STATEMENTS_MAX) {}

  /** The statement's name, or undefined while it has been sent only once or no name is left. */
  nameOf(text: string): string | undefined {
    if (text.length > NAMED_TEXT_LENGTH_MAX) return undefined;
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= this.limit) return name;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= SEEN_ONCE_MAX) this.seenOnce = new Set();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const fresh = `causeway_${this.named.size + 1}`;
    this.named.set(text, fresh);
    return fresh;
  }

  get size() {
    return this.named.size;
  }
}

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown];

/**
 * The query with a name when its text has earned one. Only a query with parameters: it already goes
 * by the extended protocol, where a name changes nothing but the reuse, whereas a text without
 * parameters goes by the simple protocol and may hold several statements, which cannot be prepared.
 * A streaming query (pg-cursor, a Submittable) is left as it is.
 */
export function withStatementName(names: StatementNames, config: unknown, values?: unknown): unknown {
  if (!config || typeof config !== 'object') return config;
  const query = config as pg.QueryConfig & { submit?: unknown };
  if (query.name !== undefined || typeof query.text !== 'string' || typeof query.submit === 'function')
    return config;
  const parameters = Array.isArray(values) ? values : query.values;
  if (!parameters || parameters.length === 0) return config;
  const name = names.nameOf(query.text);
  return name === undefined ? config : { ...query, name };
}

/** Makes a pool's connections name their repeated statements (call from the pool's `connect` event). */
export function nameRepeatedStatements(client: pg.PoolClient, names: StatementNames) {
  const send = client.query.bind(client) as (...args: QueryArguments) => unknown;
  (client as unknown as { query: (...args: QueryArguments) => unknown }).query = (config, values, callback) =>
    send(withStatementName(names, config, values), values, callback);
}
