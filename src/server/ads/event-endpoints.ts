import type { APIRoute } from 'astro';
import { type AdEventKind, adImpressionSchema, adInteractionSchema } from '../../lib/ad-events';
import { endpoint } from '../api/endpoint';
import { ok } from '../api/respond';
import { ignoreCrawlers } from '../clickstream/ignore-crawlers';
import { siteHosts } from '../clickstream/site';
import { database } from '../db/runtime';
import { recordAdEvents } from './events';

/** POST v1/vas/impression: the ads shown together on a page. 202 with how many were recorded. */
export const impressionRoute: APIRoute = ignoreCrawlers(
  endpoint({ body: adImpressionSchema }, async ({ tenant, body, astro, headers }) => {
    const recorded = await recordAdEvents(
      await database(),
      tenant.tenant,
      {
        kind: 'impression',
        ads: body.adIds.map((adId, i) => ({ adId, field: `adIds.${i}` })),
        visitorId: body.visitorId,
        pageUrl: body.pageUrl,
      },
      { now: new Date(), hosts: siteHosts(tenant, astro.url) },
    );
    return ok({ recorded }, headers, 202);
  }),
);

/** POST v1/vas/click and visit: one ad followed, one product page seen after it. */
export function interactionRoute(kind: Exclude<AdEventKind, 'impression'>): APIRoute {
  return ignoreCrawlers(
    endpoint({ body: adInteractionSchema }, async ({ tenant, body, astro, headers }) => {
      const recorded = await recordAdEvents(
        await database(),
        tenant.tenant,
        {
          kind,
          ads: [{ adId: body.adId, field: 'adId' }],
          visitorId: body.visitorId,
          pageUrl: body.pageUrl,
          productId: body.productId,
        },
        { now: new Date(), hosts: siteHosts(tenant, astro.url) },
      );
      return ok({ recorded }, headers, 202);
    }),
  );
}
