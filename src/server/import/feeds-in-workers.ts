import { parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * Feeds imported by worker threads, each feed whole by one of them: made, checked, then written.
 * While one thread writes a feed, the other makes and checks the next one. On SQLite, which has
 * one writer, the threads take turns to write (a lock in shared memory, so that a thread waits
 * without polling the file's lock); on PostgreSQL they write at once, each in a server process
 * of its own. A first start's nine catalogues took 7.6 s on SQLite with the making and checking
 * alone in a worker (every record then crossed to the writing thread), and 21 s on PostgreSQL
 * one tenant at a time.
 */

/** Cells of the memory the threads share. */
const nextFeed = 0;
const writeTurn = 1;

interface Shared {
  cells: SharedArrayBuffer;
  feeds: number;
  takeTurns: boolean;
}

/** What a worker tells its parent. */
type Report<R> = { feed: number; result: R } | { failed: string };

/**
 * The parent's side: runs `threads` workers of the module at `module` (which calls
 * importFeedsHere), each given `data`, over `feeds` feeds; `onDone` hears of each feed done.
 * Answers once every worker has ended; after a failure the workers take no new feed, and the
 * first failure is thrown.
 */
export async function importFeedsInWorkers<R>(
  module: URL,
  options: { feeds: number; threads: number; takeTurns: boolean; data: unknown },
  onDone: (feed: number, result: R) => void,
): Promise<void> {
  const cells = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const shared: Shared = { cells, feeds: options.feeds, takeTurns: options.takeTurns };
  const failures: Error[] = [];
  const fail = (error: Error) => {
    failures.push(error);
    Atomics.store(new Int32Array(cells), nextFeed, options.feeds);
  };
  const threads = Math.min(options.threads, options.feeds);
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve) => {
          const worker = new Worker(module, {
            workerData: { shared, data: options.data },
            // a young generation of 48 MB: the first start's peak RSS near 690 MB rather than 800, in as long
            resourceLimits: { maxYoungGenerationSizeMb: 48 },
          });
          worker.on('message', (report: Report<R>) => {
            if ('failed' in report) fail(new Error(report.failed));
            else onDone(report.feed, report.result);
          });
          worker.on('error', fail);
          worker.on('exit', (code) => {
            if (code !== 0) fail(new Error(`A feed's worker (${module.pathname}) stopped with code ${code}`));
            resolve();
          });
        }),
    ),
  );
  if (failures[0]) throw failures[0];
}

/** What the worker's parent gave it (importFeedsInWorkers `data`). */
export function workerDataOf<T>(): T {
  return (workerData as { data: T }).data;
}

/** The worker's side: `prepare` makes and checks a feed; `write` writes what it made, in its turn. */
export interface FeedWork<P, R> {
  prepare(feed: number): Promise<P>;
  write(prepared: P): Promise<R>;
}

/**
 * Takes feeds until none is left, each prepared and then written (on SQLite, once no other
 * thread is writing), and tells the parent of each. A failure is told and ends the worker.
 */
export async function importFeedsHere<P, R>(work: FeedWork<P, R>): Promise<void> {
  const { shared } = workerData as { shared: Shared };
  const cells = new Int32Array(shared.cells);
  const port = parentPort;
  if (!port) throw new Error('importFeedsHere runs in a worker of importFeedsInWorkers');
  try {
    for (let feed = Atomics.add(cells, nextFeed, 1); feed < shared.feeds; feed = Atomics.add(cells, nextFeed, 1)) {
      const prepared = await work.prepare(feed);
      const result = shared.takeTurns ? await inTurn(cells, () => work.write(prepared)) : await work.write(prepared);
      port.postMessage({ feed, result } satisfies Report<R>);
    }
  } catch (error) {
    port.postMessage({ failed: (error as Error).stack ?? String(error) } satisfies Report<R>);
  }
}

/** Runs `write` while this thread holds the write turn; a worker may block while it waits. */
async function inTurn<T>(cells: Int32Array, write: () => Promise<T>): Promise<T> {
  while (Atomics.compareExchange(cells, writeTurn, 0, 1) !== 0) Atomics.wait(cells, writeTurn, 1);
  try {
    return await write();
  } finally {
    Atomics.store(cells, writeTurn, 0);
    Atomics.notify(cells, writeTurn, 1);
  }
}
