import { brandUrl, categoryUrl, collectionUrl, homeUrl, productUrl } from '../../lib/routes';
import { lastmodOf, type SitemapEntry, splitUrls, urlXml } from '../../lib/sitemap';
import type { Tenant } from '../../tenants/schema';
import { landingPath, liveLandings } from '../content/landings';
import { contentIndex } from '../content/pages';
import type { ContentSource } from '../content/source';
import type { DatabaseHandle } from '../db';
import { siteHref } from './origin';

/**
 * Every indexable page of a tenant, as absolute URLs on its public origin (siteOrigin: SITE_URL or tenant.seoDomain,
 * what a real deployment serves; the same base as the pages' canonical links): home, every
 * category, brand pages, collections, content landing pages and products. Listing variants
 * (facets, sort, pages past the first) are left out: they canonicalise to these.
 */
export async function tenantSitemapEntries(
  handle: DatabaseHandle,
  source: ContentSource,
  tenant: Tenant,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const { db } = handle;
  const [categories, brands, collections, products, pages, pageEntries, landings] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('tenant', '=', tenant.tenant)
      .orderBy('level')
      .orderBy('position')
      .execute(),
    db.selectFrom('brands').select(['name']).where('tenant', '=', tenant.tenant).orderBy('name').execute(),
    db.selectFrom('collections').select(['id']).where('tenant', '=', tenant.tenant).orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['id', 'name', 'created_at'])
      .where('tenant', '=', tenant.tenant)
      .where('withdrawn_at', 'is', null)
      .orderBy('id')
      .execute(),
    contentIndex(source, tenant),
    source.pages(tenant.tenant),
    // marketing landing pages only inside their window, never drafts
    liveLandings(source, tenant, now),
  ]);
  const updated = new Map(pageEntries.map((page) => [`${page.id}/${page.slug}`, lastmodOf(page.updated)]));
  const paths: [string, string | undefined][] = [
    [homeUrl(tenant), undefined],
    ...categories.map((row): [string, undefined] => [
      categoryUrl(tenant, { categoryId: row.id, name: row.name }),
      undefined,
    ]),
    // a brand name of symbols only has no page of its own (routes.ts sends it to search)
    ...brands
      .map((row): [string, undefined] => [brandUrl(tenant, row.name), undefined])
      .filter(([path]) => path.includes('/brand/')),
    ...collections.map((row): [string, undefined] => [collectionUrl(tenant, row.id), undefined]),
    ...landings.map((landing): [string, undefined] => [landingPath(tenant, landing), undefined]),
    ...pages.map((page): [string, string | undefined] => [page.url, updated.get(`${page.id}/${page.slug}`)]),
    // products keep no modification time; the catalogue writes their content once (a review only moves the rating)
    ...products.map((row): [string, string | undefined] => [
      productUrl(tenant, { productId: row.id, name: row.name }),
      lastmodOf(row.created_at),
    ]),
  ];
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const [path, lastmod] of paths) {
    const loc = siteHref(tenant, path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    entries.push({ loc, lastmod });
  }
  return entries;
}

const partsTtlMs = 10 * 60_000;
const partsCache = new Map<string, { until: number; parts: Promise<string[][]> }>();

/**
 * A tenant's sitemap files: serialised <url> elements, split at the protocol's limits. Kept ten
 * minutes: a crawler reads the index (which needs every tenant's split) and then each file, and
 * the catalogue does not change between those reads.
 */
export function tenantSitemapParts(
  handle: DatabaseHandle,
  source: ContentSource,
  tenant: Tenant,
  now = Date.now(),
): Promise<string[][]> {
  const cached = partsCache.get(tenant.tenant);
  if (cached && cached.until > now) return cached.parts;
  const parts = tenantSitemapEntries(handle, source, tenant).then((entries) => splitUrls(entries.map(urlXml)));
  partsCache.set(tenant.tenant, { until: now + partsTtlMs, parts });
  parts.catch(() => partsCache.delete(tenant.tenant));
  return parts;
}

/** Sitemaps change with the catalogue, not per request: shared caches may keep them an hour. */
export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
