import { describe, expect, it } from 'vitest';
import { importFeedsInWorkers } from './feeds-in-workers';

const worker = new URL('../../../tests/support/feed-work-worker.mjs', import.meta.url);

/** Runs the fixture's workers over `feeds` feeds; answers the feeds told done and the writes' marks in order. */
async function run(feeds: number, options: { takeTurns: boolean; failAt?: number }) {
  const journal = new SharedArrayBuffer(4 * (1 + 2 * feeds));
  const done = new Map<number, unknown>();
  const outcome = await importFeedsInWorkers(
    worker,
    { feeds, threads: 2, takeTurns: options.takeTurns, data: { journal, failAt: options.failAt } },
    (feed, result) => done.set(feed, result),
  ).then(
    () => undefined,
    (error: Error) => error,
  );
  const entries = new Int32Array(journal);
  return { outcome, done, marks: [...entries.slice(1, 1 + (entries[0] as number))] };
}

describe('importFeedsInWorkers', () => {
  it('writes every feed once, one thread at a time when the threads take turns', async () => {
    const { outcome, done, marks } = await run(8, { takeTurns: true });
    expect(outcome).toBeUndefined();
    expect([...done.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(done.get(5)).toEqual({ written: 5 });
    // each write's start is followed by its own end: no two writes overlap
    for (let at = 0; at < marks.length; at += 2) expect(marks[at + 1]).toBe(-(marks[at] as number));
    expect(marks).toHaveLength(16);
  });

  it('stops handing out feeds after a failure, lets the feeds begun finish, and throws it', async () => {
    const { outcome, done } = await run(8, { takeTurns: false, failAt: 2 });
    expect(outcome?.message).toContain('feed 2 cannot be made');
    expect(done.has(2)).toBe(false);
    expect(done.size).toBeLessThan(7);
  });
});
