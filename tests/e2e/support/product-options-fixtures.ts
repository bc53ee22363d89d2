import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A sentence ending in `label`: an abbreviation's period ends it ("Monterrey, N.L."). */
const sentence = (label: string) => (label.endsWith('.') ? label : `${label}.`);

/** Products, zones and postal codes of the test database for the product-options browser tests. */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

export function rows<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const sites = {
  cl: {
    fallback: { zoneId: '13101', priceGroup: '10' },
    whatsapp: '56950004100',
    stores: /^Mapa de \d+ tiendas de .+; los números son los de la lista\.$/,
    pickup: 'Retiro en tienda',
    storeLabel: 'Tienda para retirar o comprar',
    addToCart: 'Agregar al carro',
    cartMethod: 'Método de entrega',
    cartStore: 'Tienda',
    save: 'Guardar ubicación',
    current: (label: string) => `Precios, stock y entregas para ${sentence(label)}`,
    open: /^Ver en pantalla completa: /,
    viewer: /^Pantalla completa: /,
    next: 'Siguiente',
    close: 'Cerrar pantalla completa',
    chat: /^Consulta por WhatsApp/,
  },
  br: {
    fallback: { zoneId: '3550308', priceGroup: '50' },
    whatsapp: '5511950004100',
    stores: /^Mapa de \d+ lojas de .+; os números são os da lista\.$/,
    pickup: 'Retire na loja',
    storeLabel: 'Loja para retirar ou comprar',
    addToCart: 'Adicionar ao carrinho',
    cartMethod: 'Forma de entrega',
    cartStore: 'Loja',
    save: 'Salvar localização',
    current: (label: string) => `Preços, estoque e entregas para ${sentence(label)}`,
    open: /^Ver em tela cheia: /,
    viewer: /^Tela cheia: /,
    next: 'Próxima',
    close: 'Fechar tela cheia',
    chat: /^Tire suas dúvidas pelo WhatsApp/,
    zipLabel: 'CEP',
    notServed: 'Infelizmente ainda não entregamos nessa região.',
    unknownZip: '99999-999',
    unknownZipMessage: 'O CEP 99999-999 é inválido ou não existe.',
  },
  mx: {
    fallback: { zoneId: '09015', priceGroup: '60' },
    whatsapp: '5215550004100',
    stores: /^Mapa de \d+ tiendas de .+; los números son los de la lista\.$/,
    pickup: 'Retiro en tienda',
    storeLabel: 'Tienda para retirar o comprar',
    addToCart: 'Agregar al carro',
    cartMethod: 'Método de entrega',
    cartStore: 'Tienda',
    save: 'Guardar ubicación',
    current: (label: string) => `Precios, stock y entregas para ${sentence(label)}`,
    open: /^Ver en pantalla completa: /,
    viewer: /^Pantalla completa: /,
    next: 'Siguiente',
    close: 'Cerrar pantalla completa',
    chat: /^Consulta por WhatsApp/,
    zipLabel: 'Código postal',
    notServed: 'Lamentablemente aún no hacemos entregas en esta zona.',
    unknownZip: '54730',
    unknownZipMessage: 'El código postal 54730 no es válido o no existe.',
  },
} as const;
export type TenantId = keyof typeof sites;

