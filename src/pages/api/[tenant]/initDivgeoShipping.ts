import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { divgeoShipping } from '../../../server/delivery/divgeo';
import { divgeoQuerySchema } from '../../../server/delivery/schemas';
import { currentInstant } from '../../../server/tenant-clock';

/** docs/zones-and-price-groups.md initDivgeoShipping?divgeo2={regionId}: a region's cities with their delivery promises. */
export const GET = endpoint({ query: divgeoQuerySchema }, async ({ tenant, query, astro }) =>
  divgeoShipping(await database(), tenant, astro.locals.t, query.divgeo2, currentInstant()),
);
