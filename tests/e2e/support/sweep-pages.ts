import { DatabaseSync } from 'node:sqlite';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Lang } from '../../../src/lib/messages';
import { productWithTool } from './accessibility';
import { comparablePair } from './compare-fixtures';
import { newCustomer } from './lists-fixtures';
import { logInWithCookie, userIdOf } from './session-cookie';
import { listingIds, outOfStockSku, skuWithWarranty } from './site-wide-fixtures';

/**
 * One URL of every page type of a tenant, for the page sweep (page-sweep.spec.ts), found in the
 * database the e2e server seeded (the generator decides the ids): the pages a shopper lands on,
 * in the states that show the most text (a product with services, a cart with a line, a signed-in
 * header), plus those a shopper meets by mistake (no results, a wrong password, 404, 500).
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

export interface Site {
  tenant: string;
  lang: Lang;
  /** The language whose words must not show. */
  other: Lang;
  priceGroup: string;
  /** The fallback zone, whose region's stores add to the stock a product page shows. */
  fallbackZone: string;
  term: string;
  /** The content landings every tenant has (src/content/pages/<tenant>), the help page first. */
  landings: readonly [help: string, ...rest: string[]];
  /** A campaign landing of blocks (src/content/landings/<tenant>). */
  campaign: string;
}

export const sites = {
  cl: {
    tenant: 'cl',
    lang: 'es',
    other: 'pt',
    priceGroup: '10',
    fallbackZone: '13101',
    term: 'pintura',
    landings: ['/landing/ayuda/preguntas-frecuentes/', '/landing/guia/guia-de-calculo/', '/landing/cmr/precio-cmr/'],
    campaign: '/landing/cyber-day/ofertas-cyber-day/',
  },
  br: {
    tenant: 'br',
    lang: 'pt',
    other: 'es',
    priceGroup: '50',
    fallbackZone: '3550308',
    term: 'tinta',
    landings: ['/landing/ajuda/perguntas-frequentes/', '/landing/guia/guia-de-calculo/', '/landing/cmr/preco-cmr/'],
    campaign: '/landing/black-friday/ofertas-black-friday/',
  },
  mx: {
    tenant: 'mx',
    lang: 'es',
    other: 'pt',
    priceGroup: '60',
    fallbackZone: '09015',
    term: 'pintura',
    landings: ['/landing/ayuda/preguntas-frecuentes/', '/landing/guia/guia-de-calculo/', '/landing/cmr/precio-cmr/'],
    campaign: '/landing/vuelta-a-clases/ofertas-vuelta-a-clases/',
  },
} as const satisfies Record<string, Site>;

export interface SweepPage {
  name: string;
  /** Where the shopper goes (with the tenant). */
  path: string;
  /** The status the page answers with. */
  status: number;
  /** What has to be so before the visit: a signed-in shopper, a line in the cart. */
  before?: (context: BrowserContext, baseURL: string) => Promise<void>;
  /** The state the page must show before it is checked (out of stock, a line in the cart). */
  shows?: (page: Page) => Promise<void>;
  /**
   * Why tenants other than cl and br sweep this page too: it shows something of theirs that
   * cl's Spanish and br's Portuguese pages do not (instalments, money with cents, postal codes).
   */
  differsByTenant?: string;
  /** The page's words and blocks are the tenant's own content files (src/content), not shared markup. */
  ownContent?: true;
}

function withDb<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function value(sql: string, ...params: (string | number)[]): string {
  const found = withDb((db) => db.prepare(sql).get(...params) as { v: string } | undefined);
  if (!found) throw new Error(`No fixture in ${databasePath} for: ${sql} (${params.join(', ')})`);
  return found.v;
}

const productPath = (tenant: string, id: string) =>
  `/product/${value("SELECT id || '/' || slug AS v FROM products WHERE tenant = ? AND id = ?", tenant, id)}/`;

/**
 * The product whose first SKU has, for the fallback zone (the distribution centre and the stores of
 * the zone's region), units in [min, max], some of them at the distribution centre.
 */
function productWithStock(site: Site, min: number, max: number): string {
  const found = withDb(
    (db) =>
      db
        .prepare(
          `WITH region_stores AS (
             SELECT st.id FROM stores st
               JOIN zones z ON z.tenant = st.tenant AND z.id = st.zone_id
               JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
              WHERE st.tenant = :tenant AND c.region_id = (
                SELECT c2.region_id FROM zones z2 JOIN cities c2 ON c2.tenant = z2.tenant AND c2.id = z2.city_id
                 WHERE z2.tenant = :tenant AND z2.id = :zone))
           SELECT p.id || '/' || p.slug AS v FROM products p
             JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
               AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
            WHERE p.tenant = :tenant AND p.shipping_type = 'home'
              AND (SELECT COALESCE(SUM(MAX(quantity, 0)), 0) FROM stock a
                    WHERE a.tenant = s.tenant AND a.sku_id = s.id
                      AND (a.store_id = 'DC' OR a.store_id IN (SELECT id FROM region_stores))) BETWEEN :min AND :max
              AND (SELECT quantity FROM stock d WHERE d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC') >= 1
            ORDER BY p.id LIMIT 1`,
        )
        .get({ tenant: site.tenant, zone: site.fallbackZone, min, max }) as { v: string } | undefined,
  );
  if (!found) throw new Error(`No product of ${site.tenant} with ${min}-${max} units in ${databasePath}`);
  return found.v;
}

