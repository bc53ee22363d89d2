// Starts the storefront for a benchmark (npm start's script: build if needed, migrate, seed on the
// first run) on its own port, and stops it when asked. The database is npm start's unless
// DATABASE_PATH says otherwise; `env` adds settings (ROUTE_CACHE_MB=0 for a server without the route cache).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The node flags of `npm start` (package.json), so that a benchmark measures the server it starts. */
const startFlags = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start.match(/--[\w-]+(?:=\S+)?/g) ?? [];

export async function serve(port, env = {}) {
  const server = spawnServer(port, env);
  await server.ready;
  return server;
}

/**
 * The server started, and `ready` once it answers: a caller starting several at once keeps their
 * `stop` from the start, so that a failure or Ctrl-C while one is still starting stops them all.
 * `stop` answers when the process has exited.
 */
export function spawnServer(port, env = {}) {
  const child = spawn(process.execPath, [...startFlags, 'scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', WARM_UP: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    pid: child.pid,
    ready: answering(child, base),
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

async function answering(child, base) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on ${base} exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${base}/cl/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * fetch, once more if the first try fails: the server closes a kept-alive connection that sat idle
 * through a measurement, and the client may pick it just then.
 */
export async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** One page of each type for a tenant: home, category, search, product, and the cart with a line in it. */
export async function pagesOf(base, tenant) {
  const term = tenant === 'br' || tenant === 'obra' ? 'tinta' : 'pintura';
  const search = await (await fetchAgain(`${base}/api/${tenant}/search?Ntt=${term}`)).json();
  const product = search.data.products[0];
  const home = await (await fetchAgain(`${base}/${tenant}/`)).text();
  const category = /href="(\/[a-z]+\/category\/[^"]+)"/.exec(home)?.[1];
  // a landing page with product grids: the first the tenant's sitemap lists
  const sitemap = await (await fetchAgain(`${base}/sitemaps/${tenant}.xml`)).text();
  const landing = /<loc>https?:\/\/[^/<]+(\/[a-z]+\/landing\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!product || !category || !landing) throw new Error(`no product, category or landing link found for ${tenant}`);
  return {
    home: `/${tenant}/`,
    category,
    search: `/${tenant}/search?Ntt=${term}`,
    product: product.url,
    cart: `/${tenant}/cart/`,
    landing,
  };
}

/** Puts one unit of the product page's SKU in the cart of `request`'s browser context (the no-JS form's action). */
export async function addToCart(request, base, tenant, productPath) {
  const html = await (await fetchAgain(`${base}${productPath}`)).text();
  const skuId = /name="skuId" value="([^"]+)"/.exec(html)?.[1];
  if (!skuId) throw new Error(`no add-to-cart form on ${productPath}`);
  const added = await request.post(`${base}/${tenant}/cart/?_action=cart.add`, {
    form: { skuId, quantity: '1' },
    headers: { origin: base },
    maxRedirects: 0,
  });
  if (added.status() !== 303) throw new Error(`adding ${skuId} answered ${added.status()}`);
}

/** A throw-away PostgreSQL cluster: its folder (to remove it) and the URL of its empty database. */
export function startCluster(port) {
  const printed = execFileSync('bash', ['scripts/throwaway-postgres.sh', 'start', String(port)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const vars = Object.fromEntries([...printed.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
  return { dir: vars.PG_DIR, url: vars.DATABASE_URL };
}

/** The storefront built once before the servers start: each would otherwise build into the same dist. */
export function buildFirst() {
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the build failed (exit ${built.status ?? built.signal})`);
}

/** Stops a cluster startCluster started and removes its folder. */
export function stopCluster(cluster) {
  execFileSync('bash', ['scripts/throwaway-postgres.sh', 'stop', cluster.dir], { stdio: 'inherit' });
}
