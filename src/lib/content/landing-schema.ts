import { z } from 'astro/zod';
import { tenantIdSchema } from '../../tenants/schema';
import { facetLimits } from '../search-facets';
import { sortKeys } from '../search-query';
import { pageBlockSchema } from './schema';

/**
 * Marketing landing pages ("Cyber Day", "Vuelta a clases"): src/content/landings/<tenant>/<id>.md,
 * published at /{tenant}/landing/{id}/{slug}/ between `starts` and `ends`. The frontmatter holds
 * typed blocks, shown in the order written; the Markdown body is the page's rich text. Editors
 * read these messages when `astro build` refuses a file, in English like the rest of the build.
 * The build checks the shape of what a page names (a SKU is seven digits); whether the catalogue
 * has it is known only when the page is rendered (src/server/content/catalogue-names.ts).
 */

const slugId = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lower-case letters and digits joined by hyphens, e.g. "cyber-day"',
  });

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as "#0b6b3a"' });

/** A link a shopper follows: a path of this site or an https address. */
const href = z.string().regex(/^(?:\/[A-Za-z0-9/._~%?=&+#-]*|https:\/\/[^\s]+)$/, {
  error: 'must be a site path such as "/cl/category/cat-pinturas/pinturas/" or an https:// address',
});

const date = z.coerce.date({ error: 'must be a date such as 2026-12-01 or 2026-12-01T00:00:00-03:00' });
const heading = z.string().trim().min(3).max(90);

/** A SKU as the catalogue numbers it: seven digits. */
export const skuIdSchema = z.string().regex(/^\d{7}$/, { error: 'must be a SKU such as "1000000" (seven digits)' });
/** A category id of the catalogue, as in /{tenant}/category/{categoryId}/. */
export const categoryIdSchema = z.string().regex(/^CATG\d{5}$/, { error: 'must be a category id such as "CATG10002"' });

const heroBlock = z.strictObject({
  type: z.literal('hero'),
  title: heading,
  text: z.string().trim().min(3).max(240).optional(),
  image: href.optional(),
  imageAlt: z.string().trim().min(3).max(160).optional(),
  colour: colour.default('#1f4e8c'),
  textColour: colour.default('#ffffff'),
  link: href.optional(),
  linkText: z.string().trim().min(2).max(40).optional(),
});

/** A search inside the grid: its words, facet filters as in a listing URL's f.<name>, and an order. */
const productQuery = z.strictObject({
  term: z.string().trim().min(2).max(80).optional(),
  facets: z
    .record(
      z.string().regex(facetLimits.name, { error: 'facet names are lower-case, such as "brand" or "color"' }),
      z.array(z.string().trim().min(1).max(facetLimits.valueMaxLength)).min(1).max(20),
    )
    .default({}),
  sort: z.enum(sortKeys).default('best-selling'),
});

/** Up to `limit` products, chosen one of three ways: a SKU list, a collection, or a search. */
const productsBlock = z.strictObject({
  type: z.literal('products'),
  title: heading,
  skus: z.array(skuIdSchema).min(1).max(48).optional(),
  collection: slugId.optional(),
  query: productQuery.optional(),
  limit: z.int().min(1).max(48).default(12),
});

const categoriesBlock = z.strictObject({
  type: z.literal('categories'),
  title: heading,
  items: z
    .array(
      z.strictObject({
        category: categoryIdSchema,
        /** The tile's words; left out, the category's own name. */
        label: z.string().trim().min(2).max(40).optional(),
        image: href.optional(),
      }),
    )
    .min(1)
    .max(12),
});

const brandsBlock = z.strictObject({
  type: z.literal('brands'),
  title: heading,
  /** Brand names as the catalogue writes them ("Bosch"): each links to its brand page. */
  items: z.array(z.string().trim().min(1).max(60)).min(1).max(20),
});

/** Where the Markdown body goes; without this block it follows the hero. */
const textBlock = z.strictObject({ type: z.literal('text') });

/** A countdown to `ends`, server-rendered and ticking in the browser. */
const countdownBlock = z.strictObject({ type: z.literal('countdown'), title: heading });

const faqBlock = pageBlockSchema.options[0];

const blockSchemas = [
  heroBlock,
  productsBlock,
  categoriesBlock,
  brandsBlock,
  textBlock,
  countdownBlock,
  faqBlock,
] as const;
export const landingBlockTypes = blockSchemas.map((block) => block.shape.type.value);

export const landingBlockSchema = z.discriminatedUnion('type', blockSchemas, {
  error: `must be one of ${landingBlockTypes.join(', ')}`,
});

export const landingSchema = z
  .strictObject({
    /** The {id} of /{tenant}/landing/{id}/{slug}/: unique within the tenant's landing pages. */
    id: slugId,
    slug: slugId,
    tenant: tenantIdSchema,
    title: heading,
    /** What search engines and link previews show: one or two sentences. */
    description: z.string().trim().min(20).max(200),
    /** The page is published from this moment… */
    starts: date,
    /** …until this one (its countdown counts to it); without it, it runs until removed. */
    ends: date.optional(),
    /** A draft is seen only through the preview link (README "Landing pages"). */
    draft: z.boolean().default(false),
    blocks: z.array(landingBlockSchema).min(1).max(20),
  })
  .check((ctx) => {
    const landing = ctx.value;
    const fail = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: 'custom', input: landing, path, message });
    if (landing.ends !== undefined && landing.ends <= landing.starts) fail(['ends'], 'must be after starts');
    landing.blocks.forEach((block, i) => {
      if (block.type === 'products') {
        const ways = [block.skus, block.collection, block.query].filter((way) => way !== undefined).length;
        if (ways !== 1) fail(['blocks', i], 'choose the products one way: skus, collection or query');
        if (block.query && block.query.term === undefined && Object.keys(block.query.facets).length === 0)
          fail(['blocks', i, 'query'], 'give a term, facets or both');
      }
      if (block.type === 'hero') {
        if (block.image !== undefined && block.imageAlt === undefined)
          fail(['blocks', i, 'imageAlt'], 'describe the image for shoppers who cannot see it');
        if (block.linkText !== undefined && block.link === undefined)
          fail(['blocks', i, 'link'], 'linkText needs a link');
      }
      if (block.type === 'countdown' && landing.ends === undefined)
        fail(['blocks', i], 'a countdown counts to ends: give the page an end');
    });
    if (landing.blocks.filter((block) => block.type === 'text').length > 1)
      fail(['blocks'], 'the Markdown body is placed once: at most one text block');
  });

export type LandingData = z.output<typeof landingSchema>;
export type LandingBlock = z.output<typeof landingBlockSchema>;
export type ProductsBlock = Extract<LandingBlock, { type: 'products' }>;
