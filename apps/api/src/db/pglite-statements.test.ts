import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

// PGlite's own client, nothing of ours: it runs once, in the PGlite project.
const onPostgresRun = process.env.TEST_ENGINE === 'postgres';

/** drizzle's options for a row-as-array query: dates and times kept as Postgres wrote them. */
const DRIZZLE_ARRAY_MODE = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
};

let pglite: PGlite;
let statements: PgliteStatements;

beforeAll(async () => {
  pglite = await PGlite.create();
  statements = PgliteStatements.of(pglite);
  await pglite.exec(`
    create table accounts (id int primary key, owner text not null unique, balance numeric(12, 2), tags text[],
      settings jsonb, opened_at timestamptz, active boolean, ref uuid);
    insert into accounts values
      (1, 'ana', 10.50, '{a,b}', '{"limit": 5}', '2026-11-01 10:00:00+00', true, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'),
      (2, 'bo', null, '{}', null, null, false, null);
  `);
});
afterAll(() => pglite?.close());

describe.skipIf(onPostgresRun)('PgliteStatements answers as PGlite’s own query() does', () => {
  const cases: { what: string; text: string; params: unknown[]; options?: object }[] = [
    { what: 'no parameters', text: 'select id, owner from accounts order by id', params: [] },
    {
      what: 'every column type, as objects',
      text: 'select * from accounts where id = $1 or owner = $2 order by id',
      params: [1, 'bo'],
    },
    {
      what: 'rows as arrays with drizzle’s parsers',
      text: 'select opened_at, balance, settings from accounts where active = $1',
      params: [true],
      options: DRIZZLE_ARRAY_MODE,
    },
    {
      what: 'a JSON object, an array, a Date and a null as parameters',
      text: `select $1::jsonb ->> 'limit' as "limit", $2::text[] as tags, $3::timestamptz as at, $4::int as nothing`,
      params: [{ limit: 7 }, ['x', 'y z'], new Date('2026-11-27T12:00:00Z'), null],
    },
    { what: 'no row', text: 'select owner from accounts where id = $1', params: [404] },
  ];

  it.each(cases)('$what: the same rows and fields on the first, second and third run', async (example) => {
    const expected = await pglite.query(example.text, example.params, example.options);
    for (let run = 0; run < 3; run++) {
      const answered = await statements.query(example.text, example.params, example.options);
      expect(answered.rows).toEqual(expected.rows);
      expect(answered.fields).toEqual(expected.fields);
    }
  });

  it('counts the rows a write touched, as PGlite does', async () => {
    const text = 'update accounts set active = active where id = any($1::int[])';
    const expected = await pglite.query(text, [[1, 2]]);
    const answered = await statements.query(text, [[1, 2]]);
    expect(answered.affectedRows).toBe(2);
    expect(answered.affectedRows).toBe(expected.affectedRows);
  });

  it('names a text the second time it is sent, and Postgres then keeps it parsed', async () => {
    const text = 'select owner from accounts where id = $1 and $2::int > 0';
    const named = () =>
      pglite.query<{ statement: string }>(
        'select statement from pg_prepared_statements where statement = $1',
        [text],
      );
    await statements.query(text, [1, 1]);
    expect((await named()).rows).toHaveLength(0);
    await statements.query(text, [1, 2]);
    expect((await named()).rows).toHaveLength(1);
    expect((await statements.query(text, [2, 3])).rows).toEqual([{ owner: 'bo' }]);
  });
});

describe.skipIf(onPostgresRun)('PgliteStatements after an error', () => {
  it('throws Postgres’s error with its code, and the next statement runs', async () => {
    await expect(statements.query('selec 1', [])).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    expect((await statements.query('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  });

  it('throws a named statement’s constraint error at its third run, and the next statement runs', async () => {
    const text = 'insert into accounts (id, owner) values ($1, $2)';
    await statements.query(text, [10, 'cy']);
    await statements.query(text, [11, 'di']);
    await expect(statements.query(text, [12, 'cy'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'accounts_owner_key',
    });
    expect(
      (await statements.query('select count(*)::int as n from accounts where id >= $1', [10])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('rolls a failed transaction back and leaves the database usable', async () => {
    await expect(
      statements.transaction(async (tx) => {
        await tx.query('insert into accounts (id, owner) values ($1, $2)', [20, 'ed']);
        await tx.query('insert into accounts (id, owner) values ($1, $2)', [21, 'ana']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await statements.query('select owner from accounts where id = $1', [20])).rows).toEqual([]);
  });
});

describe.skipIf(onPostgresRun)('PgliteStatements in a transaction', () => {
  it('commits what the transaction wrote', async () => {
    await statements.transaction(async (tx) => {
      await tx.query('insert into accounts (id, owner) values ($1, $2)', [30, 'fa']);
    });
    expect((await statements.query('select owner from accounts where id = $1', [30])).rows).toEqual([
      { owner: 'fa' },
    ]);
  });

  it('makes a statement sent meanwhile wait until the transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = statements.transaction(async (tx) => {
      await tx.query('update accounts set owner = $1 where id = $2', ['ga', 30]);
      await held;
      order.push('transaction');
    });
    const outside = statements
      .query<{ owner: string }>('select owner from accounts where id = $1', [30])
      .then((result) => order.push(`outside saw ${result.rows[0]?.owner}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['transaction', 'outside saw ga']);
  });

  it('refuses a statement once the transaction is rolled back', async () => {
    await statements.transaction(async (tx) => {
      await tx.rollback();
      await expect(tx.query('select 1', [])).rejects.toThrow('Transaction is closed');
    });
  });

  it('is one client per database, so two never claim the same statement name', () => {
    expect(PgliteStatements.of(pglite)).toBe(statements);
  });
});
