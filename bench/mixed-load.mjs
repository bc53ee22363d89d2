// Mixed shopper traffic over every tenant for the memory benchmark: product, category, search
// and home pages, typeahead and a few JSON calls, from a bounded number of concurrent fetch
// loops on loopback. Search terms and typeahead prefixes vary (with a page number and a
// sort), so most listings miss the route cache and every per-term structure is exercised.
import { fetchAgain, pagesOf } from './serve.mjs';

const words = {
  es: ['pintura', 'taladro', 'martillo', 'cable', 'llave', 'tornillo', 'lampara', 'cemento', 'piso', 'puerta'],
  pt: ['tinta', 'furadeira', 'martelo', 'cabo', 'chave', 'parafuso', 'lampada', 'cimento', 'piso', 'porta'],
};
const sorts = ['', '&Nrpp=28', '&sortBy=price-asc', '&sortBy=newest', '&sortBy=rating'];

/** The pages and calls of one tenant a shopper's visit touches: a few products and categories of each. */
export async function visitOf(base, tenant) {
  const lang = tenant === 'br' || tenant === 'obra' ? 'pt' : 'es';
  const pages = await pagesOf(base, tenant);
  const products = new Set([pages.product]);
  for (const word of words[lang].slice(0, 4)) {
    const found = await (await fetchAgain(`${base}/api/${tenant}/search?Ntt=${word}`)).json();
    for (const product of found.data?.products?.slice(0, 5) ?? []) products.add(product.url);
  }
  const home = await (await fetchAgain(`${base}/${tenant}/`)).text();
  const categories = [...new Set([...home.matchAll(/href="(\/[a-z]+\/category\/[^"]+)"/g)].map((m) => m[1]))];
  return { tenant, words: words[lang], pages, products: [...products], categories: categories.slice(0, 10) };
}

/** Every page type of a tenant once, and its search index built (a typeahead call builds it). */
export async function warmUp(base, visit) {
  await fetchAgain(`${base}/api/${visit.tenant}/s/typeahead/v1?Ntt=pa`);
  for (const path of Object.values(visit.pages)) await (await fetchAgain(`${base}${path}`)).arrayBuffer();
}

function pick(list, n) {
  return list[n % list.length];
}

/** The n-th request of the mix: a path on `visit`'s tenant. */
function request(visit, n) {
  const t = visit.tenant;
  const word = pick(visit.words, n * 7);
  const other = pick(visit.words, n * 3 + 1);
  const page = 1 + (n % 4);
  switch (n % 10) {
    case 0:
    case 1:
    case 2:
      return pick(visit.products, n);
    case 3:
      return `${pick(visit.categories, n)}?page=${page}${pick(sorts, n)}`;
    case 4:
      return `/${t}/search?Ntt=${word}${n % 3 === 0 ? `+${other}` : ''}&page=${page}${pick(sorts, n >> 2)}`;
    case 5:
    case 6:
      return `/api/${t}/s/typeahead/v1?Ntt=${encodeURIComponent(word.slice(0, 2 + (n % 5)))}`;
    case 7:
      return `/${t}/`;
    case 8:
      return `/api/${t}/search?Ntt=${other}&page=${page}`;
    default:
      return `/api/${t}/product?productId=${pick(visit.products, n).split('/')[3]}`;
  }
}

/** Runs the mix for `seconds` with `connections` loops; calls `sample` every second. */
export async function mixedLoad(base, visits, { seconds, connections, sample }) {
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  let failed = 0;
  const timer = setInterval(sample, 1000);
  const loop = async () => {
    while (Date.now() < deadline) {
      const n = sent++;
      const visit = visits[n % visits.length];
      try {
        const response = await fetchAgain(`${base}${request(visit, Math.floor(n / visits.length))}`);
        await response.arrayBuffer();
        if (response.status >= 500) failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  clearInterval(timer);
  return { sent, failed };
}
