import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { guidedSchema } from './lib/content/guided-schema';
import { homeSchemaFor } from './lib/content/home-schema';
import { landingSchema } from './lib/content/landing-schema';
import { projectSchema } from './lib/content/project-schema';
import { bannerSchema, pageSchema } from './lib/content/schema';
import { tenantGlob } from './server/content/loader';
import { homeGlob, publicPictureExists } from './server/home/loader';
import { projectGlob } from './server/projects/loader';

/**
 * Content editors' collections, one folder per tenant, written in the tenant's language:
 * - banners: src/content/banners/<tenant>/*.md (header, home, listing and no-results slots);
 * - pages: src/content/pages/<tenant>/*.md (help pages the tenant configuration links to,
 *   the no-results page, and later landing pages: /{tenant}/landing/{id}/{slug}/).
 * A file that does not match its schema stops `astro build` with its path and the field.
 */
const banners = defineCollection({ loader: tenantGlob('banners'), schema: bannerSchema });
const pages = defineCollection({ loader: tenantGlob('pages'), schema: pageSchema });
// marketing landing pages: src/content/landings/<tenant>/<id>.md (src/lib/content/landing-schema.ts);
// the build checks the shape of the SKUs and ids they name; the catalogue has them or not only in
// the database, so a page names what it lacks when rendered (src/server/content/catalogue-names.ts)
const landings = defineCollection({ loader: tenantGlob('landings'), schema: landingSchema });
// guided search banners: src/content/guided/<tenant>/*.md (frontmatter only; src/lib/content/guided-schema.ts)
const guided = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/guided' }),
  schema: guidedSchema,
});
// project templates: src/content/projects/<tenant>/*.md (src/lib/content/project-schema.ts)
const projects = defineCollection({ loader: projectGlob(), schema: projectSchema });
// the home page's hero, category tiles and product rails: src/content/home/<tenant>.md
// (src/lib/content/home-schema.ts); a picture public/ lacks stops the build, a name the catalogue
// lacks is left out when the page is rendered, as on landing pages
const home = defineCollection({ loader: homeGlob(), schema: homeSchemaFor(publicPictureExists) });
// regional search synonyms (src/content/synonyms/<tenant>.json) are read by src/server/search/synonyms.ts

export const collections = { banners, pages, landings, guided, projects, home };
