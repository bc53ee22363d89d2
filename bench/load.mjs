// Storefront load (`npm run bench:load`): a traffic mix sent at a fixed rate, stage after stage of
// rising rates, for 60 s in all, on a storefront of its own (npm start's server, its own database
// file, the route cache on), after 5 s at the lowest rate that are not counted. For each rate it
// prints p50, p95, p99 and the error share, and at the end the highest rate at which all three
// gates held: p95 < 200 ms, p99 < 400 ms, errors < 1%.
// The load is open: requests leave on the clock whether or not earlier ones have come back, as
// shoppers' do, so a server that falls behind shows it in its latencies.
// The mix: 30% browse (product, category, home), 30% search (pages, the search call, typeahead),
// 28% add to cart, 2% wish list (the islands' call), 2% compare, 8% account and checkout.
// With --postgres the storefronts run on a throw-away PostgreSQL cluster (scripts/throwaway-postgres.sh),
// --servers N of them on consecutive ports, the requests dealt to them in turn as a load balancer
// would: the shoppers' carts and sessions live in the database, so their cookies hold on any server.
// Usage: npm run bench:load [-- --rates 25,50,100,150,200,300 --seconds 60 --tenant cl]
//        npm run bench:load -- --postgres --servers 2 [--postgres-port 5450]
import { parseArgs } from 'node:util';
import { visitOf, warmUp } from './mixed-load.mjs';
import { buildFirst, fetchAgain, spawnServer, startCluster, stopCluster } from './serve.mjs';

const { values } = parseArgs({
  options: {
    rates: { type: 'string', default: '25,50,100,150,200,300' },
    seconds: { type: 'string', default: '60' },
    tenant: { type: 'string', default: 'cl' },
    port: { type: 'string', default: '4393' },
    postgres: { type: 'boolean', default: false },
    servers: { type: 'string', default: '1' },
    'postgres-port': { type: 'string', default: '5450' },
  },
});
const serverCount = Number(values.servers);
if (!(serverCount >= 1)) throw new Error(`--servers ${values.servers}: a number, 1 or more`);
// servers on one SQLite file would not hear of each other's writes (no invalidation across them)
if (serverCount > 1 && !values.postgres) throw new Error('several servers share a database only with --postgres');
const rates = values.rates.split(',').map(Number);
const stageSeconds = Number(values.seconds) / rates.length;
const gates = { p95: 200, p99: 400, errors: 0.01 };
/** Requests in flight beyond this are not sent and count as errors: the generator stays bounded. */
const maxInFlight = 512;

/** The SKUs shoppers add: found through the search call, as an island finds them. */
async function skusOf(base, visit) {
  const skus = [];
  for (const word of visit.words.slice(0, 4)) {
    const found = await (await fetchAgain(`${base}/api/${visit.tenant}/search?Ntt=${word}`)).json();
    for (const product of found.data?.products ?? []) if (product.skuId) skus.push(product.skuId);
  }
  if (skus.length === 0) throw new Error(`no SKU to add found for ${visit.tenant}`);
  return skus;
}

