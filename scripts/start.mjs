// `npm start`: build when needed, prepare the database (migrations, first-run catalogue),
// then serve the storefront.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildIfNeeded, outDir, serverEntry } from './build-if-needed.mjs';
import './ts-hooks.mjs';

// V8 lets the old generation grow to several times what is live before a full collection: a
// warm server with about 100 MB live sat near 550 MB after a minute of mixed load. Growing it by
// half at a time (and young semi-spaces of 16 MB, `npm start`'s node flag) kept it near 345 MB
// for the same request rate, at 3-4% more CPU per uncached product page (README "Memory").
// HEAP_GROWTH_PERCENT=0 leaves V8's own heuristic. V8 reads the setting at every collection, so
// it takes effect from here on.
const heapGrowth = process.env.HEAP_GROWTH_PERCENT ?? '50';
if (/^[1-9]\d{0,2}$/.test(heapGrowth)) setFlagsFromString(`--heap-growing-percent=${heapGrowth}`);

// The build and the database's preparation need nothing of each other: a first start runs both at
// once (a fresh clone served after 15.5 s with one after the other).
const stopBuilding = new AbortController();
const built = buildIfNeeded(stopBuilding.signal);
const { prepareDatabase } = await import('../src/server/db/prepare.ts');
// A tenant's first catalogue is the generator's demo one, imported as Andamio's feed (README "Quick
// start"); the generator is loaded only when a tenant needs it, in the worker threads that import.
await prepareDatabase({ firstCatalogueWorker: new URL('./first-catalogue-worker.mjs', import.meta.url) }).catch(
  (error) => {
    stopBuilding.abort();
    throw error;
  },
);
await built;
// React's server renderer is chosen by NODE_ENV when first loaded: unset, it would be the
// development build, several times slower and meant for tooling.
process.env.NODE_ENV ??= 'production';
process.env.PORT ??= '4321';
process.env.HOST ??= '0.0.0.0';
// The Node adapter's handler (middleware mode: it starts no server and serves no files) behind our
// own server: client files and the pages the route cache holds are answered before Astro's
// request handling (src/server/http/front-door.ts).
const { handler } = await import(pathToFileURL(serverEntry).href);
const { frontDoor } = await import('../src/server/http/front-door.ts');
const { GracefulShutdown } = await import('../src/server/http/graceful-shutdown.ts');
const { closeDatabase } = await import('../src/server/db/runtime.ts');
const { workAfterAnswers } = await import('../src/server/http/after-answer.ts');
const { answerClientError } = await import('../src/server/http/refused-request.ts');
const { continueUnlessTooLarge } = await import('../src/server/http/body-guard.ts');
const { pacedRenders } = await import('../src/server/http/paced-renders.ts');
const shutdown = new GracefulShutdown();
// what the front door does not answer from memory is rendered, one start per turn of the event loop
const storefront = shutdown.wrap(frontDoor(pacedRenders(handler), { clientDir: join(outDir, 'client') }));
const server = createServer(storefront);
// `Expect: 100-continue`: a body its page would refuse is refused before the client sends it
server.on('checkContinue', continueUnlessTooLarge(storefront));
// what Node's parser refuses (headers too large, a malformed request) gets the storefront's answer
server.on('clientError', answerClientError);
// SIGTERM (a process manager, a rolling deploy) and Ctrl-C: requests in flight finish, new ones
// are refused, the work they left for after their answers (emails) is done, the database is
// closed; connections still busy after 10 s are cut.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    console.log(`Andamio is stopping (${signal}): finishing the requests in flight`);
    const closeResources = async () => {
      await workAfterAnswers();
      await closeDatabase();
    };
    await shutdown.stop(server, { drainMs: 10_000, closeResources });
    console.log('Andamio stopped');
    process.exit(0);
  });
}
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(Number(process.env.PORT), process.env.HOST, resolve);
});
console.log(`Andamio is serving http://localhost:${process.env.PORT}/cl/`);

// Each tenant's search index is built on its first search; asking once per tenant now, one
// after the other, spares the first shoppers that wait. WARM_UP=0 skips it.
if (process.env.WARM_UP !== '0') {
  const { tenantIds } = await import('../src/tenants/schema.ts');
  for (const tenant of tenantIds) {
    if (shutdown.stopping) break;
    await fetch(`http://127.0.0.1:${process.env.PORT}/api/${tenant}/s/typeahead/v1?Ntt=aa`).catch(() => undefined);
  }
}
