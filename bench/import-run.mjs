// One process of `npm run bench:import`: the catalogue:import command (its arguments passed on),
// then, on the last line of stderr, its exit code, the process's peak RSS and its CPU time (on a
// machine shared with other work, CPU seconds vary less than wall time) for the benchmark to read.
import '../scripts/ts-hooks.mjs';

const { runImportCli } = await import('../src/server/import/cli.ts');
const code = await runImportCli(process.argv.slice(2));
const usage = process.resourceUsage();
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
process.stderr.write(`\nbench-import ${JSON.stringify({ code, maxRssKb: usage.maxRSS, cpuSeconds })}\n`);
process.exitCode = code;
