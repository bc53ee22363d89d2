import { z } from 'astro/zod';
import { endpoint } from '../../../../server/api/endpoint';
import { database } from '../../../../server/db/runtime';
import { checkFeedToken } from '../../../../server/feeds/catalogue-feed';
import { importPostedFeed } from '../../../../server/import/import-request';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** The catalogue import (README "Catalogue import"): Andamio's feed as JSON Lines, upserted by id. */
export const POST = endpoint(
  { query: z.looseObject({ full: flag, dryRun: flag, skipBadRows: flag }) },
  async ({ tenant, query, astro }) => {
    checkFeedToken(astro.request.headers.get('authorization'));
    return importPostedFeed(await database(), tenant, astro.request, query);
  },
);
