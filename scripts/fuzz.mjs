// `npm run fuzz`: sends 10,000 hostile requests to every API endpoint and form action of a running
// storefront (tests/support/api-fuzz.ts) and prints what came back; exits 1 when an answer is a 5xx,
// is not the envelope where it must be, or never came. The server runs on its own database
// (data/fuzz.sqlite, seeded on its first start), so what the fuzzer writes reaches nothing else.
// Usage: npm run fuzz [-- --count 10000] [--seed N] [--parallel 8]
import { parseArgs } from 'node:util';
import { serve } from '../bench/serve.mjs';
import './ts-hooks.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    parallel: { type: 'string', default: '8' },
    port: { type: 'string', default: '4394' },
  },
});
const { fuzz } = await import('../tests/support/api-fuzz.ts');
const server = await serve(Number(values.port), { DATABASE_PATH: 'data/fuzz.sqlite', WARM_UP: '0' });
try {
  const started = performance.now();
  const report = await fuzz(server.base, {
    count: Number(values.count),
    seed: Number(values.seed),
    parallel: Number(values.parallel),
  });
  const alive = (await fetch(`${server.base}/healthz`)).status === 200;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...report.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(`${report.sent} cases (seed ${values.seed}) in ${seconds} s; answers ${statuses.join(', ')}`);
  console.log(`problems: ${report.problems.length}; server alive afterwards: ${alive ? 'yes' : 'NO'}`);
  for (const { fuzzCase, problem } of report.problems.slice(0, 20)) {
    console.log(`  ${problem}: ${fuzzCase.method} ${fuzzCase.path.slice(0, 160)}`);
  }
  process.exitCode = report.problems.length === 0 && alive ? 0 : 1;
} finally {
  server.stop();
}
