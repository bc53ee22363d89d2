// The libraries that replaced hand-written code, against that code, in one run (`npm run
// bench:libraries`): cookie parsing per request (the `cookie` package against the hand parser
// src/lib/cookie-header.ts had), and the least-recently-used stores (lru-cache against the
// hand-written route store, fragment store and src/lib/bounded-map.ts) under the route cache's and
// the memos' use. The hand-written files are read from git as they last were, so both sides run
// in the same process, interleaved round by round; the medians of the rounds are printed, in
// nanoseconds per operation.
// Usage: npm run bench:libraries [-- --base <commit before the swap> --rounds 15 --only "route store"]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import '../scripts/ts-hooks.mjs';

const { values } = parseArgs({
  options: { base: { type: 'string' }, rounds: { type: 'string', default: '15' }, only: { type: 'string' } },
});
const rounds = Math.max(3, Number(values.rounds));

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const exists = (commit, path) => {
  try {
    git('cat-file', '-e', `${commit}:${path}`);
    return true;
  } catch {
    return false;
  }
};
/** The commit holding `path` as it last was: `from` itself, or the parent of the commit that removed it. */
function lastHolding(from, path) {
  if (exists(from, path)) return from;
  const removal = git('rev-list', '-1', from, '--', path);
  if (!removal) throw new Error(`${path} is in no commit before ${from}`);
  return `${removal}^`;
}

// by default, the last commit with the hand-written LRU: its route and fragment stores are the hand-written ones
const base = values.base ?? lastHolding('HEAD', 'src/lib/bounded-map.ts');
const handDir = mkdtempSync(join(tmpdir(), 'andamio-hand-'));
process.on('exit', () => rmSync(handDir, { recursive: true, force: true }));
async function hand(path, from = base) {
  const file = join(handDir, path.replaceAll('/', '__').replace(/\.ts$/, '.mts'));
  writeFileSync(file, git('show', `${lastHolding(from, path)}:${path}`));
  return import(pathToFileURL(file).href);
}

const handCookie = await hand('src/lib/cookie-header.ts');
const handRoute = await hand('src/server/cache/route-store.ts');
const handFragment = await hand('src/server/cache/fragment-store.ts');
const handBounded = await hand('src/lib/bounded-map.ts');
const { parseCookie } = await import('cookie');
const { LRUCache } = await import('lru-cache');
const { RouteStore } = await import('../src/server/cache/route-store.ts');
const { FragmentStore } = await import('../src/server/cache/fragment-store.ts');
/** What each side brings: the hand-written code, or the libraries as the working tree uses them. */
const sides = {
  hand: {
    zoneCookie: (header) => handCookie.readCookie(header, 'zone'),
    RouteStore: handRoute.RouteStore,
    FragmentStore: handFragment.FragmentStore,
    memo: (capacity) => new handBounded.BoundedMap(capacity),
  },
  library: {
    zoneCookie: (header) => parseCookie(header).zone,
    RouteStore,
    FragmentStore,
    memo: (capacity) => new LRUCache({ max: capacity }),
  },
};
console.log(`hand-written code from ${git('rev-parse', '--short', base)}; libraries from the working tree`);

/** Indices 0…n-1, the first ones asked for most (Zipf, s = 1), as shoppers ask for pages. */
function zipf(n, count, seed = 7) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cdf[i] = sum += 1 / (i + 1);
  let state = seed;
  const out = new Uint32Array(count);
  for (let k = 0; k < count; k++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const target = (state / 2 ** 32) * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cdf[mid] < target) low = mid + 1;
      else high = mid;
    }
    out[k] = low;
  }
  return out;
}

// --- the workloads -------------------------------------------------------------------------------

const analytics =
  '_ga=GA1.1.1234567890.1732790000; _ga_XYZ=GS1.1.1732790000.3.1.1732790500.0.0.0; _fbp=fb.1.1732790000000.123456789';
const cookieHeaders = Array.from(
  { length: 1024 },
  (_, i) =>
    `${analytics}; session=${'s'.repeat(43)}${i}; cartId=${crypto.randomUUID()}; zone=${(i % 7) + 1}-13101-${i % 90}-2; ` +
    `regionLabel=Las%20Condes%2C%20Santiago; priceGroup_br=${i % 3}; theme=light`,
);
const zoneOf = cookieHeaders.map((header) => /zone=([^;]*)/.exec(header)?.[1]);
// a first visit after choosing a zone: the zone cookies alone
const shortHeaders = zoneOf.map((zone) => `zone=${zone}; regionLabel=Providencia`);

const body = new Uint8Array(30_000);
const encoded = { br: new Uint8Array(6_000), gzip: new Uint8Array(8_000) };
const headers = [
  ['content-type', 'text/html; charset=utf-8'],
  ['cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'],
  ['vary', 'Accept-Encoding'],
];
const pageKey = (i) =>
  `/cl/product/${100000 + i}/taladro-percutor-${i}/${200000 + i}/\u0000h\u00001-13101-0-2\u0000shopper`;
const cachedPage = (i, now) => ({
  status: 200,
  headers,
  body,
  encoded,
  etag: `"${i.toString(16)}"`,
  storedAt: now,
  maxAgeMs: 60_000,
  tags: [`product:cl:${100000 + i}`, 'tenant:cl'],
});

