import type { HomeData } from '../../lib/content/home-schema';
import type { LandingData } from '../../lib/content/landing-schema';
import type { BannerData, PageData } from '../../lib/content/schema';
import type { TenantId } from '../../tenants/schema';

/** A content page with its Markdown body rendered to HTML at build time. */
export interface PageEntry extends PageData {
  html: string;
}

/** A landing page with its Markdown body rendered to HTML at build time. */
export interface LandingEntry extends LandingData {
  html: string;
}

/**
 * Where content comes from: Astro's collections in the server (store.ts), plain arrays in
 * tests. Services take it as a parameter so they never import `astro:content` themselves.
 */
export interface ContentSource {
  banners(tenant: TenantId): Promise<BannerData[]>;
  pages(tenant: TenantId): Promise<PageEntry[]>;
  /** Marketing landing pages; a source without any (most tests') leaves it out. */
  landings?(tenant: TenantId): Promise<LandingEntry[]>;
  /** The home page's hero, tiles and rails (src/content/home/<tenant>.md); undefined without a file. */
  home?(tenant: TenantId): Promise<HomeData | undefined>;
}
