import { createHash, randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect } from '@playwright/test';
import { getTenant } from '../../../src/tenants/registry';
import type { TenantId } from '../../../src/tenants/schema';

/**
 * The cart island's browser tests (cart-island.spec.ts): each site's words, the SKUs of the
 * seeded catalogue they need, a pro buyer's session, and the cart as the JSON API reports it.
 */

export interface Site {
  tenant: 'cl' | 'br';
  priceGroup: string;
  /** br: a pro buyer of the specialists circle, who gets the members' discount and the Pix total. */
  proMember: boolean;
  words: {
    products: string;
    services: string;
    subtotal: string;
    savings: string;
    delivery: string;
    deliveryPending: string;
    total: string;
    pixDiscount: string;
    summary: string;
    quantity: string;
    increase: (name: string) => string;
    decrease: (name: string) => string;
    remove: (name: string) => string;
    removed: (name: string) => string;
    undo: (name: string) => string;
    maxReached: string;
    insufficientStock: (available: number) => string;
    networkError: string;
  };
}

export const sites: Site[] = [
  {
    tenant: 'cl',
    priceGroup: '10',
    proMember: false,
    words: {
      products: 'Productos',
      services: 'Servicios y garantías',
      subtotal: 'Subtotal',
      savings: 'Ahorro',
      delivery: 'Despacho estimado',
      deliveryPending: 'Se calcula al elegir la entrega',
      total: 'Total',
      pixDiscount: 'Descuento pagando con Pix',
      summary: 'Resumen de tu compra',
      quantity: 'Cantidad',
      increase: (name) => `Agregar una unidad de ${name}`,
      decrease: (name) => `Quitar una unidad de ${name}`,
      remove: (name) => `Eliminar ${name}`,
      removed: (name) => `Eliminaste ${name}.`,
      undo: (name) => `Deshacer la eliminación de ${name}`,
      maxReached: 'Alcanzaste el máximo de 9999 unidades por producto.',
      insufficientStock: (available) =>
        `No hay stock suficiente. Reduce la cantidad a ${available} o menos para continuar.`,
      networkError: 'No pudimos actualizar tu carro. Revisa tu conexión e inténtalo de nuevo.',
    },
  },
  {
    tenant: 'br',
    priceGroup: '50',
    proMember: true,
    words: {
      products: 'Produtos',
      services: 'Serviços e garantias',
      subtotal: 'Subtotal',
      savings: 'Economia',
      delivery: 'Frete estimado',
      deliveryPending: 'Calculado ao escolher a entrega',
      total: 'Total',
      pixDiscount: 'Desconto pagando com Pix',
      summary: 'Resumo da sua compra',
      quantity: 'Quantidade',
      increase: (name) => `Aumentar a quantidade de ${name}`,
      decrease: (name) => `Diminuir a quantidade de ${name}`,
      remove: (name) => `Remover ${name}`,
      removed: (name) => `Você removeu ${name}.`,
      undo: (name) => `Desfazer a remoção de ${name}`,
      maxReached: 'Você atingiu o máximo de 9999 unidades por produto.',
      insufficientStock: (available) =>
        `Não há estoque suficiente. Reduza a quantidade para ${available} ou menos para continuar.`,
      networkError: 'Não foi possível atualizar seu carrinho. Verifique sua conexão e tente novamente.',
    },
  },
];

const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

