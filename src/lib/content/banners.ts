import type { Tenant } from '../../tenants/schema';
import { formatMoney } from '../money';
import type { BannerData, BannerPosition } from './schema';

/** A banner as callers receive it: placeholders filled, dates as ISO strings. */
export interface BannerView {
  id: string;
  position: BannerPosition;
  title: string;
  text: string | null;
  link: { href: string; text: string | null } | null;
  image: { src: string; alt: string } | null;
  colour: string | null;
  textColour: string | null;
  order: number;
  startsAt: string;
  endsAt: string | null;
}

/** A banner shows from its start (included) until its end (excluded). Rules never read the clock. */
export function isActive(banner: Pick<BannerData, 'starts' | 'ends'>, now: Date): boolean {
  return (
    banner.starts.getTime() <= now.getTime() && (banner.ends === undefined || now.getTime() < banner.ends.getTime())
  );
}

/** Lower order first; then the most recently started (a new campaign before the standing one); then by id. */
export function compareBanners(a: BannerData, b: BannerData): number {
  return a.order - b.order || b.starts.getTime() - a.starts.getTime() || a.id.localeCompare(b.id);
}

/** The banners showing now, for one position or all, in display order. */
export function activeBanners<B extends BannerData>(
  banners: readonly B[],
  options: { now: Date; position?: BannerPosition | undefined },
): B[] {
  return banners
    .filter(
      (banner) =>
        (options.position === undefined || banner.position === options.position) && isActive(banner, options.now),
    )
    .sort(compareBanners);
}

type PlaceholderTenant = Pick<Tenant, 'freeShippingFrom' | 'siteName' | 'help' | 'currency' | 'separator'>;

/**
 * Fills {freeShippingFrom}, {siteName} and {phone} from the tenant's configuration, so a banner
 * never promises a threshold the cart does not apply. The schema refuses any other placeholder.
 */
export function fillPlaceholders(text: string, tenant: PlaceholderTenant): string {
  const values: Record<string, string> = {
    freeShippingFrom: formatMoney(tenant.freeShippingFrom, tenant),
    siteName: tenant.siteName,
    phone: tenant.help.phone,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function bannerView(banner: BannerData, tenant: PlaceholderTenant): BannerView {
  return {
    id: banner.id,
    position: banner.position,
    title: fillPlaceholders(banner.title, tenant),
    text: banner.text === undefined ? null : fillPlaceholders(banner.text, tenant),
    link: banner.link === undefined ? null : { href: banner.link, text: banner.linkText ?? null },
    image: banner.image === undefined ? null : { src: banner.image, alt: banner.imageAlt ?? '' },
    colour: banner.colour ?? null,
    textColour: banner.textColour ?? null,
    order: banner.order,
    startsAt: banner.starts.toISOString(),
    endsAt: banner.ends?.toISOString() ?? null,
  };
}
