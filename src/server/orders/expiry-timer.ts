import { tenantIds } from '../../tenants/schema';
import { database } from '../db/runtime';
import { describeError, logLine } from '../log';
import { expireOverdueOrders } from './expiry';

let started = false;

/** Starts the sweep the first time a server answers a request (the sweep lives in the server's own bundle). */
export function startOrderExpiryOnce(): void {
  if (started) return;
  started = true;
  startOrderExpiry();
}

/**
 * Every server sweeps the orders past their payment's time now and then (the confirmation and
 * order pages also sweep before they show one): a run finds them by an index and expires each
 * once, whichever server gets there first. ORDER_EXPIRY_INTERVAL_MS sets the pace (5 minutes).
 */
export function startOrderExpiry(env: NodeJS.ProcessEnv = process.env): () => void {
  const every = Number(env.ORDER_EXPIRY_INTERVAL_MS ?? 300_000);
  if (!Number.isFinite(every) || every <= 0) return () => undefined;
  const timer = setInterval(async () => {
    try {
      const handle = await database();
      for (const tenant of tenantIds) await expireOverdueOrders(handle, tenant);
    } catch (error) {
      logLine('error', 'order expiry failed', { error: describeError(error) });
    }
  }, every);
  // the sweep never keeps a stopping server alive
  timer.unref();
  return () => clearInterval(timer);
}
