import { randomFillSync, randomUUID } from 'node:crypto';
import type { IdSource } from '../lib/tracing';

/**
 * Random bytes drawn from the system's generator a few kilobytes at a time: every request gets a
 * trace id and a span id, and one `randomBytes` call each was a seventh of the CPU of answering a
 * page from the route cache. randomUUID keeps a cache of its own the same way.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomHex(bytes: number): string {
  if (bytes > pool.length) return randomFillSync(Buffer.alloc(bytes)).toString('hex');
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  used += bytes;
  return hex;
}

export const cryptoIds: IdSource = {
  uuid: () => randomUUID(),
  hex: randomHex,
};
