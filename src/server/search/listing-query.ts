import { z } from 'astro/zod';
import { channelSchema } from '../../lib/channel';
import { listing } from '../../lib/constants';
import { readFacets } from '../../lib/search-facets';
import { searchQueryLimits, sortKeys } from '../../lib/search-query';
import { issue } from '../../lib/validation/issues';
import { priceGroupParamSchema, zoneIdParamSchema } from '../../lib/validation/zone-params';

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, issue('validation.invalid'));
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, issue('validation.invalid'))
    .transform(Number)
    .pipe(z.int().min(min, issue('validation.invalid')).max(max, issue('validation.invalid')));

/**
 * docs/search-and-listings.md search and listing query: the term (Ntt or sTerm) or a brand (brandQuery), paging,
 * sorting, facets as f.<name>=<value>, and where the shopper is (zone, priceGroup, region,
 * city). Unlike page URLs, which fall back to defaults, the API refuses what it cannot read.
 */
export const listingQuerySchema = z
  .looseObject({
    Ntt: z.string().max(searchQueryLimits.termMaxLength, issue('validation.invalid')).optional(),
    sTerm: z.string().max(searchQueryLimits.termMaxLength, issue('validation.invalid')).optional(),
    brandQuery: z.string().trim().min(1, issue('validation.invalid')).max(100, issue('validation.invalid')).optional(),
    categoryId: id.optional(),
    collectionPageId: id.optional(),
    currentpage: whole(1, searchQueryLimits.maxPage).optional(),
    pageSize: whole(1, listing.maxFilterLimit).optional(),
    sortBy: z.enum(sortKeys, issue('validation.invalid')).optional(),
    categoryLevel: whole(searchQueryLimits.categoryLevel.min, searchQueryLimits.categoryLevel.max).optional(),
    zone: zoneIdParamSchema.optional(),
    priceGroup: priceGroupParamSchema.optional(),
    channel: z.string().trim().toUpperCase().pipe(channelSchema).optional(),
    region: id.optional(),
    city: id.optional(),
    DYM: z.enum(['true', 'false'], issue('validation.invalid')).optional(),
  })
  .transform((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') params.append(key, item);
    }
    return {
      term: (query.Ntt?.trim() || query.sTerm?.trim() || '').replace(/\s+/g, ' '),
      brand: query.brandQuery,
      categoryId: query.categoryId,
      collectionId: query.collectionPageId,
      page: query.currentpage ?? 1,
      pageSize: query.pageSize ?? listing.defaultPageSize,
      sortBy: query.sortBy ?? 'relevance',
      categoryLevel: query.categoryLevel,
      zone: query.zone,
      priceGroup: query.priceGroup,
      didYouMean: query.DYM === 'true',
      facets: readFacets(params),
    };
  });

export type ListingQuery = z.output<typeof listingQuerySchema>;
