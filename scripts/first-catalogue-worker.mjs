// A worker thread of the first start's import (src/server/db/first-catalogue.ts): makes each
// tenant's demo catalogue with the generator and imports it as Andamio's feed (README "Quick start").
import './ts-hooks.mjs';

const { generateFeed } = await import('../tools/catalogue-generator/feed.ts');
const { importFirstCataloguesHere } = await import('../src/server/db/first-catalogue.ts');

await importFirstCataloguesHere(generateFeed);
