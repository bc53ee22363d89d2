import { describeError, type LogFields, logLine } from '../log';

/**
 * Work a request starts that its answer must neither wait for nor show by its timing: a password
 * reset's lookup and email (an answer that came later for a real account would tell which emails
 * have accounts). It runs once the handler has returned, one piece at a time in the order asked,
 * so a burst of requests queues its work instead of running it all at once; a failure is logged.
 * Shutdown waits for what is queued before it closes the database (scripts/start.mjs).
 */
interface Queue {
  tail: Promise<void>;
  waiting: number;
}

// One queue for the process, however many copies of this module are loaded (the server bundle's,
// and the start script's own, which waits for it on shutdown).
const slot = Symbol.for('andamio.afterAnswer');
const holder = globalThis as { [slot]?: Queue };

/** Past this many pieces waiting, more are dropped (and logged) rather than kept in memory. */
const maxWaiting = 1000;

export function afterAnswer(what: string, fields: LogFields, work: () => Promise<void>): void {
  holder[slot] ??= { tail: Promise.resolve(), waiting: 0 };
  const queue = holder[slot];
  if (queue.waiting >= maxWaiting) {
    logLine('warn', `${what} dropped: too much work waiting`, fields);
    return;
  }
  queue.waiting += 1;
  queue.tail = queue.tail
    // the next turn of the event loop at the earliest: the answer is on its way by then
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(work)
    .catch((error: unknown) => logLine('error', `${what} failed`, { ...fields, error: describeError(error) }))
    .finally(() => {
      queue.waiting -= 1;
    });
}

/** Settles once the work queued so far is done. */
export function workAfterAnswers(): Promise<void> {
  return holder[slot]?.tail ?? Promise.resolve();
}
