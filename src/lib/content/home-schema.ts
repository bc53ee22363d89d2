import { z } from 'astro/zod';
import { tenantIdSchema } from '../../tenants/schema';
import { facetLimits } from '../search-facets';
import { sortKeys } from '../search-query';
import { categoryIdSchema, skuIdSchema } from './landing-schema';

/**
 * The home page's merchandising: src/content/home/<tenant>.md, frontmatter only, in the tenant's
 * language. A hero with its picture, the category tiles and the product rails, in that order.
 * Editors read these messages when `astro build` refuses the file, in English like the build.
 */

const slugId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be lower-case letters and digits joined by hyphens, e.g. "ofertas-de-temporada"',
});
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as "#0b6b3a"' });
const heading = z.string().trim().min(3).max(90);
const altText = z.string().trim().min(3).max(160);

/** A path of this site (a category, a collection, a landing page). */
const sitePath = z.string().regex(/^\/[A-Za-z0-9/._~%?=&+#-]*$/, {
  error: 'must be a path of this site such as "/cl/collection/especial-pintura/"',
});

/**
 * A picture served by this site, never by a third party: a file of public/images/home/ (SVG,
 * WebP, AVIF, PNG or JPEG), so the hero never waits on another host.
 */
export const homeImageSchema = z.string().regex(/^\/images\/home\/[a-z0-9-]+\.(?:svg|webp|avif|png|jpg)$/, {
  error: 'must be a picture of public/images/home/, such as "/images/home/pintura.svg"',
});

const heroSchema = z.strictObject({
  /** The page's h1. */
  title: heading,
  text: z.string().trim().min(3).max(200).optional(),
  image: homeImageSchema,
  /** What the picture shows, for shoppers who cannot see it. */
  imageAlt: altText,
  /** The campaign, landing page or category the hero leads to. */
  link: sitePath,
  linkText: z.string().trim().min(2).max(40),
  colour: colour.default('#1f4e8c'),
  textColour: colour.default('#ffffff'),
});

const tileSchema = z.strictObject({
  category: categoryIdSchema,
  /** The tile's words; left out, the category's own name. */
  label: z.string().trim().min(2).max(40).optional(),
  /** Left out, the picture of the category's best-selling product. */
  image: homeImageSchema.optional(),
});

const categoriesSchema = z.strictObject({
  title: heading,
  /** The editor's own tiles, in this order; left out, the tenant's first `top` departments. */
  items: z.array(tileSchema).min(4).max(12).optional(),
  top: z.int().min(4).max(12).default(8),
});

const railQuery = z.strictObject({
  term: z.string().trim().min(2).max(80).optional(),
  facets: z
    .record(
      z.string().regex(facetLimits.name, { error: 'facet names are lower-case, such as "brand" or "color"' }),
      z.array(z.string().trim().min(1).max(facetLimits.valueMaxLength)).min(1).max(20),
    )
    .default({}),
  sort: z.enum(sortKeys).default('best-selling'),
});

/**
 * A row of products priced for the shopper's zone, chosen one way: a SKU list, a collection (the
 * tenant's campaign) or a search (best sellers: `query: { sort: best-selling }`). `onSale` keeps
 * only products whose price in the zone is below their regular one (the offers).
 */
const railSchema = z.strictObject({
  title: heading,
  skus: z.array(skuIdSchema).min(1).max(48).optional(),
  collection: slugId.optional(),
  query: railQuery.optional(),
  onSale: z.boolean().default(false),
  /** "See all": where the rest of the row's products are. */
  link: sitePath.optional(),
  linkText: z.string().trim().min(2).max(40).optional(),
  limit: z.int().min(4).max(24).default(12),
});

export const homeSchema = z
  .strictObject({
    tenant: tenantIdSchema,
    hero: heroSchema,
    categories: categoriesSchema,
    rails: z.array(railSchema).min(1).max(6),
  })
  .check((ctx) => {
    const home = ctx.value;
    const fail = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: 'custom', input: home, path, message });
    const own = `/${home.tenant}/`;
    if (!home.hero.link.startsWith(own)) fail(['hero', 'link'], `must be a page of this site, starting with ${own}`);
    home.rails.forEach((rail, i) => {
      const ways = [rail.skus, rail.collection, rail.query].filter((way) => way !== undefined).length;
      if (ways !== 1) fail(['rails', i], 'choose the products one way: skus, collection or query');
      if (rail.linkText !== undefined && rail.link === undefined) fail(['rails', i, 'link'], 'linkText needs a link');
      if (rail.link !== undefined && rail.linkText === undefined)
        fail(['rails', i, 'linkText'], 'a link needs its words');
      if (rail.link !== undefined && !rail.link.startsWith(own))
        fail(['rails', i, 'link'], `must be a page of this site, starting with ${own}`);
    });
  });

export type HomeData = z.output<typeof homeSchema>;
export type HomeRail = HomeData['rails'][number];
export type HomeTile = z.output<typeof tileSchema>;

/**
 * The home schema that also refuses a picture public/ lacks (`pictureExists`, a path such as
 * /images/home/pintura.svg), at its own field, so the build names file and field. A SKU,
 * collection, category or facet the catalogue lacks is found when the page is rendered
 * (src/server/content/catalogue-names.ts): the catalogue is the database's, not the build's.
 */
export function homeSchemaFor(pictureExists: (path: string) => boolean) {
  return homeSchema.check((ctx) => {
    const home = ctx.value;
    const picture = (path: (string | number)[], value: string | undefined) => {
      if (value !== undefined && !pictureExists(value))
        ctx.issues.push({
          code: 'custom',
          input: value,
          path,
          message: `no picture "${value}": put the file in public${value}`,
        });
    };
    picture(['hero', 'image'], home.hero.image);
    home.categories.items?.forEach((item, n) => {
      picture(['categories', 'items', n, 'image'], item.image);
    });
  });
}