/** A product sold home and in at least two stores of the fallback zone's region, with those stores. */
export function storeProduct(tenant: TenantId): {
  productId: string;
  skuId: string;
  stores: { id: string; name: string }[];
} {
  const { zoneId, priceGroup } = sites[tenant].fallback;
  const [region] = rows<{ regionId: string }>(
    'SELECT c.region_id AS regionId FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id WHERE z.tenant = ? AND z.id = ?',
    tenant,
    zoneId,
  );
  const regionId = region?.regionId ?? '';
  const storesWithStock = `FROM stock k JOIN stores st ON st.tenant = k.tenant AND st.id = k.store_id
      JOIN zones sz ON sz.tenant = st.tenant AND sz.id = st.zone_id
      JOIN cities sc ON sc.tenant = sz.tenant AND sc.id = sz.city_id
     WHERE k.tenant = ? AND k.quantity >= 3 AND sc.region_id = ?`;
  const [found] = rows<{ productId: string; skuId: string }>(
    `SELECT p.id AS productId, s.id AS skuId FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 5
        AND s.id = (SELECT min(x.id) FROM skus x WHERE x.tenant = s.tenant AND x.product_id = p.id)
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
        AND (SELECT count(*) ${storesWithStock} AND k.sku_id = s.id) >= 2
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
    tenant,
    regionId,
  );
  if (!found) throw new Error(`No product with store stock on ${tenant} in ${databasePath}`);
  const stores = rows<{ id: string; name: string }>(
    `SELECT st.id, st.name ${storesWithStock} AND k.sku_id = ? ORDER BY st.name`,
    tenant,
    regionId,
    found.skuId,
  );
  return { ...found, stores };
}

/** Served zones in another price group where the SKU has a price, each with a postal code of its own. */
export function otherZones(tenant: TenantId, skuId: string) {
  return rows<{
    zoneId: string;
    label: string;
    regionId: string;
    regionName: string;
    cityName: string;
    zipCode: string | null;
  }>(
    `SELECT z.id AS zoneId, z.label, c.region_id AS regionId, r.name AS regionName, c.name AS cityName,
            (SELECT min(pc.code) FROM postal_codes pc WHERE pc.tenant = z.tenant AND pc.zone_id = z.id
                AND NOT EXISTS (SELECT 1 FROM postal_codes o WHERE o.tenant = pc.tenant AND o.code = pc.code AND o.zone_id != z.id)) AS zipCode
       FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
       JOIN regions r ON r.tenant = c.tenant AND r.id = c.region_id
      WHERE z.tenant = ? AND z.served = 1 AND z.price_group_id != ?
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = z.tenant AND x.sku_id = ? AND x.price_group_id = z.price_group_id)
      ORDER BY z.id LIMIT 40`,
    tenant,
    sites[tenant].fallback.priceGroup,
    skuId,
  );
}

/** A postal code whose every zone is unserved (docs/zones-and-price-groups.md "Zip not served"). */
export function unservedZip(tenant: TenantId): string {
  const [found] = rows<{ code: string }>(
    `SELECT pc.code FROM postal_codes pc WHERE pc.tenant = ?
        AND NOT EXISTS (SELECT 1 FROM postal_codes o JOIN zones z ON z.tenant = o.tenant AND z.id = o.zone_id
                         WHERE o.tenant = pc.tenant AND o.code = pc.code AND z.served = 1)
      ORDER BY pc.code LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`No unserved postal code on ${tenant}`);
  return found.code;
}

export interface ApiProduct {
  url: string;
  name: string;
  price: { status: string; current?: { text: string } };
}

export async function apiProduct(request: APIRequestContext, tenant: TenantId, productId: string, zone?: string) {
  const query = zone ? `&zone=${zone}` : '';
  const response = await request.get(`/api/${tenant}/product?productId=${productId}${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as ApiProduct;
}

/** A zone whose price for the product differs from the fallback zone's, so the change shows. */
export async function zoneWithOtherPrice(
  request: APIRequestContext,
  tenant: TenantId,
  productId: string,
  skuId: string,
) {
  const before = await apiProduct(request, tenant, productId);
  for (const zone of otherZones(tenant, skuId)) {
    if (tenant !== 'cl' && zone.zipCode === null) continue;
    const after = await apiProduct(request, tenant, productId, zone.zoneId);
    if (after.price.current?.text !== before.price.current?.text) {
      return { ...zone, before: before.price.current?.text ?? '', after: after.price.current?.text ?? '' };
    }
  }
  throw new Error(`No zone of ${tenant} changes the price of ${productId}`);
}

export const currentPrice = (page: Page) => page.locator('[data-current-price]');
