import { z } from 'astro/zod';
import { tenantIdSchema } from '../../tenants/schema';

/**
 * Frontmatter of the content collections (src/content.config.ts): banners and content pages,
 * one folder per tenant. Editors read these messages when `astro build` refuses a file, so
 * they say what to write, in English like the rest of the build output.
 */

/** docs/content-and-landings.md "banner positions include a header position"; the others are the pages' slots. */
export const bannerPositions = ['header', 'home-hero', 'home-secondary', 'listing', 'no-results'] as const;
export type BannerPosition = (typeof bannerPositions)[number];

/** Placeholders a banner may write, filled from the tenant's configuration when served. */
export const bannerPlaceholders = ['freeShippingFrom', 'siteName', 'phone'] as const;

const slugId = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lower-case letters and digits joined by hyphens, e.g. "despacho-gratis"',
  });

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour such as "#0b6b3a"' });

/** A link a shopper follows: a path of this site or an https address. */
const href = z.string().regex(/^(?:\/[A-Za-z0-9/._~%?=&+#-]*|https:\/\/[^\s]+)$/, {
  error: 'must be a site path such as "/cl/category/cat-pinturas/pinturas/" or an https:// address',
});

const date = z.coerce.date({ error: 'must be a date such as 2026-12-01 or 2026-12-01T00:00:00-03:00' });

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{(\w*)\}/g)].map((match) => match[1] ?? '');
}

export const bannerSchema = z
  .strictObject({
    /** Unique within the tenant: the id of smart-banner/{id}. */
    id: slugId,
    tenant: tenantIdSchema,
    position: z.enum(bannerPositions),
    title: z.string().trim().min(3).max(90),
    text: z.string().trim().min(3).max(240).optional(),
    link: href.optional(),
    /** The words of the call to action; without them the whole banner is the link. */
    linkText: z.string().trim().min(2).max(40).optional(),
    image: href.optional(),
    imageAlt: z.string().trim().min(3).max(160).optional(),
    /** Background colour, when there is no image (or behind a transparent one). */
    colour: colour.optional(),
    textColour: colour.optional(),
    starts: date,
    /** The banner stops showing at this moment; without it, it runs until removed. */
    ends: date.optional(),
    /** Lower first among the banners of a position. */
    order: z.int().min(0).max(999).default(0),
  })
  .check((ctx) => {
    const banner = ctx.value;
    const fail = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', input: banner, path: [path], message });
    if (banner.image === undefined && banner.colour === undefined) fail('colour', 'give an image or a colour');
    if (banner.image !== undefined && banner.imageAlt === undefined)
      fail('imageAlt', 'describe the image for shoppers who cannot see it');
    if (banner.linkText !== undefined && banner.link === undefined) fail('link', 'linkText needs a link');
    if (banner.ends !== undefined && banner.ends <= banner.starts) fail('ends', 'must be after starts');
    if (banner.link?.startsWith('/') && !banner.link.startsWith(`/${banner.tenant}/`)) {
      fail('link', `must stay on the tenant's site: start with "/${banner.tenant}/"`);
    }
    for (const field of ['title', 'text'] as const) {
      for (const name of placeholdersIn(banner[field] ?? '')) {
        if (!(bannerPlaceholders as readonly string[]).includes(name)) {
          fail(field, `unknown placeholder {${name}}: use ${bannerPlaceholders.map((p) => `{${p}}`).join(', ')}`);
        }
      }
    }
  });

/** Structured parts of a content page, beside its Markdown body. */
export const pageBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('faq'),
    title: z.string().trim().min(3).max(90).optional(),
    items: z
      .array(
        z.strictObject({ question: z.string().trim().min(5).max(200), answer: z.string().trim().min(5).max(1500) }),
      )
      .min(1)
      .max(40),
  }),
  z.strictObject({
    type: z.literal('links'),
    title: z.string().trim().min(3).max(90),
    items: z
      .array(z.strictObject({ label: z.string().trim().min(2).max(80), href }))
      .min(1)
      .max(20),
  }),
]);

export const pageSchema = z.strictObject({
  /** The landing id of /{tenant}/landing/{id}/{slug}/; pages of one topic may share it. */
  id: slugId,
  slug: slugId,
  tenant: tenantIdSchema,
  title: z.string().trim().min(3).max(90),
  /** What search engines and link previews show: one or two sentences. */
  description: z.string().trim().min(20).max(200),
  /** Which page content/{id} answers when several share the id: the lowest. */
  order: z.int().min(0).max(999).default(0),
  updated: date.optional(),
  blocks: z.array(pageBlockSchema).max(20).default([]),
});

export type BannerData = z.output<typeof bannerSchema>;
export type PageData = z.output<typeof pageSchema>;
export type PageBlock = z.output<typeof pageBlockSchema>;
