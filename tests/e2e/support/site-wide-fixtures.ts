import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { latestMailTo } from './mailbox';

/**
 * Rows of the seeded e2e database for the site-wide specs (the generator decides the ids), and
 * the words a tenant's own data uses (product names, descriptions, content files), which a
 * language check must never take for a leak.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

function withDb<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function row<T>(sql: string, ...params: string[]): T {
  const found = withDb((db) => db.prepare(sql).get(...params) as T | undefined);
  if (!found) throw new Error(`No fixture in ${databasePath} for: ${sql} (${params.join(', ')})`);
  return found;
}

/** A SKU with 50+ units shipped home, priced in `priceGroup`, whose product offers extended warranties. */
export function skuWithWarranty(
  tenant: string,
  priceGroup: string,
): { skuId: string; productId: string; name: string; warranties: { name: string }[] } {
  const found = row<{ id: string; product_id: string; name: string; services: string }>(
    `SELECT s.id, s.product_id, p.name, p.services FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND p.services LIKE '%"warranty"%'
        AND p.variant_type IS NULL
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
  );
  const services = JSON.parse(found.services) as { kind: string; name: string }[];
  return {
    skuId: found.id,
    productId: found.product_id,
    name: found.name,
    warranties: services.filter((service) => service.kind === 'warranty'),
  };
}

/** A SKU no store and no distribution centre has, of a product with one SKU. */
export function outOfStockSku(tenant: string): { skuId: string; productId: string; name: string } {
  const found = row<{ id: string; product_id: string; name: string }>(
    `SELECT s.id, s.product_id, p.name FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
      WHERE s.tenant = ? AND p.variant_type IS NULL
        AND NOT EXISTS (SELECT 1 FROM stock d WHERE d.tenant = s.tenant AND d.sku_id = s.id AND d.quantity > 0)
      ORDER BY s.id LIMIT 1`,
    tenant,
  );
  return { skuId: found.id, productId: found.product_id, name: found.name };
}

export function notifyMeRow(tenant: string, skuId: string, email: string): { created_at: string } | undefined {
  return withDb(
    (db) =>
      db
        .prepare('SELECT created_at FROM notify_me WHERE tenant = ? AND sku_id = ? AND email = ?')
        .get(tenant, skuId, email) as { created_at: string } | undefined,
  );
}

/** Ids to reach every listing page of a tenant: a category, a brand with products, a collection. */
export function listingIds(tenant: string): { categoryId: string; brandSlug: string; collectionId: string } {
  const category = row<{ category_id: string }>(
    'SELECT category_id FROM products WHERE tenant = ? GROUP BY category_id ORDER BY count(*) DESC LIMIT 1',
    tenant,
  );
  const brand = row<{ slug: string }>(
    `SELECT b.slug FROM brands b JOIN products p ON p.tenant = b.tenant AND p.brand_id = b.id
      WHERE b.tenant = ? GROUP BY b.slug ORDER BY count(*) DESC LIMIT 1`,
    tenant,
  );
  const collection = row<{ id: string }>('SELECT id FROM collections WHERE tenant = ? ORDER BY id LIMIT 1', tenant);
  return { categoryId: category.category_id, brandSlug: brand.slug, collectionId: collection.id };
}

export const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

function filesUnder(path: string): string[] {
  try {
    if (!statSync(path).isDirectory()) return [path];
  } catch {
    return [];
  }
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** Every word of the tenant's own data: catalogue rows and content files (banners, pages, projects). */
export function dataWords(tenant: string): Set<string> {
  const texts = withDb((db) => {
    const all = (sql: string) =>
      (db.prepare(sql).all(tenant) as Record<string, string | null>[]).flatMap(Object.values);
    return [
      ...all(
        'SELECT name, description, attributes, top_attributes, data_sheet, services FROM products WHERE tenant = ?',
      ),
      ...all('SELECT name FROM brands WHERE tenant = ?'),
      ...all('SELECT name FROM categories WHERE tenant = ?'),
      ...all('SELECT title, description FROM collections WHERE tenant = ?'),
      ...all('SELECT * FROM stores WHERE tenant = ?'),
      ...all('SELECT label FROM zones WHERE tenant = ?'),
      ...all('SELECT color, size FROM skus WHERE tenant = ?'),
      // shoppers' own words, in whatever language they wrote them (reviews can be translated)
      ...all('SELECT title, comment, alias FROM reviews WHERE tenant = ?'),
      ...all('SELECT question, answer, asked_by, answered_by FROM questions WHERE tenant = ?'),
    ];
  });
  const content = ['banners', 'pages', 'projects'].flatMap((kind) =>
    filesUnder(join('src/content', kind, tenant)).map((file) => readFileSync(file, 'utf8')),
  );
  return new Set([...texts, ...content].flatMap((text) => (text ? wordsOf(String(text)) : [])));
}

/** Forgets the per-address login counters of a tenant, so a rate-limit test starts from none however often it runs. */
export function forgetAddressLoginAttempts(tenant: string): void {
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    db.prepare('DELETE FROM rate_limits WHERE key LIKE ?').run(`login:ip:${tenant}:%`);
  } finally {
    db.close();
  }
}

/** A SKU with a size (variant type SIZE), 50+ units shipped home, priced in `priceGroup`. */
export function sizedSku(tenant: string, priceGroup: string): { skuId: string; name: string; size: string } {
  const found = row<{ id: string; name: string; size: string }>(
    `SELECT s.id, p.name, s.size FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND s.size IS NOT NULL AND p.shipping_type = 'home' AND d.quantity >= 50
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
  );
  return { skuId: found.id, name: found.name, size: found.size };
}

/**
 * The reset link of the newest email to `to` in tenant `tenant` that reached the test mailbox
 * since `since` (tests/support/smtp-mailbox.ts), as a path on this site.
 */
export async function resetLinkFromMail(tenant: string, to: string, since: number): Promise<string | undefined> {
  const mail = await latestMailTo(tenant, to, since);
  return mail?.text.match(/https?:\/\/\S+?(\/[a-z]+\/password-reset\?token=[\w-]+)/)?.[1];
}
