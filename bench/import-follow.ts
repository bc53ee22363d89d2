import type { ContentSource } from '../src/server/content/source';
import { openConfiguredDatabase } from '../src/server/db';
import { SearchIndex } from '../src/server/search/build-index';
import { DocumentStore } from '../src/server/search/document-store';
import { indexSourceOf } from '../src/server/search/index-source';
import { searchDocuments } from '../src/server/search/load';
import { catalogueRevision, snapshotKey, snapshotPath, writeSnapshot } from '../src/server/search/snapshots';
import { tenantSitemapParts } from '../src/server/seo/sitemap';
import { getTenant } from '../src/tenants/registry';
import type { TenantId } from '../src/tenants/schema';
import { synonymsFile } from './search-relevance';

/** The content collections are Astro's (build time): the sitemaps' catalogue part is what an import changes. */
const noContent: ContentSource = { banners: async () => [], pages: async () => [] };

/**
 * What a server does after an import, measured on its own: the tenant's search index built again
 * from the database (the import forgot it) and saved beside it as search/registry.ts does, then
 * the tenant's sitemaps.
 */
export async function followImportBench(tenantId: string) {
  const tenant = getTenant(tenantId as TenantId);
  const handle = openConfiguredDatabase();
  try {
    let started = performance.now();
    const options = { synonyms: synonymsFile(tenant.tenant) };
    const index = new SearchIndex(
      DocumentStore.from(searchDocuments(await indexSourceOf(handle, tenant.tenant))),
      options,
    );
    const indexSeconds = (performance.now() - started) / 1000;
    // the peak so far is the index's own
    const indexPeakRssKb = process.resourceUsage().maxRSS;
    started = performance.now();
    const revision = handle.dialect === 'sqlite' ? catalogueRevision(handle.sqlite.raw, tenant.tenant) : undefined;
    const path = handle.dialect === 'sqlite' ? snapshotPath(handle.path, tenant.tenant) : undefined;
    if (path && revision) await writeSnapshot(path, snapshotKey(tenant.tenant, revision, options), index);
    const snapshotSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const parts = await tenantSitemapParts(handle, noContent, tenant);
    const sitemapSeconds = (performance.now() - started) / 1000;
    return {
      indexed: index.docs.length,
      indexSeconds,
      indexPeakRssKb,
      snapshotSeconds,
      sitemapFiles: parts.length,
      sitemapUrls: parts.reduce((sum, part) => sum + part.length, 0),
      sitemapSeconds,
    };
  } finally {
    await handle.close();
  }
}
