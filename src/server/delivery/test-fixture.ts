import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';

/**
 * A small Chilean catalogue written row by row, so that delivery tests know every unit and hour:
 * Santiago and Providencia (same day before 13:00), Juan Fernández (not served); a store closed
 * on Sundays and one that needs a day to prepare an order.
 */
export async function deliveryFixture(): Promise<{ handle: SqliteHandle; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-delivery-'));
  const handle = openDatabase(join(dir, 'delivery.sqlite'));
  await migrateToLatest(handle.db);
  const tenant = 'cl';
  const db = handle.db;
  await db
    .insertInto('price_groups')
    .values([
      { tenant, id: '10', name: 'Central' },
      { tenant, id: '14', name: 'Extreme' },
    ])
    .execute();
  await db
    .insertInto('regions')
    .values([
      { tenant, id: '05', name: 'Valparaíso', position: 0 },
      { tenant, id: '13', name: 'Metropolitana de Santiago', position: 1 },
    ])
    .execute();
  await db
    .insertInto('cities')
    .values([
      { tenant, id: '13101', region_id: '13', name: 'Santiago' },
      { tenant, id: '13123', region_id: '13', name: 'Providencia' },
      { tenant, id: '05104', region_id: '05', name: 'Juan Fernández' },
    ])
    .execute();
  const sameDay = {
    delivery_days: 0,
    delivery_cost: 3990,
    economic_days: 3,
    economic_cost: 2990,
    same_day_cutoff_hour: 13,
    served: 1,
  };
  await db
    .insertInto('zones')
    .values([
      { tenant, id: '13101', city_id: '13101', price_group_id: '10', label: 'Santiago', ...sameDay },
      { tenant, id: '13123', city_id: '13123', price_group_id: '10', label: 'Providencia', ...sameDay },
      {
        tenant,
        id: '05104',
        city_id: '05104',
        price_group_id: '14',
        label: 'Juan Fernández',
        delivery_days: 6,
        delivery_cost: 12990,
        economic_days: null,
        economic_cost: null,
        same_day_cutoff_hour: null,
        served: 0,
      },
    ])
    .execute();
  const weekdays = ['08:30', '21:00'];
  const store = { tenant, address: 'Av. Siempre Viva 1', latitude: -33.45, longitude: -70.6, phone: '+56 2 2390 1001' };
  await db
    .insertInto('stores')
    .values([
      {
        ...store,
        id: '1001',
        name: 'Andamio La Florida',
        zone_id: '13101',
        pickup_hours: 2,
        opening_hours: JSON.stringify([...Array(6).fill(weekdays), null]),
      },
      {
        ...store,
        id: '1017',
        name: 'Andamio Providencia',
        zone_id: '13123',
        pickup_hours: 24,
        opening_hours: JSON.stringify(Array(7).fill(weekdays)),
      },
    ])
    .execute();
  await db.insertInto('brands').values({ tenant, id: 'b1', name: 'Marca', slug: 'marca' }).execute();
  await db
    .insertInto('categories')
    .values({ tenant, id: 'c1', parent_id: null, level: 1, name: 'Pinturas', slug: 'pinturas', position: 0 })
    .execute();
  const product = (id: string, shipping: string) => ({
    tenant,
    id,
    name: `Producto ${id}`,
    slug: `producto-${id}`,
    brand_id: 'b1',
    category_id: 'c1',
    description: '',
    variant_type: null,
    sale_unit: 'UN',
    m2_per_box: null,
    calculator: null,
    paint_yield: null,
    shipping_type: shipping,
    badges: '[]',
    attributes: '{}',
    top_attributes: '[]',
    data_sheet: '[]',
    gallery: '[]',
    services: '[]',
    rating_average: 0,
    rating_count: 0,
    sold_day: 0,
    sold_two_days: 0,
    sold_week: 0,
    created_at: '2026-01-01T00:00:00Z',
  });
  await db
    .insertInto('products')
    .values([product('100001', 'home'), product('100002', 'pickup_only')])
    .execute();
  const sku = (id: string, productId: string) => ({
    tenant,
    id,
    product_id: productId,
    position: 0,
    color: null,
    color_hex: null,
    size: null,
    ean: `2${id}`,
  });
  await db
    .insertInto('skus')
    .values([sku('1000001', '100001'), sku('1000002', '100002'), sku('1000003', '100001')])
    .execute();
  await db
    .insertInto('prices')
    .values([
      // the displayed price is the first entry: 30.000, so two units reach the 49.990 free-shipping threshold
      { tenant, sku_id: '1000001', price_group_id: '10', position: 0, type: 'INTERNET', amount: 30000, unit: null },
      { tenant, sku_id: '1000001', price_group_id: '10', position: 1, type: 'NORMAL', amount: 34990, unit: null },
      { tenant, sku_id: '1000002', price_group_id: '10', position: 0, type: 'NORMAL', amount: 8990, unit: null },
    ])
    .execute();
  await db
    .insertInto('stock')
    .values([
      { tenant, sku_id: '1000001', store_id: 'DC', quantity: 10 },
      { tenant, sku_id: '1000001', store_id: '1001', quantity: 3 },
      { tenant, sku_id: '1000002', store_id: 'DC', quantity: 50 },
      { tenant, sku_id: '1000002', store_id: '1017', quantity: 5 },
      { tenant, sku_id: '1000003', store_id: 'DC', quantity: 0 },
    ])
    .execute();
  return { handle, dir };
}
