import { z } from 'astro/zod';
import { upsell } from '../../../lib/constants';
import { issue, stop } from '../../../lib/validation/issues';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { interlinking } from '../../../server/product/interlinking';
import { carouselLimitSchema } from '../../../server/product/query';

const querySchema = z.looseObject({
  /** The page's path: /cl/product/123456/slug/, /cl/category/catg10003/slug/ or /cl/brand/sipa/. */
  page: z
    .string(issue('validation.invalid'))
    .trim()
    .min(1, stop('validation.invalid'))
    .max(500, issue('validation.invalid')),
  limit: carouselLimitSchema,
});

/** docs/seo-and-urls.md interlinking links/page: SEO links around a product, category or brand page. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  headers.set('cache-control', 'public, max-age=3600');
  return interlinking(handle, tenant, astro.locals.t, query.page, query.limit ?? upsell.normal + 4);
});
