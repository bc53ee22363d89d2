import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { hitRateLimit } from './rate-limit';

const dir = mkdtempSync(join(tmpdir(), 'andamio-rate-'));
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase(join(dir, 'rate.sqlite'));
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const limit = { action: 'test.action', max: 3, windowMs: 60_000 };
const hour = 1_800_000_000_000;

describe('hitRateLimit', () => {
  it('allows the maximum in a window, refuses the next, and starts over in the next window', async () => {
    const verdicts = [];
    for (let n = 0; n < 4; n++) verdicts.push(await hitRateLimit(handle, limit, 'cl', '10.0.0.1', hour + n * 1000));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBe(57);
    expect((await hitRateLimit(handle, limit, 'cl', '10.0.0.1', hour + 60_000)).allowed).toBe(true);
  });

  it('counts each client, tenant and action apart, and stores no address', async () => {
    for (let n = 0; n < 3; n++) await hitRateLimit(handle, limit, 'cl', '10.0.0.2', hour);
    expect((await hitRateLimit(handle, limit, 'cl', '10.0.0.3', hour)).allowed).toBe(true);
    expect((await hitRateLimit(handle, limit, 'pe', '10.0.0.2', hour)).allowed).toBe(true);
    expect((await hitRateLimit(handle, { ...limit, action: 'other' }, 'cl', '10.0.0.2', hour)).allowed).toBe(true);
    expect((await hitRateLimit(handle, limit, 'cl', '10.0.0.2', hour)).allowed).toBe(false);
    const keys = (await handle.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys.some((key) => key.includes('10.0.0'))).toBe(false);
  });
});
