import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { migrateToLatest } from './migrate';

const dir = mkdtempSync(join(tmpdir(), 'andamio-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the database file', () => {
  it('migrates once, then has nothing left to run', async () => {
    const handle = openDatabase(join(dir, 'migrate.sqlite'));
    expect(await migrateToLatest(handle.db)).toEqual([
      '001-catalogue',
      '002-community',
      '003-commerce',
      '004-events',
      '005-accounts',
      '006-carts',
      '007-reviews',
      '008-content',
      '009-addresses',
      '010-product-gtin',
      '011-reference-data',
      '012-product-type',
      '013-orders',
      '014-quotation-requests',
      '015-social-identities',
      '016-catalogue-revisions',
      '017-cart-line-order',
      '018-search-tables',
      '019-order-access',
      '020-checkout-details',
      '021-order-events',
      '022-payments',
      '023-pix',
      '024-mercadopago-payments',
      '025-delivery-days',
      '026-sku-galleries',
      '027-verified-reviews',
      '028-price-validity',
      '029-login-devices',
      '030-private-review-uploads',
      '031-catalogue-imports',
      '032-scheduled-prices',
      '033-catalogue-import-source',
    ]);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    await handle.close();
  });

  it('runs in WAL mode with foreign keys enforced', async () => {
    const handle = openDatabase(join(dir, 'pragmas.sqlite'));
    await migrateToLatest(handle.db);
    expect(handle.sqlite.raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    const orphan = handle.db.insertInto('cities').values({ tenant: 'cl', id: '1', region_id: 'none', name: 'x' });
    await expect(orphan.execute()).rejects.toThrow(/FOREIGN KEY/);
    await handle.close();
  });

  it('commits a transaction that read before another connection wrote (no SQLITE_BUSY on the upgrade)', async () => {
    const path = join(dir, 'two-writers.sqlite');
    const handle = openDatabase(path);
    await migrateToLatest(handle.db);
    const other = new DatabaseSync(path);
    const subscribe = (email: string) => ({
      tenant: 'cl',
      sku_id: '1',
      email,
      created_at: new Date(0).toISOString(),
      notified_at: null,
    });
    let otherWrote = true;
    await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('notify_me').selectAll().execute();
      try {
        other
          .prepare("INSERT INTO notify_me (tenant, sku_id, email, created_at) VALUES ('cl', '1', 'b@b.cl', 'x')")
          .run();
      } catch {
        otherWrote = false; // the transaction holds the write lock: the other connection waits its turn
      }
      await trx.insertInto('notify_me').values(subscribe('a@b.cl')).execute();
    });
    expect(otherWrote).toBe(false);
    const emails = await handle.db.selectFrom('notify_me').select('email').execute();
    expect(emails.map((row) => row.email)).toEqual(['a@b.cl']);
    other.close();
    await handle.close();
  });

  it('binds booleans, dates and nulls the way Kysely passes them', async () => {
    const handle = openDatabase(join(dir, 'bind.sqlite'));
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('notify_me')
      .values({
        tenant: 'cl',
        sku_id: '123',
        email: 'a@b.cl',
        created_at: new Date(0).toISOString(),
        notified_at: null,
      })
      .execute();
    const row = await handle.db
      .selectFrom('notify_me')
      .selectAll()
      .where('notified_at', 'is', null)
      .where(({ eb, lit }) => eb(lit(true), '=', true))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sku_id: '123', created_at: '1970-01-01T00:00:00.000Z', notified_at: null });
    await handle.close();
  });
});
