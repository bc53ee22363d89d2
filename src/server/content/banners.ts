import { activeBanners, type BannerView, bannerView } from '../../lib/content/banners';
import type { BannerPosition } from '../../lib/content/schema';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { ContentSource } from './source';

/** docs/content-and-landings.md fetchHeaderBanner / fetchContentBanner: the banners showing now, in display order. */
export async function bannersShowing(
  source: ContentSource,
  tenant: Tenant,
  options: { now: Date; position?: BannerPosition | undefined; limit?: number | undefined },
): Promise<BannerView[]> {
  const showing = activeBanners(await source.banners(tenant.tenant), options);
  return showing.slice(0, options.limit ?? showing.length).map((banner) => bannerView(banner, tenant));
}

/**
 * docs/content-and-landings.md smart-banner/{id}: one banner by id, whatever its position. A banner that is not
 * showing now answers like an unknown one: a scheduled campaign is not announced early.
 */
export async function smartBanner(source: ContentSource, tenant: Tenant, id: string, now: Date): Promise<BannerView> {
  const banner = activeBanners(await source.banners(tenant.tenant), { now }).find((candidate) => candidate.id === id);
  if (!banner) throw notFound('id', 'content.bannerNotFound');
  return bannerView(banner, tenant);
}
