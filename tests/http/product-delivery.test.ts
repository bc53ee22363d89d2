import { beforeAll, describe, expect, it } from 'vitest';
import { zoneCookies } from '../../src/lib/cookies';
import { translator } from '../../src/lib/messages';
import { buildZoneCode } from '../../src/lib/zone';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { api, baseUrl } from './client';
import { row } from './test-database';

/**
 * The product page shows the availability message (docs/delivery-promise.md) of each delivery method for the zone
 * (home delivery, click and collect, buy at store), the same words delivery-estimates answers for
 * that zone, and another zone gets its own.
 */

interface Zone {
  id: string;
  priceGroup: string;
}

interface Fixture {
  productId: string;
  skuId: string;
  /** The tenant's fallback zone and a served zone of another region that promises a later day. */
  zones: [Zone, Zone];
}

async function fixtureOf(tenant: TenantId): Promise<Fixture> {
  const { fallbackZone } = getTenant(tenant);
  const other = await row<Zone>(
    `SELECT z.id, z.price_group_id AS "priceGroup" FROM zones z
       JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
       JOIN zones h ON h.tenant = z.tenant AND h.id = ?
       JOIN cities f ON f.tenant = z.tenant AND f.id = h.city_id
      WHERE z.tenant = ? AND z.served = 1 AND z.delivery_days >= 2 AND c.region_id != f.region_id
        AND z.delivery_days != h.delivery_days
      ORDER BY z.id LIMIT 1`,
    fallbackZone.zoneId,
    tenant,
  );
  // The page shows a product's first SKU: one that ships home from a stocked DC, priced in both zones.
  const product = await row<{ productId: string; skuId: string }>(
    `SELECT s.product_id AS "productId", s.id AS "skuId" FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 20
        AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = s.tenant AND x.product_id = s.product_id)
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
        AND EXISTS (SELECT 1 FROM stock x JOIN stores st ON st.tenant = x.tenant AND st.id = x.store_id
                     WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.quantity > 0)
      ORDER BY s.id LIMIT 1`,
    tenant,
    fallbackZone.priceGroup,
    other?.priceGroup ?? '',
  );
  if (!other || !product) throw new Error(`No delivery fixture for ${tenant} in the test database`);
  return { ...product, zones: [{ id: fallbackZone.zoneId, priceGroup: fallbackZone.priceGroup }, other] };
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

type Method = 'homeDelivery' | 'clickAndCollect' | 'buyAtStore';
type Shown = Record<Method, { available: boolean; message: string }>;

/** The shopper's zone cookie (docs/delivery-promise.md zone code): the page and the call both read it. */
const zoneCookie = (tenant: TenantId, zone: Zone) =>
  `${zoneCookies(tenant).zone}=${buildZoneCode({ priceGroup: zone.priceGroup, zoneId: zone.id })}`;

/** The delivery options of a product page, as the shopper of the zone reads them. */
async function pageOptions(tenant: TenantId, productId: string, zone: Zone): Promise<Shown> {
  const response = await fetch(`${baseUrl}/${tenant}/product/${productId}/x/`, {
    headers: { cookie: zoneCookie(tenant, zone) },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const shown: Partial<Shown> = {};
  const line =
    /data-delivery-method="(\w+)" data-available="(true|false)"><span[^>]*>[^<]*<\/span><span[^>]*data-delivery-message>([^<]*)<\/span>/g;
  for (const [, method, available, message] of html.matchAll(line)) {
    shown[method as Method] = { available: available === 'true', message: decode(message ?? '') };
  }
  expect(Object.keys(shown).sort(), `delivery options of ${productId} in zone ${zone.id}`).toEqual([
    'buyAtStore',
    'clickAndCollect',
    'homeDelivery',
  ]);
  return shown as Shown;
}

interface Estimate {
  available: boolean;
  message: string;
  openToday?: boolean;
  promisedAt?: string | null;
}

async function estimates(tenant: TenantId, method: string, skuId: string, zone: Zone) {
  const { status, body } = await api<{ available: boolean; zone: { region: { name: string } }; estimates: Estimate[] }>(
    `/api/${tenant}/delivery-estimates/products?deliveryMethod=${method}&skuId=${skuId}`,
    { headers: { cookie: zoneCookie(tenant, zone) } },
  );
  expect(status).toBe(200);
  if (!body.data) throw new Error(`delivery-estimates answered no data for ${method}`);
  return body.data;
}

describe.each(['cl', 'br', 'mx'] as const)('%s product page delivery options', (tenant) => {
  let fixture: Fixture;
  const t = translator(getTenant(tenant).lang);

  beforeAll(async () => {
    fixture = await fixtureOf(tenant);
  });

  it.each([0, 1])('say what delivery-estimates answers for zone %i', async (index) => {
    const zone = fixture.zones[index as 0 | 1];
    const shown = await pageOptions(tenant, fixture.productId, zone);

    const home = await estimates(tenant, 'homeDelivery', fixture.skuId, zone);
    expect(shown.homeDelivery).toEqual({ available: home.available, message: home.estimates[0]?.message });
    // docs/delivery-promise.md: same-day, next-day or a date, free or with its cost
    expect(shown.homeDelivery.message).toMatch(/^(Llega|Chega) /);

    const pickup = await estimates(tenant, 'pickupInStore', fixture.skuId, zone);
    const region = pickup.zone.region.name;
    const ready = pickup.estimates
      .filter((store) => store.available && store.promisedAt)
      .sort((a, b) => Date.parse(a.promisedAt ?? '') - Date.parse(b.promisedAt ?? ''));
    expect(shown.clickAndCollect).toEqual(
      ready[0]
        ? { available: true, message: ready[0].message }
        : { available: false, message: t('deliveryOptions.pickup.none', { region }) },
    );

    const counter = await estimates(tenant, 'buyAtStore', fixture.skuId, zone);
    const stocked = counter.estimates.filter((store) => store.available);
    const open = stocked.filter((store) => store.openToday).length;
    const expected =
      stocked.length === 0
        ? t('deliveryOptions.stores.none', { region })
        : open === 0
          ? t('availability.storeClosedToday')
          : open === 1
            ? t('deliveryOptions.stores.today.one', { region })
            : t('deliveryOptions.stores.today.other', { count: open, region });
    expect(shown.buyAtStore).toEqual({ available: stocked.length > 0, message: expected });
  });

  it('change with the zone', async () => {
    const [near, far] = await Promise.all([
      pageOptions(tenant, fixture.productId, fixture.zones[0]),
      pageOptions(tenant, fixture.productId, fixture.zones[1]),
    ]);
    // another delivery day, and another region's stores
    expect(near.homeDelivery.message).not.toBe(far.homeDelivery.message);
    expect(near).not.toEqual(far);
  });
});
