import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in ('a', 'b')` for a check constraint, from a domain enumeration, so the database refuses
 * what the domain does not name. The values are our own constants, never input.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
