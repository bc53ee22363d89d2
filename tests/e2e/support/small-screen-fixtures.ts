import { DatabaseSync } from 'node:sqlite';

/**
 * One URL of every page type of a tenant, found in the database the e2e server seeded (the
 * generator decides the ids): the pages a shopper on a phone may land on.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

function value(db: DatabaseSync, sql: string, tenant: string): string {
  const found = db.prepare(sql).get(tenant) as { v: string } | undefined;
  if (!found) throw new Error(`No fixture in ${databasePath} for: ${sql} (${tenant})`);
  return found.v;
}

/** The landing pages every tenant has (src/content/pages/<tenant>), by language. */
const landings = {
  es: ['/landing/guia/guia-de-calculo/', '/landing/ayuda/preguntas-frecuentes/', '/landing/cmr/precio-cmr/'],
  pt: ['/landing/guia/guia-de-calculo/', '/landing/ajuda/perguntas-frequentes/', '/landing/cmr/preco-cmr/'],
};

export function pageTypes(tenant: string): { name: string; path: string }[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const category = value(
      db,
      "SELECT id || '/' || slug AS v FROM categories WHERE tenant = ? AND level = 3 ORDER BY id LIMIT 1",
      tenant,
    );
    const brand = value(db, 'SELECT slug AS v FROM brands WHERE tenant = ? ORDER BY id LIMIT 1', tenant);
    const collection = value(db, 'SELECT id AS v FROM collections WHERE tenant = ? ORDER BY id LIMIT 1', tenant);
    // the longest name among products with variants: the widest title and variant picker
    const variants = value(
      db,
      `SELECT p.id || '/' || p.slug AS v FROM products p
        WHERE p.tenant = ? AND (SELECT COUNT(*) FROM skus s WHERE s.tenant = p.tenant AND s.product_id = p.id) > 1
        ORDER BY length(p.name) DESC, p.id LIMIT 1`,
      tenant,
    );
    const longest = value(
      db,
      "SELECT id || '/' || slug AS v FROM products WHERE tenant = ? ORDER BY length(name) DESC, id LIMIT 1",
      tenant,
    );
    const paint = value(
      db,
      "SELECT id || '/' || slug AS v FROM products WHERE tenant = ? AND calculator = 'paint' ORDER BY id LIMIT 1",
      tenant,
    );
    const floor = value(
      db,
      "SELECT id || '/' || slug AS v FROM products WHERE tenant = ? AND calculator = 'floor' ORDER BY id LIMIT 1",
      tenant,
    );
    const outOfStock = value(
      db,
      `SELECT p.id || '/' || p.slug AS v FROM products p JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
        WHERE p.tenant = ? AND NOT EXISTS (SELECT 1 FROM stock d WHERE d.tenant = s.tenant AND d.sku_id = s.id AND d.quantity > 0)
        ORDER BY p.id LIMIT 1`,
      tenant,
    );
    const lang = tenant === 'br' || tenant === 'obra' ? 'pt' : 'es';
    return [
      { name: 'home', path: '/' },
      { name: 'category', path: `/category/${category}/` },
      { name: 'search', path: `/search?Ntt=${lang === 'pt' ? 'tinta' : 'pintura'}` },
      { name: 'search, short route', path: `/search/${lang === 'pt' ? 'tinta' : 'pintura'}/` },
      { name: 'no results', path: '/search?Ntt=zzqxwvyk' },
      { name: 'brand', path: `/brand/${brand}/` },
      { name: 'collection', path: `/collection/${collection}/` },
      { name: 'product with variants and a long name', path: `/product/${variants}/` },
      { name: 'product with the longest name', path: `/product/${longest}/` },
      { name: 'product out of stock', path: `/product/${outOfStock}/` },
      {
        name: 'paint calculator',
        path: `/product/${paint}/?calc=paint&width=14&height=2.4&doors=1&windows=1&coats=2#calculator`,
      },
      { name: 'floor calculator and project builder', path: `/product/${floor}/?calc=floor&area=12.5#calculator` },
      { name: 'cart', path: '/cart/' },
      { name: 'account (login)', path: '/account/' },
      { name: 'password reset', path: '/account/password-reset/' },
      ...landings[lang].map((path) => ({ name: `landing ${path}`, path })),
      { name: 'location (stores and zone)', path: '/location/' },
      { name: 'search by image', path: '/search-by-image' },
      { name: '404', path: '/no-such-page-here/' },
    ].map((page) => ({ ...page, path: `/${tenant}${page.path}` }));
  } finally {
    db.close();
  }
}
