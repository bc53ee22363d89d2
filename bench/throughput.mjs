// Page throughput (`npm run bench`): requests per second, p50 and p99 of the product, category,
// search and home pages of cl and br, through the route cache (warm), with the cache off, and as
// the same bytes served as a static file by nginx, all in one run so the ratios compare. Needs
// wrk and nginx (Debian: apt-get install wrk nginx-light).
// With --runs N each series runs N times, the three modes one after the other in each round, and
// the medians are printed (a ratio is taken within its round, then its median).
// Usage: npm run bench [-- --tenants cl,br] [--pages product,home] [--duration 10] [--connections 16,50] [--runs 3]
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchAgain, pagesOf, serve } from './serve.mjs';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: 'cl,br' },
    pages: { type: 'string', default: 'product,category,search,home' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16,50' },
    port: { type: 'string', default: '4391' },
    runs: { type: 'string', default: '1' },
  },
});

for (const tool of ['wrk', 'nginx']) {
  const found = spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status === 0;
  if (!found) {
    console.error(`${tool} is needed: apt-get install wrk nginx-light`);
    process.exit(1);
  }
}

const port = Number(values.port);
const duration = Number(values.duration);
const connectionCounts = values.connections.split(',').map(Number);
const runs = Math.max(1, Number(values.runs));

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the rounds of one series. */
function medianRun(rounds, mode) {
  return {
    rate: median(rounds.map((round) => round[mode].rate)),
    p50: median(rounds.map((round) => round[mode].p50)),
    p99: median(rounds.map((round) => round[mode].p99)),
    ratio: median(rounds.map((round) => round[mode].rate / round.nginx.rate)),
  };
}

/** wrk with one thread (the other core serves), its summary read from --latency. */
function wrk(url, connections) {
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: identity', url],
    { encoding: 'utf8' },
  );
  const text = run.stdout;
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? Number.NaN);
  const percentile = (p) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
    if (!match) return Number.NaN;
    const scale = { us: 0.001, ms: 1, s: 1000 }[match[2]];
    return Number(match[1]) * scale;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1];
  if (errors) console.error(`  ${url}: ${errors} answers were not 2xx/3xx`);
  return { rate, p50: percentile(50), p99: percentile(99) };
}

/** nginx, one worker, serving `root` on `listenPort`. */
function startNginx(root, listenPort) {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  types { text/html html; }
  server {
    listen 127.0.0.1:${listenPort};
    root ${root};
    index index.html;
  }
}
`,
  );
  const nginx = spawn(
    spawnSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim(),
    ['-c', conf, '-p', dir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { stop: () => nginx.kill('SIGTERM'), dir };
}

const pad = (text, width) => String(text).padEnd(width);
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const cached = await serve(port);
const uncached = await serve(port + 1, { ROUTE_CACHE_MB: '0' });
const staticRoot = mkdtempSync(join(tmpdir(), 'andamio-static-'));
// nginx's worker drops root for an unprivileged user, who must be able to read the files
chmodSync(staticRoot, 0o755);
const nginx = startNginx(staticRoot, port + 2);
await new Promise((resolve) => setTimeout(resolve, 500));

const rows = [];
try {
  for (const tenant of values.tenants.split(',')) {
    const paths = await pagesOf(cached.base, tenant);
    for (const kind of values.pages.split(',')) {
      const path = paths[kind];
      if (!path) continue;
      // the same bytes the storefront answers, as a file nginx serves
      const bytes = Buffer.from(await (await fetchAgain(`${cached.base}${path}`)).arrayBuffer());
      const file = `${tenant}-${kind}`;
      mkdirSync(join(staticRoot, file), { recursive: true });
      writeFileSync(join(staticRoot, file, 'index.html'), bytes);
      await fetchAgain(`${uncached.base}${path}`);
      for (const connections of connectionCounts) {
        const rounds = [];
        for (let round = 0; round < runs; round++) {
          rounds.push({
            nginx: wrk(`http://127.0.0.1:${port + 2}/${file}/`, connections),
            cached: wrk(`${cached.base}${path}`, connections),
            uncached: wrk(`${uncached.base}${path}`, connections),
          });
        }
        const figures = Object.fromEntries(
          ['cached', 'uncached', 'nginx'].map((mode) => [mode, medianRun(rounds, mode)]),
        );
        for (const mode of ['cached', 'uncached', 'nginx']) {
          rows.push({ tenant, kind, kb: bytes.length / 1024, connections, mode, ...figures[mode] });
        }
        console.error(
          `${tenant} ${kind} c${connections}: cached ${fixed(figures.cached.rate, 0)}, uncached ${fixed(figures.uncached.rate, 0)}, nginx ${fixed(figures.nginx.rate, 0)} req/s`,
        );
      }
    }
  }
} finally {
  cached.stop();
  uncached.stop();
  nginx.stop();
  rmSync(staticRoot, { recursive: true, force: true });
  rmSync(nginx.dir, { recursive: true, force: true });
}

console.log(
  `\nwrk -t1, ${duration} s per series, ${runs === 1 ? 'one run' : `medians of ${runs} runs`}; nginx: one worker, the same bytes as a static file\n`,
);
console.log(
  `${pad('page', 14)}${pad('KB', 7)}${pad('conns', 7)}${pad('mode', 10)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}ratio to nginx`,
);
for (const row of rows) {
  console.log(
    `${pad(`${row.tenant} ${row.kind}`, 14)}${pad(fixed(row.kb), 7)}${pad(row.connections, 7)}${pad(row.mode, 10)}${pad(fixed(row.rate, 0), 10)}${pad(fixed(row.p50, 2), 9)}${pad(fixed(row.p99, 2), 9)}${fixed(row.ratio, 3)}`,
  );
}
