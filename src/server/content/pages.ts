import type { PageBlock } from '../../lib/content/schema';
import { landingUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { ContentSource, PageEntry } from './source';

export interface PageSummary {
  id: string;
  slug: string;
  /** /{tenant}/landing/{id}/{slug}/: the address the tenant configuration links to. */
  url: string;
  title: string;
  description: string;
}

export interface PageView extends PageSummary {
  updatedAt: string | null;
  blocks: PageBlock[];
  /** The Markdown body, rendered at build time from the editors' file. */
  html: string;
}

const segmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function summary(page: PageEntry, tenant: Tenant): PageSummary {
  return {
    id: page.id,
    slug: page.slug,
    url: landingUrl(tenant, { landingId: page.id, name: page.slug }),
    title: page.title,
    description: page.description,
  };
}

const byOrder = (a: PageEntry, b: PageEntry) => a.order - b.order || a.slug.localeCompare(b.slug);

/** docs/content-and-landings.md GET content/: the tenant's content pages, for menus and the sitemap. */
export async function contentIndex(source: ContentSource, tenant: Tenant): Promise<PageSummary[]> {
  const pages = await source.pages(tenant.tenant);
  return pages.sort((a, b) => a.id.localeCompare(b.id) || byOrder(a, b)).map((page) => summary(page, tenant));
}

/**
 * docs/content-and-landings.md GET content/{page}: a page by its id, or by id and slug where pages of one topic
 * share an id (the two CMR pages). By id alone, the page with the lowest order answers.
 */
export async function contentPage(source: ContentSource, tenant: Tenant, path: readonly string[]): Promise<PageView> {
  const [id, slug, ...rest] = path;
  if (id === undefined || rest.length > 0 || !path.every((segment) => segmentPattern.test(segment))) {
    throw notFound('page', 'content.pageNotFound');
  }
  const pages = (await source.pages(tenant.tenant)).filter(
    (page) => page.id === id && (slug === undefined || page.slug === slug),
  );
  const page = pages.sort(byOrder)[0];
  if (!page) throw notFound('page', 'content.pageNotFound');
  return {
    ...summary(page, tenant),
    updatedAt: page.updated?.toISOString() ?? null,
    blocks: page.blocks,
    html: page.html,
  };
}