/** One shopper per cart: its cookies, kept from the answers. */
function shopper() {
  const jar = new Map();
  return {
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

const pick = (list, n) => list[n % list.length];

/** The n-th request of the mix: [method, path, body, content type]. */
function request(visit, skus, n) {
  const t = visit.tenant;
  const slot = n % 50;
  const word = pick(visit.words, n * 7);
  if (slot < 15) {
    if (slot < 9) return ['GET', pick(visit.products, n)];
    if (slot < 13) return ['GET', `${pick(visit.categories, n)}?page=${1 + (n % 3)}`];
    return ['GET', `/${t}/`];
  }
  if (slot < 30) {
    if (slot < 20) return ['GET', `/${t}/search?Ntt=${word}&page=${1 + (n % 3)}`];
    if (slot < 25) return ['GET', `/api/${t}/search?Ntt=${word}`];
    return ['GET', `/api/${t}/s/typeahead/v1?Ntt=${encodeURIComponent(word.slice(0, 2 + (n % 4)))}`];
  }
  if (slot < 44)
    return ['POST', `/api/${t}/cart/items`, JSON.stringify({ skuId: pick(skus, n), quantity: 1 }), 'application/json'];
  if (slot === 44) return ['POST', '/_actions/wishLists.mine', '', 'application/x-www-form-urlencoded'];
  if (slot === 45) {
    const ids = visit.products.slice(0, 3).map((path) => path.split('/')[3]);
    return ['GET', `/${t}/compare/?ids=${ids.join(',')}`];
  }
  return ['GET', pick([`/${t}/cart/`, `/api/${t}/cart`, `/api/${t}/session`, `/${t}/checkout/identify/`], n)];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * The server of the n-th request: in turn, shifted by one each time the shoppers come round, so
 * that a shopper's requests move from server to server (with 200 shoppers and 2 servers plain
 * turns would keep each shopper, and each slot of the mix, on one server).
 */
function serverOf(bases, shoppers, n) {
  return bases[(n + Math.floor(n / shoppers.length)) % bases.length];
}

/** Sends `rate` requests a second for `seconds`, shoppers and servers taking turns; answers the stage's figures. */
async function stage(bases, visit, skus, shoppers, rate, seconds, offset) {
  const latencies = [];
  let errors = 0;
  let inFlight = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const sent = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= maxInFlight) {
      errors++;
      continue;
    }
    const n = offset + i;
    const [method, path, body, type] = request(visit, skus, n);
    const who = shoppers[n % shoppers.length];
    const base = serverOf(bases, shoppers, n);
    inFlight++;
    const t0 = performance.now();
    sent.push(
      fetch(`${base}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          origin: base,
          'x-tenant-id': visit.tenant,
          ...(type ? { 'content-type': type } : {}),
          ...(who.cookie() ? { cookie: who.cookie() } : {}),
        },
        ...(body === undefined ? {} : { body }),
      })
        .then(async (response) => {
          who.keep(response);
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (response.status >= 500) errors++;
        })
        .catch(() => {
          errors++;
        })
        .finally(() => {
          inFlight--;
        }),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate,
    achieved: total / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errorShare: errors / total,
  };
}

/** The tenants whose search indexes a server builds after it starts answering (WARM_UP). */
const tenants = ['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy', 'homy', 'obra'];

/**
 * Until every tenant's search index is in memory (a typeahead call waits for its tenant's): a
 * server answers /cl/ while it still builds the others' (on a fresh PostgreSQL there is no saved
 * index to read back), which would take the first stages' CPU.
 */
async function indexesBuilt(base) {
  for (const tenant of tenants) await (await fetchAgain(`${base}/api/${tenant}/s/typeahead/v1?Ntt=aa`)).arrayBuffer();
}

const servers = [];
let cluster;
let stopping;
/** The servers, then the cluster they use: once, whether the run ends, fails or is interrupted. */
function stopAll() {
  stopping ??= Promise.all(servers.map((server) => server.stop())).then(() => {
    if (cluster) stopCluster(cluster);
  });
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopAll().finally(() => process.exit(130)));
}

const ports = Array.from({ length: serverCount }, (_, i) => Number(values.port) + i);
const database = values.postgres
  ? `PostgreSQL (a throw-away cluster on port ${values['postgres-port']})`
  : 'SQLite (data/bench-load.sqlite)';
const serving =
  serverCount === 1
    ? `one server on port ${ports[0]}`
    : `${serverCount} servers taking turns, ports ${ports.join(', ')}`;
console.log(`Database: ${database}; ${serving}`);
try {
  let env = { DATABASE_PATH: 'data/bench-load.sqlite' };
  if (values.postgres) {
    cluster = startCluster(values['postgres-port']);
    env = { DATABASE_URL: cluster.url };
  }
  if (serverCount > 1) buildFirst();
  // started together: the first to take the database's lock migrates and seeds it, the others wait
  for (const port of ports) servers.push(spawnServer(port, env));
  await Promise.all(servers.map((server) => server.ready));
  const bases = servers.map((server) => server.base);
  await Promise.all(bases.map(indexesBuilt));
  const visit = await visitOf(bases[0], values.tenant);
  for (const base of bases) await warmUp(base, visit);
  const skus = await skusOf(bases[0], visit);
  const shoppers = Array.from({ length: 200 }, shopper);
  console.log(
    `Load on ${values.tenant}: ${rates.length} stages of ${stageSeconds.toFixed(0)} s, gates p95 < ${gates.p95} ms, p99 < ${gates.p99} ms, errors < ${gates.errors * 100}%`,
  );
  console.log('rate/s  sent/s  p50 ms  p95 ms  p99 ms  errors  gates');
  // the first pages of each kind compile and fill caches: a stage at the lowest rate, not counted
  let offset = Math.round(rates[0] * 5);
  await stage(bases, visit, skus, shoppers, rates[0], 5, 0);
  let best;
  for (const rate of rates) {
    const figures = await stage(bases, visit, skus, shoppers, rate, stageSeconds, offset);
    offset += Math.round(rate * stageSeconds);
    const holds = figures.p95 < gates.p95 && figures.p99 < gates.p99 && figures.errorShare < gates.errors;
    if (holds) best = rate;
    console.log(
      [
        String(rate).padEnd(6),
        figures.achieved.toFixed(0).padEnd(6),
        figures.p50.toFixed(1).padEnd(6),
        figures.p95.toFixed(1).padEnd(6),
        figures.p99.toFixed(1).padEnd(6),
        `${(figures.errorShare * 100).toFixed(2)}%`.padEnd(6),
        holds ? 'held' : 'missed',
      ].join('  '),
    );
  }
  console.log(
    best === undefined ? 'No rate held all three gates.' : `Highest rate holding all three gates: ${best} requests/s`,
  );
} finally {
  await stopAll();
}
