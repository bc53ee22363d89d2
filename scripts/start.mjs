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
