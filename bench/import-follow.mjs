// One process of `npm run bench:import`: what follows an import (bench/import-follow.ts), with
// the heap growth npm start sets (scripts/start.mjs), as a server would build its index.
import { setFlagsFromString } from 'node:v8';
import '../scripts/ts-hooks.mjs';

setFlagsFromString(`--heap-growing-percent=${process.env.HEAP_GROWTH_PERCENT ?? '50'}`);
const { followImportBench } = await import('./import-follow.ts');
const figures = await followImportBench(process.argv[2] ?? 'cl');
const usage = process.resourceUsage();
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
process.stderr.write(`\nbench-import ${JSON.stringify({ ...figures, maxRssKb: usage.maxRSS, cpuSeconds })}\n`);