const fragmentText = `<article class="card">${'x'.repeat(2_400)}</article>`;
const fragmentKey = (i) =>
  JSON.stringify([
    'cl',
    `card-${i % 24}`,
    3,
    'Las Condes',
    null,
    null,
    { id: 100000 + i, name: `Producto ${i}`, price: 1990 + i },
  ]);

/**
 * Each workload makes one store of a side and answers one sample: `ops` operations on it. State
 * carries over from sample to sample, as a server's store does from request to request.
 */
const workloads = [
  {
    name: 'cookie: zone of a 9-cookie header',
    ops: 200_000,
    make:
      ({ zoneCookie }) =>
      (i) =>
        zoneCookie(cookieHeaders[i & 1023]),
    check: (answer, i) => answer === zoneOf[i & 1023],
  },
  {
    name: 'cookie: zone of a 2-cookie header',
    ops: 400_000,
    make:
      ({ zoneCookie }) =>
      (i) =>
        zoneCookie(shortHeaders[i & 1023]),
    check: (answer, i) => answer === zoneOf[i & 1023],
  },
  {
    name: 'route store: hits (400 pages held)',
    ops: 1_000_000,
    make: ({ RouteStore: Store }) => {
      const store = new Store(64 * 1024 * 1024);
      const now = Date.now();
      for (let i = 0; i < 400; i++) store.set(pageKey(i), cachedPage(i, now));
      const keys = Array.from({ length: 400 }, (_, i) => pageKey(i));
      const order = zipf(400, 1 << 16);
      return (i) => store.get(keys[order[i & 0xffff]], Date.now()) !== undefined;
    },
  },
  {
    name: 'route store: get, set on a miss (5,000 pages, 64 MB)',
    ops: 300_000,
    make: ({ RouteStore: Store }) => {
      const store = new Store(64 * 1024 * 1024);
      const keys = Array.from({ length: 5_000 }, (_, i) => pageKey(i));
      const order = zipf(5_000, 1 << 18, 11);
      return (i) => {
        const at = order[i & 0x3ffff];
        const now = Date.now();
        if (store.get(keys[at], now)) return true;
        store.set(keys[at], cachedPage(at, now));
        return false;
      };
    },
  },
  {
    name: 'route store: invalidate a product (400 pages held)',
    ops: 100_000,
    countsHits: false,
    make: ({ RouteStore: Store }) => {
      const store = new Store(64 * 1024 * 1024);
      const now = Date.now();
      for (let i = 0; i < 400; i++) store.set(pageKey(i), cachedPage(i, now));
      return (i) => {
        const at = i % 400;
        store.invalidate([`product:cl:${100000 + at}`]);
        store.set(pageKey(at), cachedPage(at, now));
        return true;
      };
    },
  },
  {
    name: 'fragment store: get, set on a miss (20,000 cards, 16 MB)',
    ops: 300_000,
    make: ({ FragmentStore: Store }) => {
      const store = new Store(16 * 1024 * 1024, (text) => text.length * 2);
      const keys = Array.from({ length: 20_000 }, (_, i) => fragmentKey(i));
      const order = zipf(20_000, 1 << 18, 13);
      return (i) => {
        const key = keys[order[i & 0x3ffff]];
        if (store.get(key) !== undefined) return true;
        store.set(key, fragmentText);
        return false;
      };
    },
  },
  {
    name: 'memo of 5,000: get, set on a miss (8,000 keys)',
    ops: 1_000_000,
    make: (side) => memo(side.memo(5_000), 8_000),
  },
  {
    name: 'memo of 64: hits (content-encoding, 6 headers)',
    ops: 1_000_000,
    make: (side) => memo(side.memo(64), 6),
  },
];

function memo(map, distinct) {
  const keys = Array.from({ length: distinct }, (_, i) => `cl\u0000rev-12\u0000product:${100000 + i}`);
  const order = zipf(distinct, 1 << 16, 17);
  const value = { found: true };
  return (i) => {
    const key = keys[order[i & 0xffff]];
    if (map.get(key) !== undefined) return true;
    map.set(key, value);
    return false;
  };
}

// --- the run ---------------------------------------------------------------------------------------

function sample(operation, ops, check) {
  let yes = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < ops; i++) {
    const answer = operation(i);
    if (answer === true) yes++;
    else if (check && !check(answer, i)) throw new Error(`wrong answer at ${i}: ${answer}`);
  }
  return { ns: Number(process.hrtime.bigint() - started) / ops, share: yes / ops };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

const rows = [];
for (const workload of workloads.filter(({ name }) => !values.only || name.includes(values.only))) {
  const operations = { hand: workload.make(sides.hand), library: workload.make(sides.library) };
  const times = { hand: [], library: [] };
  let hitShare = Number.NaN;
  for (let round = 0; round <= rounds; round++) {
    // each round swaps which side goes first; round 0 warms both and is not counted
    const order = round % 2 ? ['library', 'hand'] : ['hand', 'library'];
    for (const side of order) {
      const { ns, share } = sample(operations[side], workload.ops, workload.check);
      if (round > 0) times[side].push(ns);
      if (side === 'library') hitShare = share;
    }
  }
  const hand = median(times.hand);
  const library = median(times.library);
  rows.push({
    workload: workload.name,
    'hand ns/op': hand.toFixed(1),
    'library ns/op': library.toFixed(1),
    'library / hand': (library / hand).toFixed(2),
    hits: workload.check || workload.countsHits === false ? '' : `${Math.round(hitShare * 100)}%`,
  });
}
console.log(`median of ${rounds} interleaved rounds, node ${process.version}`);
console.table(rows);
