// Search answered in memory and by PostgreSQL, side by side: a throw-away cluster, one server of
// each engine (SEARCH_ENGINE) over the same database, the same requests sent to both in turn.
// Prints each kind of request's median and 95th percentile per engine, and how long a server
// takes to rewrite a tenant's search tables after a catalogue change.
// Usage: npm run bench:search-engines [-- --rounds 5 --port 4470 --postgres-port 5452]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildFirst, fetchAgain, spawnServer, startCluster, stopCluster } from './serve.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '4470' },
    'postgres-port': { type: 'string', default: '5452' },
  },
});
const rounds = Number(values.rounds);
const tenants = ['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy', 'homy', 'obra'];

/** The requests of one round, by kind: [kind, path]. */
function requests() {
  const list = [];
  const words = { cl: ['pintura', 'taladro percutor', 'pintrua'], br: ['tinta branca', 'parafuzo'], mx: ['taladro'] };
  for (const [tenant, terms] of Object.entries(words)) {
    for (const term of terms) {
      const path = `/api/${tenant}/search?Ntt=${encodeURIComponent(term)}`;
      list.push(['search', path], ['search, sorted by price', `${path}&sortBy=price-asc`]);
      list.push(['search, page 2', `${path}&page=2`]);
    }
  }
  list.push(['search + 2 facets', '/api/cl/search?Ntt=pintura&f.brand=colorfino&f.delivery=HD']);
  list.push(['search + 2 facets', '/api/mx/search?Ntt=taladro&f.voltaje=127-v&f.price=-129999']);
  for (const text of ['pi', 'pintura bl', 'tal', 'gu']) list.push(['typeahead', `/api/cl/s/typeahead/v1?Ntt=${text}`]);
  return list;
}

async function categoryRequests(base) {
  const found = await (await fetchAgain(`${base}/api/cl/search?Ntt=pintura`)).json();
  const categories = found.data.facets.find((facet) => facet.name === 'category')?.values ?? [];
  return categories
    .slice(0, 3)
    .map(({ value }) => ['category listing', `/api/cl/category/products?categoryId=${value}`]);
}

async function timed(url) {
  const started = performance.now();
  const response = await fetchAgain(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

let cluster;
const servers = [];
try {
  cluster = startCluster(values['postgres-port']);
  buildFirst();
  const engines = ['memory', 'postgres'];
  engines.forEach((engine, i) => {
    servers.push(spawnServer(Number(values.port) + i, { DATABASE_URL: cluster.url, SEARCH_ENGINE: engine }));
  });
  await Promise.all(servers.map((server) => server.ready));
  for (const server of servers) {
    while ((await fetchAgain(`${server.base}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 500));
  }
  const list = [...requests(), ...(await categoryRequests(servers[0].base))];
  // one warm-up round on both, then the measured rounds, the engines taking turns per request
  for (const [, path] of list) for (const server of servers) await timed(`${server.base}${path}`);
  const times = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const [kind, path] of list) {
      for (const [i, server] of servers.entries()) {
        const key = `${kind}\u0000${engines[i]}`;
        times.set(key, [...(times.get(key) ?? []), await timed(`${server.base}${path}`)]);
      }
    }
  }
  console.log(`${rounds} rounds of ${list.length} requests per engine, sequential, engines alternating`);
  console.log('kind                      memory p50 / p95 ms    postgres p50 / p95 ms    postgres ÷ memory (p50)');
  for (const kind of [...new Set(list.map(([k]) => k))]) {
    const [memory, postgres] = engines.map((engine) => times.get(`${kind}\u0000${engine}`).sort((a, b) => a - b));
    const cell = (sorted) => `${quantile(sorted, 0.5).toFixed(1)} / ${quantile(sorted, 0.95).toFixed(1)}`.padEnd(25);
    const ratio = quantile(postgres, 0.5) / quantile(memory, 0.5);
    console.log(`${kind.padEnd(26)}${cell(memory)}${cell(postgres)}${ratio.toFixed(1)}`);
  }

  // A catalogue change as a feed publishes it: the PostgreSQL server checks its tables again at the
  // next search, finds them older than the catalogue, and rewrites them before answering.
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const postgresBase = servers[1].base;
  const rewrites = [];
  for (const tenant of tenants) {
    await client.query('UPDATE catalogue_revisions SET revision = md5(random()::text) WHERE tenant = $1', [tenant]);
    const notice = { origin: 'bench', tenant, kind: 'catalogue', productIds: [] };
    await client.query('SELECT pg_notify($1, $2)', ['andamio_catalogue_changes', JSON.stringify(notice)]);
    await new Promise((r) => setTimeout(r, 200));
    const first = await timed(`${postgresBase}/api/${tenant}/s/typeahead/v1?Ntt=aa`);
    const next = await timed(`${postgresBase}/api/${tenant}/s/typeahead/v1?Ntt=aa`);
    rewrites.push(first - next);
  }
  await client.end();
  const sorted = [...rewrites].sort((a, b) => a - b);
  console.log(
    `Rewriting a tenant's search tables (2,000 products) after a catalogue change, 9 tenants: median ${quantile(sorted, 0.5).toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (cluster) stopCluster(cluster);
}
