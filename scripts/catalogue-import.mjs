// `npm run catalogue:import -- --tenant cl FILE…`: see src/server/import/cli.ts.
import { setFlagsFromString } from 'node:v8';
import './ts-hooks.mjs';

// The old generation grows by half between full collections, as npm start's does (scripts/start.mjs,
// HEAP_GROWTH_PERCENT): at 100,000 products V8's own heuristic let the import's heap run to 828 MB
// of RSS, this to 603 MB, for about a fifth more CPU (bench:import).
const heapGrowth = process.env.HEAP_GROWTH_PERCENT ?? '50';
if (/^[1-9]\d{0,2}$/.test(heapGrowth)) setFlagsFromString(`--heap-growing-percent=${heapGrowth}`);

const { runImportCli } = await import('../src/server/import/cli.ts');
process.exitCode = await runImportCli(process.argv.slice(2));
