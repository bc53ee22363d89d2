import { defineCollection } from 'astro:content';
import { bannerSchema, pageSchema } from './lib/content/schema';
import { tenantGlob } from './server/content/loader';

/**
 * Content editors' collections, one folder per tenant, written in the tenant's language:
 * - banners: src/content/banners/<tenant>/*.md (header, home, listing and no-results slots);
 * - pages: src/content/pages/<tenant>/*.md (help pages the tenant configuration links to,
 *   the no-results page, and later landing pages: /{tenant}/landing/{id}/{slug}/).
 * A file that does not match its schema stops `astro build` with its path and the field.
 */
const banners = defineCollection({ loader: tenantGlob('banners'), schema: bannerSchema });
const pages = defineCollection({ loader: tenantGlob('pages'), schema: pageSchema });

export const collections = { banners, pages };
