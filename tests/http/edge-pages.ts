import { zoneCookies } from '../../src/lib/cookies';
import { productUrl } from '../../src/lib/routes';
import { buildZoneCode } from '../../src/lib/zone';
import { getTenant } from '../../src/tenants/registry';
import type { Answer, EdgeShopper } from './edge-shoppers';
import { listingPages } from './page-types';
import { row, rows } from './test-database';

/**
 * What the edge tests browse (cl): ten page types every shopper of a zone shares, zones of
 * different price groups, and what tells one zone's page from another's.
 */
const cl = getTenant('cl');

export interface EdgePage {
  name: string;
  path: string;
}

export interface EdgeZone {
  id: string;
  label: string;
  priceGroup: string;
  /** The zone cookie's value. */
  code: string;
}

/** One served zone per price group (the fallback zone left out, so each names its own place), up to `count`. */
export async function zonesOfPriceGroups(count: number): Promise<EdgeZone[]> {
  const zones = await rows<{ id: string; label: string; priceGroup: string }>(
    `SELECT z.id, z.label, z.price_group_id AS "priceGroup" FROM zones z
      WHERE z.tenant = 'cl' AND z.served = 1 AND z.id <> ?
        AND z.id = (SELECT min(o.id) FROM zones o WHERE o.tenant = z.tenant AND o.served = 1 AND o.id <> ?
                      AND o.price_group_id = z.price_group_id)
      ORDER BY z.price_group_id LIMIT ?`,
    cl.fallbackZone.zoneId,
    cl.fallbackZone.zoneId,
    count,
  );
  if (zones.length < count) throw new Error(`cl has fewer than ${count} price groups`);
  return zones.map((zone) => ({ ...zone, code: buildZoneCode({ priceGroup: zone.priceGroup, zoneId: zone.id }) }));
}

/** The zone cookie of cl for a zone, as a Cookie header. */
export const zoneCookie = (zone: EdgeZone) => `${zoneCookies('cl').zone}=${zone.code}`;

const pricedInGroups = (column: string, groups: string[]) =>
  groups
    .map(
      (group) =>
        `EXISTS (SELECT 1 FROM prices x WHERE x.tenant = 'cl' AND x.sku_id = ${column} AND x.price_group_id = '${group}')`,
    )
    .join(' AND ');

/** A product of one SKU sold home, priced in every group of `zones`, with its SKU. */
export async function singleSkuProduct(zones: EdgeZone[]) {
  const found = await row<{ productId: string; skuId: string; name: string }>(
    `SELECT p.id AS "productId", s.id AS "skuId", p.name FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = 'cl' AND p.variant_type IS NULL AND p.shipping_type = 'home' AND d.quantity >= 50
        AND (SELECT count(*) FROM skus c WHERE c.tenant = p.tenant AND c.product_id = p.id) = 1
        AND ${pricedInGroups(
          's.id',
          zones.map((zone) => zone.priceGroup),
        )}
      ORDER BY p.id LIMIT 1`,
  );
  if (!found) throw new Error('No single-SKU product of cl priced in every group');
  return { ...found, path: productUrl(cl, { productId: found.productId, name: found.name }) };
}

/** A product in colours, opened on its second colour's own URL. */
async function variantPage(zones: EdgeZone[]): Promise<string> {
  const found = await row<{ productId: string; skuId: string; name: string }>(
    `SELECT p.id AS "productId", s.id AS "skuId", p.name FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
      WHERE p.tenant = 'cl' AND p.variant_type = 'COLOR'
        AND s.position = (SELECT min(o.position) FROM skus o WHERE o.tenant = p.tenant AND o.product_id = p.id
                           AND o.position > (SELECT min(f.position) FROM skus f WHERE f.tenant = p.tenant AND f.product_id = p.id))
        AND ${pricedInGroups(
          's.id',
          zones.map((zone) => zone.priceGroup),
        )}
      ORDER BY p.id LIMIT 1`,
  );
  if (!found) throw new Error('No product of cl in colours');
  return productUrl(cl, { productId: found.productId, name: found.name, skuId: found.skuId });
}

/** Ten page types of cl a shopper without an account reaches, each the same for a whole zone. */
export async function sharedPageTypes(zones: EdgeZone[]): Promise<EdgePage[]> {
  const listings = await listingPages('cl');
  const product = await singleSkuProduct(zones);
  return [
    { name: 'home', path: '/cl/' },
    ...listings.map(({ name, path }) => ({ name, path })),
    { name: 'product', path: product.path },
    { name: 'product variant', path: await variantPage(zones) },
    { name: 'no results', path: '/no-search-result?Ntt=zzqxjw&tenant=cl' },
  ];
}

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * What tells one zone's or one audience's copy of a page from another's: every amount of money
 * shown (cl's "$ 12.990") and offered to search engines (JSON-LD prices), the place named in the
 * header, and the islands rendered (crawlers get no click tracker).
 */
export function pageSignature(html: string): string {
  const amounts = html.match(/\$[\s\u00a0]?\d[\d.]*/g) ?? [];
  const offers = html.match(/"price":"?[\d.]+/g) ?? [];
  const place = /data-region-label="true">([^<]*)</.exec(html)?.[1];
  const islands = [...html.matchAll(/opts="\{&quot;name&quot;:&quot;(\w+)&quot;/g)].map((match) => match[1]);
  return JSON.stringify({ place, amounts, offers, islands });
}

/** The name and cart count the header was rendered with (none on a page shared by a zone). */
function personalHeader(html: string): { name: string | undefined; count: number | undefined } {
  const props = decode(html);
  const name = /"initialName":\[0,"([^"]*)"\]/.exec(props)?.[1];
  const count = /"initialCount":\[0,(\d+)\]/.exec(props)?.[1];
  return { name, count: count === undefined ? undefined : Number(count) };
}

/**
 * What is wrong with an answer a shopper got through an edge: another zone's or audience's page
 * (compared with what the storefront renders for its zone), a Cache-Control missing, or another
 * shopper's name, email or cart count.
 */
export function faultsOf(
  answer: Answer,
  expected: { signature: string; shopper: EdgeShopper; others: EdgeShopper[] },
): string[] {
  const faults: string[] = [];
  if (answer.status !== 200) faults.push(`answered ${answer.status}`);
  if (!answer.headers.get('cache-control')) faults.push('has no Cache-Control');
  const signature = pageSignature(answer.html);
  if (signature !== expected.signature) faults.push(`shows ${signature}, the storefront ${expected.signature}`);
  const { shopper, others } = expected;
  for (const other of others) {
    for (const word of [other.firstName, other.email]) {
      if (word && answer.html.includes(word)) faults.push(`shows ${other.name}'s ${word}`);
    }
  }
  const header = personalHeader(answer.html);
  if (header.name !== undefined && header.name !== shopper.firstName) faults.push(`greets ${header.name}`);
  if (header.count !== undefined && header.count !== shopper.cartCount)
    faults.push(`counts ${header.count} in the cart`);
  return faults;
}
