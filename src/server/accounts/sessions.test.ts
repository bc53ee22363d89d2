import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { forgiveOne, hit, sweep } from './rate-limit';
import { createSession, endSession, endUserSessions, readSession, sessionLifetimeMs } from './sessions';
import { demoDatabase } from './test-database';
import { hashToken } from './tokens';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => ({ handle, dispose } = await demoDatabase([])));
afterAll(() => dispose());

const day = 24 * 60 * 60 * 1000;
const t0 = new Date('2030-05-01T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('sessions', () => {
  it('hand out a 43-character token and keep only its SHA-256', async () => {
    const { token, record } = await createSession(handle.db, 'cl', { userId: 'u1' }, t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await handle.db.selectFrom('sessions').selectAll().where('user_id', '=', 'u1').execute();
    expect(rows).toEqual([
      {
        tenant: 'cl',
        token_hash: hashToken(token),
        user_id: 'u1',
        guest: 0,
        created_at: t0.toISOString(),
        expires_at: at(sessionLifetimeMs).toISOString(),
      },
    ]);
    expect(record).toEqual({
      tokenHash: hashToken(token),
      userId: 'u1',
      guest: false,
      expiresAt: at(sessionLifetimeMs),
    });
  });

  it('are read in their own tenant only', async () => {
    const { token } = await createSession(handle.db, 'cl', { guest: true }, t0);
    expect((await readSession(handle.db, 'cl', token, t0))?.record.guest).toBe(true);
    expect(await readSession(handle.db, 'pe', token, t0)).toBeUndefined();
  });

  it.each(['', 'short', 'x'.repeat(43).replace(/x$/, '='), 'a'.repeat(44)])(
    'read a malformed token %j as no session',
    async (token) => {
      expect(await readSession(handle.db, 'cl', token, t0)).toBeUndefined();
    },
  );

  it('slide: the expiry moves forward once a day of use, not on every request', async () => {
    const { token } = await createSession(handle.db, 'cl', { userId: 'u2' }, t0);
    expect(await readSession(handle.db, 'cl', token, at(day / 2))).toMatchObject({ refreshed: false });
    const later = await readSession(handle.db, 'cl', token, at(day + 1000));
    expect(later).toMatchObject({ refreshed: true });
    expect(later?.record.expiresAt).toEqual(at(day + 1000 + sessionLifetimeMs));
    // used within each 30 days, a session lives on
    expect(await readSession(handle.db, 'cl', token, at(day + 1000 + sessionLifetimeMs - 1))).toBeDefined();
  });

  it('end when they expire, and the expired row is removed', async () => {
    const { token } = await createSession(handle.db, 'cl', { userId: 'u3' }, t0);
    expect(await readSession(handle.db, 'cl', token, at(sessionLifetimeMs))).toBeUndefined();
    const left = await handle.db.selectFrom('sessions').select('token_hash').where('user_id', '=', 'u3').execute();
    expect(left).toEqual([]);
  });

  it('end one by one, or all of a customer but the one kept', async () => {
    const a = await createSession(handle.db, 'cl', { userId: 'u4' }, t0);
    const b = await createSession(handle.db, 'cl', { userId: 'u4' }, t0);
    const c = await createSession(handle.db, 'cl', { userId: 'u4' }, t0);
    await endSession(handle.db, 'cl', a.token);
    expect(await readSession(handle.db, 'cl', a.token, t0)).toBeUndefined();
    await endUserSessions(handle.db, 'cl', 'u4', b.record.tokenHash);
    expect(await readSession(handle.db, 'cl', b.token, t0)).toBeDefined();
    expect(await readSession(handle.db, 'cl', c.token, t0)).toBeUndefined();
  });
});

describe('rate-limit windows', () => {
  it('count within a window and start again after it', async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    expect(await hit(handle.db, 'test:a', rule, t0)).toEqual({ count: 1, retryAfterSeconds: 60, exceeded: false });
    expect(await hit(handle.db, 'test:a', rule, at(10_000))).toEqual({
      count: 2,
      retryAfterSeconds: 50,
      exceeded: false,
    });
    expect(await hit(handle.db, 'test:a', rule, at(20_000))).toEqual({
      count: 3,
      retryAfterSeconds: 40,
      exceeded: true,
    });
    expect(await hit(handle.db, 'test:a', rule, at(60_000))).toEqual({
      count: 1,
      retryAfterSeconds: 60,
      exceeded: false,
    });
  });

  it('take back one event, dropping a key that counts none', async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    await hit(handle.db, 'test:b', rule, t0);
    await hit(handle.db, 'test:b', rule, t0);
    await forgiveOne(handle.db, 'test:b');
    expect(await hit(handle.db, 'test:b', rule, t0)).toMatchObject({ count: 2 });
    await forgiveOne(handle.db, 'test:b');
    await forgiveOne(handle.db, 'test:b');
    const keys = await handle.db.selectFrom('rate_limits').select('key').where('key', '=', 'test:b').execute();
    expect(keys).toEqual([]);
  });

  it('sweep ended windows under a prefix only', async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    await hit(handle.db, 'sweep:old', rule, t0);
    await hit(handle.db, 'sweep:new', rule, at(50_000));
    await hit(handle.db, 'other:old', rule, t0);
    await sweep(handle.db, 'sweep:', rule, at(60_000));
    const keys = await handle.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'in', ['sweep:old', 'sweep:new', 'other:old'])
      .orderBy('key')
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['other:old', 'sweep:new']);
  });
});
