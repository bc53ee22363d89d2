import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { storesOf } from '../location/stores';
import { zonesOf } from '../location/zones';
import type { CartContext } from './cart-context';
import { guestShopper, type Shopper, shopperOf } from './shopper';

/** Unit-test support: a seeded database file in a temp folder, and cart contexts without a request. */

export async function cartDatabase(
  tenants: TenantId[],
): Promise<{ handle: SqliteHandle; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-cart-'));
  const handle = openDatabase(join(dir, 'cart.sqlite'));
  await migrateToLatest(handle.db);
  for (const tenant of tenants)
    seedTenant(handle, tenant, { products: 150, seed: 'cart-tests', referenceDate: new Date('2026-03-01T00:00:00Z') });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ContextOptions {
  now: Date;
  zoneId?: string;
  browserCartId?: string | null;
  shopper?: Shopper;
}

export async function contextFor(
  handle: SqliteHandle,
  tenantId: TenantId,
  options: ContextOptions,
): Promise<CartContext> {
  const tenant = getTenant(tenantId);
  const zones = await zonesOf(handle, tenantId);
  const zone = zones.get(options.zoneId ?? tenant.fallbackZone.zoneId);
  if (!zone) throw new Error(`No zone ${options.zoneId} in ${tenantId}`);
  return {
    handle,
    tenant,
    now: options.now,
    zone: { ...zone, isFallback: false },
    stores: await storesOf(handle, tenantId),
    shopper: options.shopper ?? guestShopper,
    browserCartId: options.browserCartId ?? null,
  };
}

/** A customer with a live session; answers the session token and the shopper it reads as. */
export async function customer(
  handle: SqliteHandle,
  tenant: TenantId,
  user: { id: string; segment: string | null; proBuyer: boolean },
  now: Date,
): Promise<{ token: string; shopper: Shopper }> {
  const token = `token-${user.id}-${'x'.repeat(20)}`;
  await handle.db
    .insertInto('users')
    .values({
      tenant,
      id: user.id,
      email: `${user.id}@andamio.test`,
      password_hash: 'not-a-hash',
      kind: 'person',
      tax_id: null,
      first_name: 'Test',
      last_name: 'User',
      loyalty_tier: 'Premium',
      specialist_segment: user.segment,
      pro_buyer: user.proBuyer ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute();
  await handle.db
    .insertInto('sessions')
    .values({
      tenant,
      token_hash: createHash('sha256').update(token).digest('hex'),
      user_id: user.id,
      guest: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
    })
    .execute();
  return { token, shopper: await shopperOf(handle.db, tenant, token, now) };
}

/** A SKU of the tenant matching a condition on its product, prices (of `priceGroup`) and DC stock. */
export function skuWhere(handle: SqliteHandle, tenant: TenantId, where: string, priceGroup: string): string {
  const row = handle.sqlite.raw
    .prepare(
      `SELECT s.id FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock dc ON dc.tenant = s.tenant AND dc.sku_id = s.id AND dc.store_id = 'DC'
       WHERE s.tenant = ? AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
       AND ${where} ORDER BY s.id LIMIT 1`,
    )
    .get(tenant, priceGroup) as { id: string } | undefined;
  if (!row) throw new Error(`No SKU of ${tenant} where ${where}`);
  return row.id;
}
