import { campaignParameter } from './route-cache-key';

/**
 * Campaign tags and click ids (utm_*, gclid…) are left out of a page's cache key
 * (route-cache-key.ts), so a page must never show them: one rendered for
 * `?utm_source=<anything>` is served to every shopper of its zone. They are taken off the
 * request's URL before the page renders; only a redirect puts them back, on the address it
 * sends the browser to, so the analytics of that page still read them.
 */
export type CampaignTags = readonly (readonly [string, string])[];

/** Removes the campaign parameters from `url` (in place) and answers them, in their order. */
export function takeCampaignParameters(url: URL): CampaignTags {
  const tags = [...url.searchParams].filter(([name]) => campaignParameter.test(name));
  for (const name of new Set(tags.map(([name]) => name))) url.searchParams.delete(name);
  return tags;
}

/**
 * A redirect's location with the tags put back, when it leads to a page of this site and does not
 * name them already; a location elsewhere (a payment provider, a sign-in provider) is left as it is.
 */
export function withCampaignParameters(location: string, tags: CampaignTags, ownOrigin: string): string {
  if (tags.length === 0) return location;
  let target: URL;
  try {
    target = new URL(location, ownOrigin);
  } catch {
    return location;
  }
  if (target.origin !== ownOrigin || tags.some(([name]) => target.searchParams.has(name))) return location;
  for (const [name, value] of tags) target.searchParams.append(name, value);
  const relative = location.startsWith('/') && !location.startsWith('//');
  return relative ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