/** Every page type of the site, each once. */
export function sweepPages(site: Site): SweepPage[] {
  const t = site.tenant;
  const listing = listingIds(t);
  const category = value(
    "SELECT id || '/' || slug AS v FROM categories WHERE tenant = ? AND id = ?",
    t,
    listing.categoryId,
  );
  // the longest name among products with variants: the widest title and variant picker
  const variants = value(
    `SELECT p.id || '/' || p.slug AS v FROM products p
      WHERE p.tenant = ? AND (SELECT COUNT(*) FROM skus s WHERE s.tenant = p.tenant AND s.product_id = p.id) > 1
      ORDER BY length(p.name) DESC, p.id LIMIT 1`,
    t,
  );
  const longest = value(
    "SELECT id || '/' || slug AS v FROM products WHERE tenant = ? ORDER BY length(name) DESC, id LIMIT 1",
    t,
  );
  const tool = (kind: 'paint' | 'floor' | 'cut-board') => productPath(t, productWithTool(t, kind).id);
  const withServices = skuWithWarranty(t, site.priceGroup);
  const pair = comparablePair(t);
  const [help, ...landings] = site.landings;

  const pages: Omit<SweepPage, 'status'>[] = [
    {
      name: 'home',
      path: '/',
      differsByTenant: 'the instalments banner, the free-shipping amount in the currency',
      // the help page, swept below, is the one the footer's first link leads to
      shows: (page) =>
        expect(page.getByRole('contentinfo').getByRole('link').first()).toHaveAttribute('href', `/${t}${help}`),
    },
    { name: 'category', path: `/category/${category}/`, differsByTenant: 'product cards with prices in the currency' },
    { name: 'brand', path: `/brand/${listing.brandSlug}/` },
    { name: 'collection', path: `/collection/${listing.collectionId}/` },
    { name: 'search', path: `/search?Ntt=${site.term}` },
    { name: 'search, short route', path: `/search/${site.term}/` },
    { name: 'search without result', path: '/search?Ntt=zzqxwvyk' },
    {
      name: 'product in stock, with services',
      path: productPath(t, withServices.productId),
      differsByTenant: 'instalments, prices in the currency, the postal-code form',
    },
    { name: 'product with variants and a long name', path: `/product/${variants}/` },
    { name: 'product with the longest name', path: `/product/${longest}/` },
    {
      name: 'product out of stock',
      path: productPath(t, outOfStockSku(t).productId),
      shows: (page) =>
        expect(page.getByText(/^(Producto agotado|Produto esgotado|Sin stock|Sem estoque)/).first()).toBeVisible(),
    },
    {
      name: 'product with critical stock',
      path: `/product/${productWithStock(site, 1, 5)}/`,
      shows: (page) =>
        expect(page.getByText(/^(¡Solo queda|Só resta|Últimas?|Stock crítico|Estoque crítico)/).first()).toBeVisible(),
    },
    {
      name: 'paint calculator with its figures',
      path: `${tool('paint')}?calc=paint&width=14&height=2.4&doors=1&windows=1&coats=2#calculator`,
    },
    { name: 'floor calculator and project builder', path: `${tool('floor')}?calc=floor&area=12.5#calculator` },
    { name: 'board cut to size', path: tool('cut-board') },
    { name: 'compare', path: `/compare/?ids=${pair.products.map((p) => p.id).join(',')}` },
    { name: 'empty cart', path: '/cart/' },
    {
      name: 'cart with a line, its services and a signed-in header',
      path: '/cart/',
      before: async (context, baseURL) => {
        await logInWithCookie(context, baseURL, t, (await newCustomer(t)).id);
        const added = await context.request.post(`/${t}/cart/?_action=cart.add`, {
          form: { skuId: withServices.skuId, quantity: '1' },
          headers: { origin: baseURL },
          maxRedirects: 0,
        });
        expect(added.status(), 'the cart form takes the line').toBe(303);
      },
      shows: (page) => expect(page.getByRole('listitem', { name: withServices.name })).toBeVisible(),
      differsByTenant: 'totals in the currency',
    },
    { name: 'account: login and register, after a wrong password', path: '/account/?error=errors.invalidCredentials' },
    {
      name: 'account, signed in',
      path: '/account/',
      before: (context, baseURL) => logInWithCookie(context, baseURL, t, userIdOf(t, 'cliente@andamio.test')),
      shows: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Hola|Olá), /),
      differsByTenant: 'the change-password link (tenant flag)',
    },
    { name: 'password reset', path: '/account/password-reset/' },
    { name: 'order lookup', path: '/orders/find' },
    { name: `landing ${help} (the footer's first link)`, path: help, ownContent: true },
    ...landings.map((path) => ({ name: `landing ${path}`, path, ownContent: true as const })),
    { name: 'campaign landing', path: site.campaign, ownContent: true },
    { name: 'location (stores and zone)', path: '/location/', differsByTenant: 'the postal-code form' },
    { name: 'search by image', path: '/search-by-image' },
    { name: '404', path: '/no-such-page-here/' },
  ];
  // a page two kinds find (br's longest name is a product with variants) is visited once
  const once = pages.filter((page, at) => page.before || pages.findIndex((other) => other.path === page.path) === at);
  return [
    ...once.map((page) => ({ ...page, path: `/${t}${page.path}`, status: page.name === '404' ? 404 : 200 })),
    // the routes the server rewrites to, reached with the tenant as a parameter
    { name: 'no results route', path: `/no-search-result?Ntt=zzqxjw&tenant=${t}`, status: 200 },
    { name: 'error page 500', path: `/_error?statusCode=500&tenant=${t}`, status: 500 },
  ];
}
