import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzz } from '../support/api-fuzz';
import { freePort } from '../support/free-port';
import { copyOfTestDatabase, type DatabaseCopy, type RunningServer, startServer } from './server';

/**
 * A sample of `npm run fuzz` (tests/support/api-fuzz.ts): 1,000 hostile requests to every API
 * endpoint and form action. The server has a copy of the test database of its own, so the carts,
 * sessions and login pauses the fuzzer makes reach no other test.
 */
let copy: DatabaseCopy | undefined;
let server: RunningServer;

beforeAll(async () => {
  copy = await copyOfTestDatabase('fuzz');
  server = await startServer(await freePort(), { ...copy.env, WARM_UP: '0' });
});

afterAll(async () => {
  await server?.stop();
  await copy?.remove();
});

describe('hostile input', () => {
  it('never gets a 5xx, always the envelope under /api/ and /_actions/, and the server lives on', async () => {
    // a new seed each run widens what CI tries; a failure prints the seed and the cases to repeat it
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const report = await fuzz(server.baseUrl, { count: 1000, seed, parallel: 8 });
    const shown = report.problems.slice(0, 5).map(({ fuzzCase, problem }) => ({ problem, ...fuzzCase }));
    expect(shown, `seed ${seed}`).toEqual([]);
    expect(report.sent).toBe(1000);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  }, 300_000);
});
