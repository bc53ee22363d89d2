// `npm run preview`: serves the last build as Astro's Node adapter serves it on its own (its static
// files, then the pages), without `npm start`'s front door, route cache or database preparation.
// The adapter runs as middleware under `npm start` (astro.config.ts), so the built entry starts no
// server by itself: this asks it for one. A second storefront of the tests runs this way too
// (tests/support/storefront-process.ts).
import { pathToFileURL } from 'node:url';
import { serverEntry } from './build-if-needed.mjs';

const { startServer } = await import(pathToFileURL(serverEntry).href);
startServer();
