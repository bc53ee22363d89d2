import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { type RunningServer, startServer } from './server';
import { onPostgres } from './test-database';

/**
 * Search keeps one interface with two implementations (src/server/search/engine.ts): each
 * server's in-memory index, and the search tables of PostgreSQL. Two servers on the suite's
 * database, one of each, must answer every search, listing and typeahead with the same bytes:
 * the same products in the same order, the same facets and counts, the same corrections.
 * Runs when the suite runs on PostgreSQL (`npm run test:postgres`).
 */
let memory: RunningServer;
let postgres: RunningServer;

interface Listing {
  data?: { facets: { name: string; values: { value: string; label?: string }[] }[] };
}

async function both(path: string): Promise<[string, string]> {
  return Promise.all(
    [postgres, memory].map(async (server) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      return `${response.status} ${await response.text()}`;
    }),
  ) as Promise<[string, string]>;
}

/** The paths whose answers differ between the two servers. */
async function differing(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const [fromPostgres, fromMemory] = await both(path);
    if (fromPostgres !== fromMemory) found.push(path);
  }
  return found;
}

/** A listing, then each of its facets' first values alone and with another facet's, sorted by price. */
async function facetPaths(listing: string): Promise<string[]> {
  const response = await fetch(`${postgres.baseUrl}${listing}`);
  const facets = ((await response.json()) as Listing).data?.facets ?? [];
  const paths = [listing, `${listing}&page=2`, `${listing}&page=99`];
  for (const facet of facets) {
    for (const { value } of facet.values.slice(0, 2)) {
      const chosen = `${listing}&f.${facet.name}=${encodeURIComponent(value)}`;
      paths.push(chosen);
      const other = facets.find((candidate) => candidate !== facet && candidate.values.length > 0);
      const second = other?.values[0]?.value;
      if (other && second !== undefined)
        paths.push(`${chosen}&f.${other.name}=${encodeURIComponent(second)}&sortBy=price-asc`);
    }
  }
  return paths;
}

describe.skipIf(!onPostgres)('search in memory and on PostgreSQL', () => {
  beforeAll(async () => {
    const [inMemory, onDatabase] = await Promise.all(
      (['memory', 'postgres'] as const).map(async (engine) => startServer(await freePort(), { SEARCH_ENGINE: engine })),
    );
    memory = inMemory as RunningServer;
    postgres = onDatabase as RunningServer;
  }, 600_000);

  afterAll(async () => {
    await Promise.all([memory?.stop(), postgres?.stop()]);
  });

  it('terms, plurals, accents, synonyms, codes and misspellings, in every sort: the same answer', async () => {
    const terms = {
      cl: [
        'pintura',
        'pinturas blancas',
        'látex',
        'taladro percutor',
        'luces',
        'guantes xl',
        'pintrua',
        'martiyo',
        'xyzzy',
        '13 mm',
      ],
      br: ['tinta branca', 'parafuzo', 'luvas', 'furadeira'],
      mx: ['taladro', 'pintura'],
    };
    const sorts = [
      '',
      '&sortBy=price-asc',
      '&sortBy=price-desc',
      '&sortBy=rating',
      '&sortBy=newest',
      '&sortBy=best-selling',
    ];
    const paths = Object.entries(terms).flatMap(([tenant, list]) =>
      list.flatMap((term) => sorts.map((sort) => `/api/${tenant}/search?Ntt=${encodeURIComponent(term)}${sort}`)),
    );
    expect(await differing(paths)).toEqual([]);
  }, 120_000);

  it('facets chosen alone and in pairs, category and brand listings, price ranges: the same answer', async () => {
    const paths = [
      ...(await facetPaths('/api/cl/search?Ntt=pintura')),
      ...(await facetPaths('/api/mx/search?Ntt=taladro')),
      ...(await facetPaths('/api/br/search?Ntt=tinta')),
      '/api/cl/search?Ntt=pintura&f.price=-9990',
      '/api/cl/search?Ntt=pintura&f.price=10000-',
      '/api/cl/search?Ntt=pintura&f.rating=9',
      '/api/cl/search?Ntt=pintura&f.unknown=1',
      '/api/cl/search?Ntt=pintura&f.category=NONE',
    ];
    const categories = (
      ((await (await fetch(`${postgres.baseUrl}/api/cl/search?Ntt=pintura`)).json()) as Listing).data?.facets ?? []
    ).find((facet) => facet.name === 'category');
    for (const { value } of categories?.values.slice(0, 2) ?? []) {
      paths.push(...(await facetPaths(`/api/cl/category/products?categoryId=${value}`)));
    }
    paths.push('/api/cl/brand/products?brand=Colorfino', '/api/cl/category/products?categoryId=NONE');
    expect(paths.length).toBeGreaterThan(100);
    expect(await differing(paths)).toEqual([]);
  }, 300_000);

  it('typeahead, from two letters to several words and a pasted code: the same suggestions', async () => {
    const typed = [
      'pi',
      'pin',
      'pintura',
      'pintura bl',
      'ta',
      'taladros',
      'tinta',
      'silic',
      'cab',
      'gu',
      'l',
      'xx',
      'TX-825',
    ];
    const paths = ['cl', 'br', 'obra'].flatMap((tenant) =>
      typed.map((text) => `/api/${tenant}/s/typeahead/v1?Ntt=${encodeURIComponent(text)}`),
    );
    expect(await differing(paths)).toEqual([]);
    const [suggested] = await both('/api/cl/s/typeahead/v1?Ntt=pin');
    expect(suggested).toMatch(/"products":\[\{/);
  }, 120_000);
});
