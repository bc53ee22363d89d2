import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { geographies } from '../../../tools/catalogue-generator/geography';
import { otherZones, rows, sites, type TenantId } from './product-options-fixtures';

/** A sentence ending in `label`: an abbreviation's period ends it ("Monterrey, N.L."). */
const sentence = (label: string) => (label.endsWith('.') ? label : `${label}.`);

/** Zones, places and coordinates of the test database for the location-modal browser tests. */

export const words = {
  cl: {
    opener: (label: string) => `Despachar a ${label}`,
    title: 'Elige dónde recibir tus productos',
    saved: (label: string) => `Guardamos tu ubicación: ${sentence(label)}`,
    save: 'Guardar ubicación',
    geolocation: 'Usar mi ubicación actual',
    apiError: 'No pudimos guardar tu ubicación. Inténtalo de nuevo.',
    notServed: 'Lamentablemente aún no hacemos entregas en esta zona.',
  },
  br: {
    opener: (label: string) => `Entregar em ${label}`,
    title: 'Escolha onde receber seus produtos',
    saved: (label: string) => `Salvamos sua localização: ${sentence(label)}`,
    save: 'Salvar localização',
    geolocation: 'Usar minha localização atual',
    apiError: 'Não conseguimos salvar sua localização. Tente novamente.',
    notServed: sites.br.notServed,
    colony: 'Bairro',
  },
  mx: {
    opener: (label: string) => `Despachar a ${label}`,
    title: 'Elige dónde recibir tus productos',
    saved: (label: string) => `Guardamos tu ubicación: ${sentence(label)}`,
    save: 'Guardar ubicación',
    geolocation: 'Usar mi ubicación actual',
    apiError: 'No pudimos guardar tu ubicación. Inténtalo de nuevo.',
    notServed: sites.mx.notServed,
    colony: 'Colonia',
  },
} as const;

interface ProductInZone {
  url: string;
  price: { current?: { text: string } };
  delivery: { codes: string[] };
}

async function productInZone(request: APIRequestContext, tenant: TenantId, productId: string, zoneId?: string) {
  const zone = zoneId ? `&zone=${zoneId}` : '';
  const response = await request.get(`/api/${tenant}/product?productId=${productId}${zone}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as ProductInZone;
}

export interface ChangingZone {
  zoneId: string;
  label: string;
  regionId: string;
  zipCode: string | null;
  before: { price: string; codes: string[] };
  after: { price: string; codes: string[] };
}

/**
 * Zones where the product page differs from the fallback zone's in both the price (another price
 * group) and the delivery methods offered, so that a test sees both follow the zone.
 */
export async function zonesThatChange(
  request: APIRequestContext,
  tenant: TenantId,
  product: { productId: string; skuId: string },
  count: number,
  filter: (zone: ReturnType<typeof otherZones>[number]) => boolean = () => true,
): Promise<{ url: string; zones: ChangingZone[] }> {
  const fallback = await productInZone(request, tenant, product.productId);
  const before = { price: fallback.price.current?.text ?? '', codes: fallback.delivery.codes };
  const zones: ChangingZone[] = [];
  for (const zone of otherZones(tenant, product.skuId)) {
    if (zones.length === count) break;
    if (!filter(zone)) continue;
    const shown = await productInZone(request, tenant, product.productId, zone.zoneId);
    const after = { price: shown.price.current?.text ?? '', codes: shown.delivery.codes };
    if (after.price !== before.price && after.codes.join() !== before.codes.join()) {
      zones.push({
        zoneId: zone.zoneId,
        label: zone.label,
        regionId: zone.regionId,
        zipCode: zone.zipCode,
        before,
        after,
      });
    }
  }
  if (zones.length < count) throw new Error(`Fewer than ${count} zones of ${tenant} change ${product.productId}`);
  return { url: fallback.url, zones };
}

/** The centre of a zone's city in the geography the catalogue was generated from (what geolocation measures). */
export function coordinatesOf(tenant: TenantId, zoneId: string): { latitude: number; longitude: number } {
  for (const region of geographies[tenant].regions) {
    const city = region.cities.find((candidate) => candidate.zone.id === zoneId);
    if (city) return { latitude: city.latitude, longitude: city.longitude };
  }
  throw new Error(`No city of ${tenant} for zone ${zoneId}`);
}

/** A zone we do not deliver to, with its region (docs/zones-and-price-groups.md "no delivery service"). */
export function unservedZone(tenant: TenantId): { zoneId: string; regionId: string; label: string } {
  const [found] = rows<{ zoneId: string; regionId: string; label: string }>(
    `SELECT z.id AS zoneId, c.region_id AS regionId, z.label FROM zones z
       JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
      WHERE z.tenant = ? AND z.served = 0 ORDER BY z.id LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`No unserved zone on ${tenant}`);
  return found;
}

/** A postal code with several colonies (bairros), and its zone's label. */
export function codeWithColonies(tenant: TenantId, priceGroupOtherThan: string) {
  const [found] = rows<{ code: string; zoneId: string; label: string; colonies: string }>(
    `SELECT pc.code, z.id AS zoneId, z.label, group_concat(pc.colony, '|') AS colonies
       FROM postal_codes pc JOIN zones z ON z.tenant = pc.tenant AND z.id = pc.zone_id
      WHERE pc.tenant = ? AND z.served = 1 AND z.price_group_id != ?
      GROUP BY pc.code HAVING count(DISTINCT pc.zone_id) = 1 AND count(*) > 1
      ORDER BY pc.code LIMIT 1`,
    tenant,
    priceGroupOtherThan,
  );
  if (!found) throw new Error(`No postal code with several colonies on ${tenant}`);
  return { ...found, colonies: found.colonies.split('|').sort() };
}

/** Marks the page so that a test can tell a fresh page load from the same page. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function pageWasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === undefined);
}

export const deliveryCodes = (page: Page) =>
  page
    .locator('[data-delivery-code]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-delivery-code')));
