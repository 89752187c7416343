import { describe, expect, it } from 'vitest';
import { NAMED_TEXT_LENGTH_MAX, StatementNames, withStatementName } from './statement-names.ts';

describe('StatementNames', () => {
  it('names a text the second time it is sent, and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toBe('causeway_1');
    expect(names.nameOf('select $1')).toBe(name);
    expect(names.nameOf('select $2')).toBeUndefined();
    expect(names.nameOf('select $2')).toBe('causeway_2');
  });

  it('never names a text longer than NAMED_TEXT_LENGTH_MAX (a large batch)', () => {
    const names = new StatementNames();
    const long = `select $1 ${' '.repeat(NAMED_TEXT_LENGTH_MAX)}`;
    names.nameOf(long);
    expect(names.nameOf(long)).toBeUndefined();
    expect(names.size).toBe(0);
  });

  it('gives no more names than its limit; the named keep theirs', () => {
    const names = new StatementNames(2);
    for (const text of ['a $1', 'b $1', 'c $1']) {
      names.nameOf(text);
      names.nameOf(text);
    }
    expect(names.size).toBe(2);
    expect(names.nameOf('a $1')).toBe('causeway_1');
    expect(names.nameOf('c $1')).toBeUndefined();
  });
});

describe('withStatementName', () => {
  const seen = (text: string) => {
    const names = new StatementNames();
    names.nameOf(text);
    return names;
  };

  it.each([
    ['a query with parameters in its values', { text: 'select $1' }, [1], 'causeway_1'],
    ['a query with parameters in its config', { text: 'select $1', values: [1] }, undefined, 'causeway_1'],
    ['a query without parameters (simple protocol)', { text: 'select 1; select 2' }, [], undefined],
    ['a query named by its caller', { text: 'select $1', name: 'mine' }, [1], 'mine'],
  ])('%s', (_, config, values, expected) => {
    const names = seen(config.text);
    const query = withStatementName(names, config, values) as { name?: string };
    expect(query.name).toBe(expected);
  });

  it('leaves a text query and a streaming query as they are', () => {
    const names = seen('select $1');
    expect(withStatementName(names, 'select $1', [1])).toBe('select $1');
    const cursor = { text: 'select $1', values: [1], submit() {} };
    expect(withStatementName(names, cursor, [1])).toBe(cursor);
  });
});
