import { database } from '../db/runtime';
import { describeError, logLine } from '../log';
import { expireEndedPrices, nextPriceEnd, nextScheduledStart, startScheduledPrices } from './price-expiry';

/**
 * Each server wakes when the next campaign price ends and drops it, or when a list to come begins
 * and puts it in place (price-expiry.ts), so no page shows a price past its end or before its
 * start. A price feed on this server sets the alarm again at once; a feed on
 * another server is seen at the latest after `recheckMs`, though whichever server wakes first
 * drops the rows for all.
 */
const recheckMs = 5 * 60_000;
/** After a failed sweep (the database busy past its timeout, say): soon, not at the next recheck. */
const retryMs = 5_000;
/** Timers may wake a little before their time by the clock; a few milliseconds later is safe. */
const margin = 5;

let started = false;
let timer: NodeJS.Timeout | undefined;
let queue: Promise<void> = Promise.resolve();

async function sweepAndArm(): Promise<void> {
  clearTimeout(timer);
  let wait = recheckMs;
  try {
    const handle = await database();
    // a list begun first: an entry of it that has ended by now is then dropped with the rest
    await startScheduledPrices(handle);
    await expireEndedPrices(handle);
    const changes = [await nextPriceEnd(handle), await nextScheduledStart(handle)];
    const next = Math.min(...changes.filter((at) => at !== undefined));
    if (Number.isFinite(next)) wait = Math.min(recheckMs, Math.max(0, next - Date.now()) + margin);
  } catch (error) {
    logLine('error', 'price expiry failed', { error: describeError(error) });
    wait = retryMs;
  }
  timer = setTimeout(armPriceExpiry, wait);
  // the alarm never keeps a stopping server alive
  timer.unref();
}

/** Sweeps now and sets the alarm for the next end; runs one at a time. A no-op before the server starts it. */
export function armPriceExpiry(): void {
  if (!started) return;
  queue = queue.then(sweepAndArm);
}

/** Starts the alarm the first time a server answers a request (it lives in the server's own bundle). */
export function startPriceExpiryOnce(): void {
  if (started) return;
  started = true;
  armPriceExpiry();
}
