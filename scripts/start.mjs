// `npm start`: build when needed, then serve the storefront on the embedded defaults.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
process.env.PORT ??= '4321';
process.env.HOST ??= '0.0.0.0';
await import('../dist/server/entry.mjs');
console.log(`Andamio is serving http://localhost:${process.env.PORT}/cl/`);
