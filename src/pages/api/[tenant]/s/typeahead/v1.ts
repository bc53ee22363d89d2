import { z } from 'astro/zod';
import { zoneCookies } from '../../../../../lib/cookies';
import { formatMoney } from '../../../../../lib/money';
import { brandUrl, categoryUrl, productUrl, searchUrl } from '../../../../../lib/routes';
import { issue } from '../../../../../lib/validation/issues';
import { zoneIdParamSchema } from '../../../../../lib/validation/zone-params';
import { endpoint } from '../../../../../server/api/endpoint';
import { database } from '../../../../../server/db/runtime';
import { searchEngine } from '../../../../../server/search/engine';
import { zoneForCall } from '../../../../../server/search/listing';

const querySchema = z.looseObject({
  Ntt: z.string(issue('validation.invalid')).max(100, issue('validation.invalid')),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, issue('validation.invalid'))
    .transform(Number)
    .pipe(z.int().min(1, issue('validation.invalid')).max(10, issue('validation.invalid')))
    .optional(),
  zone: zoneIdParamSchema.optional(),
});

/** docs/search-and-listings.md: suggestions while typing: completed terms, categories, brands and products. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const engine = await searchEngine(handle, tenant.tenant);
  const { searchZone } = await zoneForCall(
    handle,
    tenant,
    { zone: query.zone },
    astro.cookies.get(zoneCookies(tenant.tenant).zone)?.value,
  );
  const found = await engine.typeahead(query.Ntt, { zone: searchZone, limit: query.limit ?? 5 });
  headers.set('cache-control', 'private, max-age=60');
  return {
    terms: found.terms.map((term) => ({ term, url: searchUrl(tenant, { term }) })),
    categories: found.categories.map((category) => ({
      ...category,
      url: categoryUrl(tenant, { categoryId: category.id, name: category.name }),
    })),
    brands: found.brands.map((brand) => ({ name: brand.name, url: brandUrl(tenant, brand.name) })),
    products: found.products.map((product) => ({
      id: product.id,
      name: product.name,
      brand: product.brand,
      url: productUrl(tenant, { productId: product.id, name: product.name }),
      price: product.price ?? null,
      priceText: product.price === undefined ? null : formatMoney(product.price, tenant),
    })),
  };
});
