// `npm start`: build when needed, prepare the database (migrations, first-run catalogue),
// then serve the storefront.
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, serverEntry } from './build-if-needed.mjs';
import './ts-hooks.mjs';

buildIfNeeded();
const { prepareDatabase } = await import('../src/server/db/prepare.ts');
await prepareDatabase();
process.env.PORT ??= '4321';
process.env.HOST ??= '0.0.0.0';
await import(pathToFileURL(serverEntry).href);
console.log(`Andamio is serving http://localhost:${process.env.PORT}/cl/`);

// Each tenant's search index is built on its first search; asking once per tenant now, one
// after the other, spares the first shoppers that wait. WARM_UP=0 skips it.
if (process.env.WARM_UP !== '0') {
  const { tenantIds } = await import('../src/tenants/schema.ts');
  for (const tenant of tenantIds) {
    await fetch(`http://127.0.0.1:${process.env.PORT}/api/${tenant}/s/typeahead/v1?Ntt=aa`).catch(() => undefined);
  }
}
