// Memory (`npm run bench:memory`): the storefront's resident memory (VmRSS of the server
// process) at idle, after every tenant is warm (its search index built, each page type
// fetched once) and after a stretch of mixed load over all tenants; then, with one tenant at
// 100,000 products, how long its index takes to be ready (built from the database on a first start,
// then read back from the snapshot that start saved beside the database), the RSS, and
// search-with-facets and typeahead p95 (bench/search.mjs's in-process series on the same database).
// Usage: npm run bench:memory [-- --duration 60] [--connections 8] [--products 100000] [--port 4745]
//   --products 0 skips the large catalogue.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mixedLoad, visitOf, warmUp } from './mixed-load.mjs';
import { fetchAgain, serve } from './serve.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '8' },
    products: { type: 'string', default: '100000' },
    port: { type: 'string', default: '4745' },
    database: { type: 'string', default: 'data/bench-memory.sqlite' },
    'large-database': { type: 'string', default: 'data/bench-memory-large.sqlite' },
  },
});
const tenants = ['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy', 'homy', 'obra'];
const port = Number(values.port);
const products = Number(values.products);

/**
 * Resident memory of a process in MB, from /proc: all of it, its peak, and the part that is
 * file pages (the memory-mapped database and the executable), which the kernel can drop.
 */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024, file: kb('RssFile') / 1024 };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = [];
const row = (label, value) => {
  rows.push([label, value]);
  console.error(`  ${label}: ${value}`);
};
const mb = (value) => `${Math.round(value)} MB`;
/** "412 MB (file 150)": RSS and its file-backed part. */
const resident = ({ rss: all, file }) => `${mb(all)} (file ${Math.round(file)})`;

async function defaultCatalogue() {
  const server = await serve(port, { WARM_UP: '0', DATABASE_PATH: values.database });
  try {
    await sleep(2000);
    row('idle (no index built)', resident(rss(server.pid)));
    const started = performance.now();
    const visits = [];
    for (const tenant of tenants) {
      const visit = await visitOf(server.base, tenant);
      await warmUp(server.base, visit);
      visits.push(visit);
    }
    const warmSeconds = (performance.now() - started) / 1000;
    row(`all nine tenants warm (${warmSeconds.toFixed(1)} s)`, resident(rss(server.pid)));
    let highest = 0;
    const sample = () => {
      highest = Math.max(highest, rss(server.pid).rss);
    };
    const seconds = Number(values.duration);
    const load = await mixedLoad(server.base, visits, { seconds, connections: Number(values.connections), sample });
    const after = rss(server.pid);
    const rate = Math.round(load.sent / seconds);
    row(`after ${seconds} s of mixed load (${load.sent} requests, ${rate}/s, ${load.failed} failed)`, resident(after));
    row('highest RSS sampled during the load', mb(Math.max(highest, after.rss)));
    await sleep(10_000);
    row('10 s after the load', resident(rss(server.pid)));
  } finally {
    server.stop();
  }
}

/** bench/search.mjs on the large database (it seeds cl there at `products`): its cl series. */
function searchLatency() {
  const run = spawnSync(
    process.execPath,
    [
      'bench/search.mjs',
      '--only',
      'latency',
      '--database',
      values['large-database'],
      '--products',
      String(products),
      '--queries',
      '400',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const large = run.stdout.split(`cl at ${products} products`)[1] ?? '';
  const p95 = (series) => new RegExp(`${series}\\s+n=\\d+\\s+p50 [\\d.]+ ms\\s+p95 ([\\d.]+) ms`).exec(large)?.[1];
  return { facets: p95('search with facets'), typeahead: p95('typeahead') };
}

/** Starts a server on the large database and times its first typeahead call, which makes cl's index ready. */
async function firstTypeahead() {
  const server = await serve(port + 1, { WARM_UP: '0', DATABASE_PATH: values['large-database'] });
  await sleep(2000);
  const idle = rss(server.pid);
  const started = performance.now();
  await (await fetchAgain(`${server.base}/api/cl/s/typeahead/v1?Ntt=pa`)).arrayBuffer();
  return { server, idle, seconds: (performance.now() - started) / 1000 };
}

/** Waits for the server to finish saving cl's index beside the database (written after it is built). */
async function snapshotSaved(path, since) {
  for (let tries = 0; tries < 240; tries++) {
    if (existsSync(path) && statSync(path).mtimeMs >= since) return true;
    await sleep(500);
  }
  return false;
}

async function largeCatalogue() {
  console.error(`Seeding cl at ${products} products (first run only) and timing search in-process…`);
  const latency = searchLatency();
  // The first start builds cl's index from the database and saves it; the second reads it back.
  const snapshot = `${resolve(values['large-database'])}.search/cl.bin`;
  rmSync(snapshot, { force: true });
  const since = Date.now();
  const built = await firstTypeahead();
  try {
    row(`cl at ${products} products: index built from the database`, `${built.seconds.toFixed(1)} s`);
    row(`  RSS before / after the index`, `${resident(built.idle)} / ${resident(rss(built.server.pid))}`);
    if (!(await snapshotSaved(snapshot, since))) throw new Error(`the server saved no index at ${snapshot}`);
  } finally {
    built.server.stop();
  }
  await sleep(2000);
  const { server, idle, seconds } = await firstTypeahead();
  try {
    row(`cl at ${products} products: index ready from its snapshot`, `${seconds.toFixed(1)} s`);
    row(`  RSS before / after the index`, `${resident(idle)} / ${resident(rss(server.pid))}`);
    for (const term of ['pintura', 'taladro', 'cable', 'piso']) {
      await (await fetchAgain(`${server.base}/cl/search?Ntt=${term}`)).arrayBuffer();
    }
    const after = rss(server.pid);
    row('  RSS after a few searches', `${resident(after)}, peak ${mb(after.peak)}`);
    row('  search with facets p95 (in-process)', `${latency.facets} ms`);
    row('  typeahead p95 (in-process)', `${latency.typeahead} ms`);
  } finally {
    server.stop();
  }
}

console.error('Default catalogue (2,000 products per tenant):');
await defaultCatalogue();
if (products > 0) await largeCatalogue();

const width = Math.max(...rows.map(([label]) => label.length)) + 2;
const options = process.env.NODE_OPTIONS ? `, NODE_OPTIONS=${process.env.NODE_OPTIONS}` : '';
console.log(`\nServer RSS (VmRSS of the server process; file: its RssFile part), node ${process.version}${options}\n`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}${value}`);
