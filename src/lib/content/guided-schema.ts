import { z } from 'astro/zod';
import { tenantIdSchema } from '../../tenants/schema';
import { facetLimits } from '../search-facets';

/**
 * Guided search banners (docs/tools.md modals "guided search banner", docs/tools.md width 482): a question shown
 * on matching listings, with choices that narrow the listing (a facet value) or refine the
 * search (another term). Content editors write one Markdown file per banner in
 * src/content/guided/<tenant>/, in the tenant's language; a bad field stops `astro build`.
 */

const slugId = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case letters and digits joined by hyphens' });

/** Search words as a shopper types them; compared without case or accents. */
const term = z.string().trim().min(2).max(60);

const choiceSchema = z.union(
  [
    z.strictObject({
      label: z.string().trim().min(2).max(40),
      /** A facet of the listing: `name` as in the URL's `f.<name>`, e.g. "color", and its value. */
      facet: z.strictObject({
        name: z.string().regex(facetLimits.name, { error: 'must be a facet name such as "color" or "brand"' }),
        value: z.string().trim().min(1).max(facetLimits.valueMaxLength),
      }),
    }),
    z.strictObject({
      label: z.string().trim().min(2).max(40),
      /** A refined search: the words searched instead. */
      search: term,
    }),
  ],
  { error: 'a choice is { label, facet: { name, value } } or { label, search }' },
);

export const guidedSchema = z
  .strictObject({
    id: slugId,
    tenant: tenantIdSchema,
    /** The question, e.g. "¿Qué vas a pintar?". */
    question: z.string().trim().min(5).max(90),
    /** Search terms it shows for (the whole term, compared without case or accents). */
    terms: z.array(term).max(20).default([]),
    /** Category ids it shows for, as the catalogue writes them (e.g. "catg10000"). */
    categories: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/))
      .max(20)
      .default([]),
    choices: z.array(choiceSchema).min(2).max(8),
    /** Lower first when several match. */
    order: z.int().min(0).max(999).default(0),
  })
  .check((ctx) => {
    if (ctx.value.terms.length === 0 && ctx.value.categories.length === 0) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['terms'],
        message: 'give the search terms or the category ids the banner shows for',
      });
    }
  });

export type GuidedData = z.output<typeof guidedSchema>;
export type GuidedChoice = GuidedData['choices'][number];

/** A term as compared: lower case, no accents, single spaces. */
export function foldTerm(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The banner for a listing: the first (by order, then id) whose terms or categories match, if any. */
export function guidedFor(
  entries: readonly GuidedData[],
  listing: { term?: string | undefined; categoryId?: string | undefined },
): GuidedData | undefined {
  const term = listing.term === undefined ? '' : foldTerm(listing.term);
  const category = listing.categoryId?.toLowerCase() ?? '';
  return [...entries]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .find(
      (entry) =>
        (term !== '' && entry.terms.some((candidate) => foldTerm(candidate) === term)) ||
        (category !== '' && entry.categories.some((id) => id.toLowerCase() === category)),
    );
}
