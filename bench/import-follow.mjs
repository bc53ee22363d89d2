// One process of `npm run bench:import`: what follows an import (bench/import-follow.ts).
import '../scripts/ts-hooks.mjs';

const { followImportBench } = await import('./import-follow.ts');
const figures = await followImportBench(process.argv[2] ?? 'cl');
const usage = process.resourceUsage();
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
process.stderr.write(`\nbench-import ${JSON.stringify({ ...figures, maxRssKb: usage.maxRSS, cpuSeconds })}\n`);
