// `npm run db:prepare`: what `npm start` does to the database before serving (migrations, the
// first run's catalogue), without serving: a deploy can run it once before its servers start, and
// the PostgreSQL test run prepares the database it then keeps as a template (test-postgres.sh).
import './ts-hooks.mjs';

const { prepareDatabase } = await import('../src/server/db/prepare.ts');
// A tenant's first catalogue is the generator's demo one, imported as Andamio's feed (README "Quick
// start"); the generator is loaded only when a tenant needs it, in the worker threads that import.
await prepareDatabase({ firstCatalogueWorker: new URL('./first-catalogue-worker.mjs', import.meta.url) });