function withDatabase<T>(use: (db: DatabaseSync) => T, readOnly = true): T {
  const db = new DatabaseSync(databasePath, { readOnly, timeout: 5000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export interface Fixtures {
  /** Shipped home, 50+ units at the distribution centre, with warranties, and a store of the zone's region holding 5+ units. */
  served: { skuId: string; name: string; storeId: string };
  /**
   * Another product with a pro price, sent home, 50 to 5,000 units at the distribution centre,
   * its normal price a tenth to a quarter of the free-delivery threshold: one unit falls short of
   * it, a handful reach it.
   */
  cheap: { skuId: string; name: string; units: number };
}

/** SKUs of the seeded catalogue found by kind (the generator decides the ids). */
export function fixtures(tenant: Site['tenant'], priceGroup: string): Fixtures {
  const { fallbackZone, freeShippingFrom } = getTenant(tenant as TenantId);
  return withDatabase((db) => {
    const served = db
      .prepare(
        `SELECT s.id AS skuId, p.name AS name, st.store_id AS storeId FROM skus s
           JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
           JOIN stock st ON st.tenant = s.tenant AND st.sku_id = s.id AND st.store_id != 'DC' AND st.quantity >= 5
           JOIN stores o ON o.tenant = st.tenant AND o.id = st.store_id
           JOIN zones oz ON oz.tenant = o.tenant AND oz.id = o.zone_id
           JOIN cities oc ON oc.tenant = oz.tenant AND oc.id = oz.city_id
          WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND p.services LIKE '%warranty%'
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
            -- a store the cart offers: one serving the fallback zone (its region's)
            AND oc.region_id = (SELECT c.region_id FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
                                WHERE z.tenant = s.tenant AND z.id = ?)
          ORDER BY s.id, st.store_id LIMIT 1`,
      )
      .get(tenant, priceGroup, fallbackZone.zoneId) as Fixtures['served'] | undefined;
    if (!served) throw new Error(`No SKU with services and store stock for ${tenant} in ${databasePath}`);
    const cheap = db
      .prepare(
        `SELECT s.id AS skuId, p.name AS name, d.quantity AS units FROM skus s
           JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
           JOIN prices n ON n.tenant = s.tenant AND n.sku_id = s.id AND n.price_group_id = ? AND n.type = 'NORMAL'
          WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity BETWEEN 50 AND 5000 AND p.id != (
                SELECT product_id FROM skus WHERE tenant = s.tenant AND id = ?)
            AND n.amount BETWEEN ? AND ?
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id
                          AND x.price_group_id = n.price_group_id AND x.type = 'PRECIOS_PRO')
          ORDER BY s.id LIMIT 1`,
      )
      .get(priceGroup, tenant, served.skuId, Math.ceil(freeShippingFrom / 10), Math.floor(freeShippingFrom / 4)) as
      | Fixtures['cheap']
      | undefined;
    if (!cheap)
      throw new Error(`No pro-priced SKU a tenth to a quarter of free delivery for ${tenant} in ${databasePath}`);
    return { served, cheap };
  });
}

/** A new Gold pro buyer with a live session, straight into the database; answers the session cookie value. */
export function proMemberSession(tenant: string): string {
  const id = `cart-island-${randomBytes(6).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  withDatabase((db) => {
    db.prepare(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES (?, ?, ?, 'not-a-hash', 'person', NULL, 'Prueba', 'Carro', 'Premium', 'Gold', 1, ?)`,
    ).run(tenant, id, `${id}@andamio.test`, now.toISOString());
    db.prepare(
      'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    ).run(
      tenant,
      createHash('sha256').update(token).digest('hex'),
      id,
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    );
  }, false);
  return token;
}

export interface Money {
  amount: number;
  text: string;
}

export interface ApiLine {
  lineId: string;
  skuId: string;
  quantity: number;
  unitPrice: Money | null;
  total: Money;
  services: { id: string }[];
  availableServices: { id: string; kind: string; name: string; selected: boolean }[];
  delivery: { method: string; store: { id: string } | null };
  deliveryOptions: { value: string; label: string; selected: boolean; store: { id: string } | null }[];
}

export interface ApiCart {
  itemCount: number;
  lines: ApiLine[];
  totals: {
    products: Money;
    services: Money;
    subtotal: Money;
    savings: Money;
    memberDiscount: { percent: number; amount: Money; label: string } | null;
    delivery: { cost: Money; label: string | null } | null;
    freeDelivery: { missing: Money; label: string } | null;
    total: Money;
    pix: { discount: Money; total: Money; label: string } | null;
  };
}

/** The cart as the JSON API reports it, with the browser's cookies. */
export async function apiCart(request: APIRequestContext, tenant: string): Promise<ApiCart> {
  const response = await request.get(`/api/${tenant}/cart`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiCart }).data;
}

/** The summary's rows a shopper should read for the API's totals, in the page's order. */
export function expectedSummary(totals: ApiCart['totals'], words: Site['words']): string[][] {
  const rows = [
    [words.products, totals.products.text],
    ...(totals.services.amount > 0 ? [[words.services, totals.services.text]] : []),
    [words.subtotal, totals.subtotal.text],
    ...(totals.savings.amount > 0 ? [[words.savings, `- ${totals.savings.text}`]] : []),
    ...(totals.memberDiscount
      ? [
          [
            `${totals.memberDiscount.label} (${totals.memberDiscount.percent}%)`,
            `- ${totals.memberDiscount.amount.text}`,
          ],
        ]
      : []),
    [words.delivery, totals.delivery ? (totals.delivery.label ?? totals.delivery.cost.text) : words.deliveryPending],
    [words.total, totals.total.text],
    ...(totals.pix ? [[words.pixDiscount, `- ${totals.pix.discount.text}`]] : []),
  ];
  return rows.map(([label, value]) => [label ?? '', (value ?? '').replace(/\s+/g, ' ')]);
}
