import { z } from 'astro/zod';
import { bannerPositions } from '../../lib/content/schema';
import { searchQueryLimits } from '../../lib/search-query';
import { issue } from '../../lib/validation/issues';
import { zoneIdParamSchema } from '../../lib/validation/zone-params';

const flag = z.enum(['true', 'false'], issue('validation.invalid')).transform((value) => value === 'true');

/** GET content-banner?position=…&limit=… */
export const contentBannerQuerySchema = z.looseObject({
  position: z.enum(bannerPositions, issue('validation.content.bannerPosition')),
  limit: z
    .string(issue('validation.invalid'))
    .regex(/^\d{1,2}$/, issue('validation.invalid'))
    .transform(Number)
    .pipe(z.int().min(1, issue('validation.invalid')).max(10, issue('validation.invalid')))
    .optional(),
});

const term = z
  .string(issue('validation.invalid'))
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(searchQueryLimits.termMaxLength, issue('validation.content.termTooLong')));

/**
 * GET no-search-result?Ntt=…[&isSearchByImage=true]: the term the search found nothing for
 * (Ntt, or sTerm like the search page); a search by image may come without one.
 */
export const noResultsQuerySchema = z
  .looseObject({
    Ntt: term.optional(),
    sTerm: term.optional(),
    isSearchByImage: flag.optional(),
    zone: zoneIdParamSchema.optional(),
  })
  .transform((query, ctx) => {
    const searched = query.Ntt || query.sTerm || '';
    const isSearchByImage = query.isSearchByImage ?? false;
    if (searched === '' && !isSearchByImage) {
      ctx.issues.push({ code: 'custom', message: 'validation.content.termRequired', input: query.Ntt, path: ['Ntt'] });
      return z.NEVER;
    }
    return { term: searched, isSearchByImage, zone: query.zone };
  });
