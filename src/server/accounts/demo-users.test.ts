import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { demoCompanies, demoPassword, demoUsersOf, seedDemoUsers } from './demo-users';
import { verifyPassword } from './password-hash';
import { demoDatabase } from './test-database';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => ({ handle, dispose } = await demoDatabase(['cl', 'br', 'uy', 'mx'])));
afterAll(() => dispose());

describe('demo customers', () => {
  it.each([
    ['cl', ['cliente@andamio.test', 'empresa@andamio.test', 'gold@andamio.test', 'black@andamio.test']],
    ['mx', ['cliente@andamio.test', 'empresa@andamio.test', 'gold@andamio.test', 'black@andamio.test']],
    // docs/accounts-and-lists.md: no company login in Brazil and Uruguay, so no company account to log in with
    ['br', ['cliente@andamio.test', 'gold@andamio.test', 'black@andamio.test']],
    ['uy', ['cliente@andamio.test', 'gold@andamio.test', 'black@andamio.test']],
  ] as const)('%s has %j', async (tenant, emails) => {
    const rows = await handle.db.selectFrom('users').select('email').where('tenant', '=', tenant).execute();
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
  });

  it('are a person, a company with its tax id, and Gold and Black pro buyers, all with the documented password', async () => {
    const rows = await handle.db.selectFrom('users').selectAll().where('tenant', '=', 'cl').orderBy('email').execute();
    expect(rows.map((r) => [r.email, r.kind, r.tax_id, r.loyalty_tier, r.specialist_segment, r.pro_buyer])).toEqual([
      ['black@andamio.test', 'person', null, 'Elite', 'Black', 1],
      ['cliente@andamio.test', 'person', null, 'Fan', null, 0],
      ['empresa@andamio.test', 'company', '76.123.456-0', null, null, 0],
      ['gold@andamio.test', 'person', null, 'Premium', 'Gold', 1],
    ]);
    expect(await verifyPassword(demoPassword, rows[0]?.password_hash ?? '')).toBe(true);
  });

  it('speak the tenant language', () => {
    expect(demoUsersOf('br')[0]).toMatchObject({ firstName: 'Ana', lastName: 'Souza' });
    expect(demoUsersOf('cl')[0]).toMatchObject({ firstName: 'Camila', lastName: 'Rojas' });
  });

  it('have a company for every tenant that allows company login', () => {
    for (const tenant of ['cl', 'pe', 'co', 'ar', 'mx', 'homy'] as const) {
      expect(demoUsersOf(tenant).some((user) => user.kind === 'company')).toBe(true);
      expect(demoCompanies[tenant]?.taxId).toMatch(/^[0-9A-Za-z.-]{1,20}$/);
    }
  });

  it('are created once: seeding again adds nothing and keeps a changed password', async () => {
    await handle.db
      .updateTable('users')
      .set({ password_hash: 'changed' })
      .where('tenant', '=', 'cl')
      .where('email', '=', 'cliente@andamio.test')
      .execute();
    expect(await seedDemoUsers(handle, ['cl', 'br', 'uy', 'mx'])).toBe(0);
    expect(await seedDemoUsers(handle, ['pe'])).toBe(4);
    const row = await handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('tenant', '=', 'cl')
      .where('email', '=', 'cliente@andamio.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('changed');
  });
});
