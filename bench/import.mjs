// Catalogue import speed (`npm run bench:import`): writes a synthetic Andamio feed of 100,000
// products (1–3 SKUs each, priced in every price group of cl, stocked in a few of its stores) and
// imports it with the catalogue:import command into a fresh copy of a database holding cl's
// generated catalogue, as a full feed; then imports the same feed again (nothing to write). Each
// import runs in a process of its own: products per second, wall time and that process's peak
// RSS. Then what follows an import, in another process: cl's search index built from the database
// and its sitemaps, with their time and peak RSS.
// Usage: npm run bench:import [-- --products 10000] (or IMPORT_BENCH_PRODUCTS=10000) [--keep]
import { parseArgs } from 'node:util';
import '../scripts/ts-hooks.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: process.env.IMPORT_BENCH_PRODUCTS ?? '100000' },
    database: { type: 'string', default: 'data/bench-import-base.sqlite' },
    keep: { type: 'boolean', default: false },
  },
});
process.env.LOG_LEVEL = 'silent';

const { runImportBench } = await import('./import-bench.ts');
await runImportBench({ products: Number(values.products), baseDatabase: values.database, keep: values.keep });
