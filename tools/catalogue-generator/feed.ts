import type { FeedRecordInput } from '../../src/lib/validation/andamio-feed';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { feedRecordsOf } from './feed-records';
import { generateCatalogue } from './generate';
import { writeProductPictograms } from './product-pictograms';
import { defaultProductsPerTenant, type SeedOptions, today } from './seed';
import { MemorySink } from './sink';

/**
 * One tenant's generated demo catalogue as Andamio's feed: what the first `npm start` imports
 * (scripts/prepare-database.mjs hands it to src/server/db/prepare.ts) and what
 * `npm run catalogue:generate` writes to a file, so a retailer can read a whole feed. The same
 * tenant, size, seed and day give the same records.
 */
export function generateFeed(id: TenantId, options: SeedOptions = {}): Iterable<FeedRecordInput> {
  const sink = new MemorySink();
  const generated = generateCatalogue(
    getTenant(id),
    {
      products: options.products ?? defaultProductsPerTenant,
      referenceDate: options.referenceDate ?? today(),
      ...(options.seed ? { seed: options.seed } : {}),
      onProgress: (done, total) => options.onProgress?.(id, done, total),
    },
    sink,
  );
  writeProductPictograms(id, generated, sink);
  return feedRecordsOf(sink);
}
