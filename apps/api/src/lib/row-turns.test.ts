import { describe, expect, it } from 'vitest';
import { RowTurns } from './row-turns.ts';

/** A send that answers when told to, recording when it started. */
function controlled(started: string[], name: string) {
  let answer!: (value: string) => void;
  let fail!: (error: Error) => void;
  const answered = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return {
    send: () => {
      started.push(name);
      return answered;
    },
    answer: () => answer(name),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RowTurns', () => {
  it('sends at most turnsPerRow statements on one row; the rest go in arrival order', async () => {
    const turns = new RowTurns(2);
    const started: string[] = [];
    const sends = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const runs = sends.map((send) => turns.run(['row'], send.send));
    await settle();
    expect(started).toEqual(['a', 'b']);
    sends[1]!.answer();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    sends[0]!.answer();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    sends[2]!.answer();
    sends[3]!.answer();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(turns.size).toBe(0);
  });

  it('does not queue statements on different rows behind each other', async () => {
    const turns = new RowTurns(1);
    const started: string[] = [];
    const first = controlled(started, 'first');
    const other = controlled(started, 'other');
    const runs = [turns.run(['row-1'], first.send), turns.run(['row-2'], other.send)];
    await settle();
    expect(started).toEqual(['first', 'other']);
    first.answer();
    other.answer();
    await Promise.all(runs);
  });

  it('takes a statement’s rows in id order, so two statements naming them in either order both run', async () => {
    const turns = new RowTurns(1);
    const started: string[] = [];
    const one = controlled(started, 'one');
    const two = controlled(started, 'two');
    const runs = [turns.run(['row-b', 'row-a'], one.send), turns.run(['row-a', 'row-b'], two.send)];
    await settle();
    expect(started).toEqual(['one']);
    one.answer();
    await settle();
    expect(started).toEqual(['one', 'two']);
    two.answer();
    expect(await Promise.all(runs)).toEqual(['one', 'two']);
    expect(turns.size).toBe(0);
  });

  it('ends a failed statement’s turn: the next one runs and the failure reaches its caller', async () => {
    const turns = new RowTurns(1);
    const started: string[] = [];
    const failing = controlled(started, 'failing');
    const next = controlled(started, 'next');
    const failed = turns.run(['row'], failing.send);
    const after = turns.run(['row'], next.send);
    await settle();
    failing.fail(new Error('could not serialize'));
    await expect(failed).rejects.toThrow('could not serialize');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.answer();
    await after;
    expect(turns.size).toBe(0);
  });

  it('runs a statement that names a row twice once, in one turn on it', async () => {
    const turns = new RowTurns(1);
    let sent = 0;
    await turns.run(['row', 'row'], async () => {
      sent += 1;
    });
    expect(sent).toBe(1);
    expect(turns.size).toBe(0);
  });
});
