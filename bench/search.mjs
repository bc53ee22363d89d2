// Search relevance on judged queries (mean P@10, zero-result rate, codes at rank 1, on cl and br
// at the default catalogue size), the 100 common searches per language and the judged typeahead
// prefixes of bench/search (right kind first; typeahead p50/p99), then search and typeahead latency: p50/p95/p99 at the default
// catalogue size and at 100,000 products in one tenant, measured in-process on the real index
// built from a real database.
// Usage: npm run bench:search [-- --products 100000 --queries 400 --only relevance|latency]
import { parseArgs } from 'node:util';
import '../scripts/ts-hooks.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '400' },
    database: { type: 'string', default: 'data/bench.sqlite' },
    'relevance-database': { type: 'string', default: 'data/bench-relevance.sqlite' },
    only: { type: 'string' },
  },
});
process.env.DATABASE_PATH = values.database;
process.env.LOG_LEVEL = 'silent';

const { runSearchBench } = await import('./search-bench.ts');
await runSearchBench({
  largeProducts: Number(values.products),
  queries: Number(values.queries),
  relevanceDatabase: values['relevance-database'],
  only: values.only,
});
