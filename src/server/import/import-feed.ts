import type { Tenant } from '../../tenants/schema';
import type { CatalogueChange } from '../cache/change-notices';
import type { DatabaseHandle } from '../db';
import { checkReferences, knownIds } from './check-references';
import { FeedBatch } from './feed-batch';
import { brandRow, categoryRow, priceRows, productRow, skuRow, stockRow } from './feed-rows';
import { importImages } from './import-images';
import type { FeedLine, RowProblem } from './read-feed';
import { type WrittenRows, writeRows } from './write-rows';

export interface ImportOptions {
  /** Report what would change and write nothing. */
  dryRun?: boolean;
  /** With bad rows: apply the good ones (true) or nothing at all (false, the default). */
  skipBadRows?: boolean;
  /** The feed names every product sold: those it leaves out are withdrawn. Otherwise a delta. */
  full?: boolean;
  now?: Date;
  /**
   * Tells whoever keeps copies of the catalogue (search indexes, cached pages, the CDN) once the
   * import is committed: the storefront's own publishChange inside a server, the notice to the
   * servers from the command line (import/follow-import.ts).
   */
  publish: (change: CatalogueChange) => Promise<unknown>;
}

export interface ImportReport {
  /** Records read and valid, before their references were checked. */
  records: number;
  problems: RowProblem[];
  /** Rows written (or that would be, on a dry run), by kind; null when nothing was applied. */
  written: WrittenRows | null;
  dryRun: boolean;
}

/**
 * Imports Andamio's feed (src/lib/validation/andamio-feed.ts) into one tenant's catalogue: every
 * line read and checked first, then, unless a bad row stops it, the rows that differ written in
 * one transaction, and the change published (search index, cached pages, the CDN) once committed.
 * A dry run does all of it but the commit: what it reports is what the import would write.
 */
export async function importFeed(
  handle: DatabaseHandle,
  tenant: Tenant,
  lines: AsyncIterable<FeedLine>,
  options: ImportOptions,
): Promise<ImportReport> {
  const batch = new FeedBatch();
  const readProblems: RowProblem[] = [];
  let records = 0;
  for await (const read of lines) {
    if ('problems' in read) readProblems.push(...read.problems);
    else {
      records += 1;
      batch.add(read.file, read.line, read.record, read.fieldOf);
    }
  }
  await importImages(batch, tenant, { dryRun: options.dryRun ?? false });
  const levels = checkReferences(batch, await knownIds(handle.db, tenant.tenant));
  const problems = [...readProblems, ...batch.problems].sort((a, b) =>
    a.file === b.file ? a.line - b.line : a.file.localeCompare(b.file),
  );
  const dryRun = options.dryRun ?? false;
  if (options.full && batch.of('product').size === 0) {
    // every product would be withdrawn: surely not the feed meant
    problems.push({
      file: '',
      line: 0,
      field: '',
      reason: 'a full feed names every product sold, and this one names none',
    });
    return { records, problems, written: null, dryRun };
  }
  if (problems.length > 0 && !options.skipBadRows) return { records, problems, written: null, dryRun };

  const rows = {
    categories: [...batch.of('category').values()].map(({ record }) =>
      categoryRow(tenant, record, levels.get(record.id) ?? 1),
    ),
    brands: [...batch.of('brand').values()].map(({ record }) => brandRow(tenant, record)),
    products: [...batch.of('product').values()].map(({ record }) => productRow(tenant, record)),
    skus: [...batch.of('sku').values()].map(({ record }) => skuRow(tenant, record)),
    priceLists: [...batch.of('prices').values()].map(({ record }) => priceRows(tenant.tenant, record)),
    stock: [...batch.of('stock').values()].map(({ record }) => stockRow(tenant, record)),
  };
  const rolledBack = new Error('dry run');
  let written: WrittenRows | undefined;
  const withdrawn: string[] = [];
  try {
    await handle.db.transaction().execute(async (trx) => {
      const now = options.now ?? new Date();
      written = await writeRows(trx, tenant.tenant, rows, now, options.full, withdrawn);
      await trx
        .insertInto('catalogue_imports')
        .values({
          tenant: tenant.tenant,
          imported_at: now.toISOString(),
          full: options.full ? 1 : 0,
          records,
          written: JSON.stringify(written),
        })
        .execute();
      if (dryRun) throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  if (!dryRun && written && Object.values(written).some((count) => count > 0)) {
    const productIds = new Set([
      ...withdrawn,
      ...rows.products.map((row) => row.id),
      ...rows.skus.map((row) => row.product_id),
      ...(await productsOfSkus(handle, tenant.tenant, [
        ...rows.priceLists.map((list) => list[0]?.sku_id ?? ''),
        ...rows.stock.map((row) => row.sku_id),
      ])),
    ]);
    // new, moved or withdrawn products change listings that never showed them: all the tenant's pages go
    const { products, skus, categories, brands, withdrawn: gone } = written;
    const wholeTenant = products + skus + categories + brands + gone > 0;
    await options.publish({
      tenant: tenant.tenant,
      kind: 'catalogue',
      productIds: [...productIds],
      ...(wholeTenant ? { wholeTenant } : {}),
    });
  }
  return { records, problems, written: written ?? null, dryRun };
}

async function productsOfSkus(handle: DatabaseHandle, tenant: string, skuIds: string[]): Promise<string[]> {
  const ids = [...new Set(skuIds)].filter(Boolean);
  const found: string[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await handle.db
      .selectFrom('skus')
      .select('product_id')
      .where('tenant', '=', tenant)
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    found.push(...rows.map((row) => row.product_id));
  }
  return found;
}
