// One process of `npm run bench:import`: the catalogue:import command itself (its script, with the
// arguments passed on), then, on the last line of stderr, its exit code, the process's peak RSS and
// its CPU time (on a machine shared with other work, CPU seconds vary less than wall time).
await import('../scripts/catalogue-import.mjs');
const usage = process.resourceUsage();
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
process.stderr.write(
  `\nbench-import ${JSON.stringify({ code: process.exitCode ?? 0, maxRssKb: usage.maxRSS, cpuSeconds })}\n`,
);
