// `npm run feed:schema`: writes the JSON Schema of Andamio's catalogue feed, generated from the
// importer's own zod schemas, to docs/feed/andamio-feed.schema.json (a unit test keeps it current).
import { mkdirSync, writeFileSync } from 'node:fs';
import './ts-hooks.mjs';

const { feedSchemaText, feedSchemaPath } = await import('../src/server/import/feed-schema-file.ts');
mkdirSync('docs/feed', { recursive: true });
writeFileSync(feedSchemaPath, feedSchemaText());
console.log(`wrote ${feedSchemaPath}`);
