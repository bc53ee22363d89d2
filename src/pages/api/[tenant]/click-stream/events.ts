import { clickStreamBatchSchema } from '../../../../lib/click-stream';
import { endpoint } from '../../../../server/api/endpoint';
import { ok } from '../../../../server/api/respond';
import { collectClickEvents } from '../../../../server/clickstream/collector';
import { ignoreCrawlers } from '../../../../server/clickstream/ignore-crawlers';
import { siteHosts } from '../../../../server/clickstream/site';
import { database } from '../../../../server/db/runtime';

/** 50 events of 100 impressions each, with long page addresses, stay well under this. */
const maxBodyBytes = 256 * 1024;

/** docs/tracking-and-ads.md click stream: a batch of 1–50 events (search, category, filter, sort, product click, add to cart). */
export const POST = ignoreCrawlers(
  endpoint({ body: clickStreamBatchSchema, maxBodyBytes }, async ({ tenant, body, astro, headers }) => {
    const accepted = await collectClickEvents(await database(), tenant.tenant, body.events, {
      now: new Date(),
      hosts: siteHosts(tenant, astro.url),
    });
    return ok({ accepted }, headers, 202);
  }),
);
