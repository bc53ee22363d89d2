import type { Tenant } from '../../tenants/schema';
import type { CatalogueChange } from '../cache/change-notices';
import type { DatabaseHandle, Db } from '../db';
import { checkReferences, type KnownIds, knownIds, remember } from './check-references';
import { FeedBatch, NamedKeys } from './feed-batch';
import { rowsOf } from './feed-rows';
import { type Dialect, oneOf } from './id-list';
import { importImages } from './import-images';
import type { FeedLine, RowProblem } from './read-feed';
import { chunks, noRowsWritten, type WrittenRows, withdrawUnnamed, writeRows } from './write-rows';

export interface ImportOptions {
  /** Report what would change and write nothing. */
  dryRun?: boolean;
  /** With bad rows: apply the good ones (true) or nothing at all (false, the default). */
  skipBadRows?: boolean;
  /** The feed names every product sold: those it leaves out are withdrawn. Otherwise a delta. */
  full?: boolean;
  now?: Date;
  /**
   * Whose catalogue it is: a retailer's feed (the default) or the generator's demo catalogue,
   * which a later start may import again (db/first-catalogue.ts).
   */
  source?: 'feed' | 'generator';
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
 * Records per part: what is held in memory at once, and what one round of reads and writes
 * covers (write-rows.ts reads each table once per part).
 */
const recordsPerPart = 10_000;

/** What an import has found and written so far, over its parts. */
interface Progress {
  records: number;
  problems: RowProblem[];
  written: WrittenRows;
  /** The products the feed names and that were accepted: a full feed withdraws the others. */
  named: Set<string>;
  changedProducts: Set<string>;
  /** SKUs whose prices or stock changed: their products' pages change too. */
  changedSkus: Set<string>;
}

/**
 * Checks a part of the feed and, while nothing stops the import, writes it. Checked either way:
 * once a bad row means nothing will be applied, the rest of the feed is still read for its problems.
 */
async function importPart(
  trx: Db,
  tenant: Tenant,
  part: FeedBatch,
  known: KnownIds,
  progress: Progress,
  options: { later: FeedBatch | undefined; write: boolean; now: Date; dialect: Dialect; dryRun: boolean },
): Promise<void> {
  await importImages(part, tenant, { dryRun: options.dryRun });
  const levels = checkReferences(part, known, options.later);
  remember(part, known);
  for (const id of part.of('product').keys()) progress.named.add(id);
  progress.problems.push(...part.problems);
  if (!options.write) return;
  const written = await writeRows(
    trx,
    options.dialect,
    tenant.tenant,
    rowsOf(tenant, part, levels, options.now),
    options.now,
  );
  for (const [kind, count] of Object.entries(written.counts)) {
    const key = kind as keyof WrittenRows;
    if (count > 0 || key in progress.written) progress.written[key] = (progress.written[key] ?? 0) + count;
  }
  for (const id of written.productIds) progress.changedProducts.add(id);
  for (const id of written.skuIds) progress.changedSkus.add(id);
}

/**
 * Imports Andamio's feed (src/lib/validation/andamio-feed.ts) into one tenant's catalogue, in one
 * transaction: the feed streams through in parts of `recordsPerPart` records, each checked (its
 * records may point at the database's or at an earlier part's; one pointing at a later part's
 * waits for the end) and its differing rows written. A bad row, unless skipBadRows, stops the
 * writing and rolls back what was written, and the rest is read for its problems. A dry run does
 * all of it but the commit: what it reports is what the import would write. Once committed, the
 * change is published (search index, cached pages, the CDN).
 */
export async function importFeed(
  handle: DatabaseHandle,
  tenant: Tenant,
  lines: AsyncIterable<FeedLine>,
  options: ImportOptions,
): Promise<ImportReport> {
  const dryRun = options.dryRun ?? false;
  const now = options.now ?? new Date();
  const progress: Progress = {
    records: 0,
    problems: [],
    written: noRowsWritten(),
    named: new Set(),
    changedProducts: new Set(),
    changedSkus: new Set(),
  };
  const stopped = () => progress.problems.length > 0 && !options.skipBadRows;
  const rolledBack = new Error('rolled back');
  const withdrawn: string[] = [];
  try {
    await handle.db.transaction().execute(async (trx) => {
      const known = await knownIds(trx, tenant.tenant);
      const named = new NamedKeys();
      const later = new FeedBatch(named);
      let part = new FeedBatch(named);
      const step = async (last: boolean) => {
        await importPart(trx, tenant, part, known, progress, {
          later,
          write: !stopped(),
          now,
          dialect: handle.dialect,
          dryRun,
        });
        if (last)
          await importPart(trx, tenant, later, known, progress, {
            later: undefined,
            write: !stopped(),
            now,
            dialect: handle.dialect,
            dryRun,
          });
        part = new FeedBatch(named);
      };
      for await (const read of lines) {
        if ('problems' in read) progress.problems.push(...read.problems);
        else {
          progress.records += 1;
          part.add(read.file, read.line, read.record, read.fieldOf);
          if (part.size + part.problems.length >= recordsPerPart) await step(false);
        }
      }
      await step(true);
      if (options.full && progress.named.size === 0) {
        // every product would be withdrawn: surely not the feed meant
        progress.problems.push({
          file: '',
          line: 0,
          field: '',
          reason: 'a full feed names every product sold, and this one names none',
        });
        throw rolledBack;
      }
      if (stopped()) throw rolledBack;
      if (options.full)
        withdrawn.push(...(await withdrawUnnamed(trx, handle.dialect, tenant.tenant, progress.named, now)));
      progress.written.withdrawn = withdrawn.length;
      await trx
        .insertInto('catalogue_imports')
        .values({
          tenant: tenant.tenant,
          imported_at: now.toISOString(),
          full: options.full ? 1 : 0,
          records: progress.records,
          written: JSON.stringify(progress.written),
          source: options.source ?? 'feed',
        })
        .execute();
      if (dryRun) throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  const problems = progress.problems.sort((a, b) =>
    a.file === b.file ? a.line - b.line : a.file.localeCompare(b.file),
  );
  const applied = !stopped() && !(options.full && progress.named.size === 0);
  const written = applied ? progress.written : null;
  if (!dryRun && written && Object.values(written).some((count) => count > 0)) {
    // the query planner's row counts follow the catalogue: 2,000 products counted make the
    // storefront's lookups in 100,000 scan (SQLite analyses only what changed a lot; PostgreSQL's
    // autovacuum analyses on its own)
    if (handle.dialect === 'sqlite') handle.sqlite.raw.exec('PRAGMA optimize');
    const productIds = new Set([
      ...withdrawn,
      ...progress.changedProducts,
      ...(await productsOfSkus(handle, tenant.tenant, [...progress.changedSkus])),
    ]);
    // new, moved or withdrawn products change listings that never showed them: all the tenant's pages go
    // so do places (a zone's prices and delivery), rails, collections and ratings (cards show them)
    const { prices, stock, questions, ...others } = written;
    const wholeTenant = Object.values(others).some((count) => count > 0);
    await options.publish({
      tenant: tenant.tenant,
      kind: 'catalogue',
      productIds: [...productIds],
      ...(wholeTenant ? { wholeTenant } : {}),
    });
  }
  return { records: progress.records, problems, written, dryRun };
}

async function productsOfSkus(handle: DatabaseHandle, tenant: string, skuIds: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const part of chunks(skuIds)) {
    const rows = await handle.db
      .selectFrom('skus')
      .select('product_id')
      .where('tenant', '=', tenant)
      .where(oneOf(handle.dialect, 'id', part))
      .execute();
    for (const row of rows) found.push(row.product_id);
  }
  return found;
}
