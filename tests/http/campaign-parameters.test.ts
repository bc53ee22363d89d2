import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';

/**
 * Campaign tags and click ids (utm_*, gclid…) are left out of the route cache's key
 * (src/lib/route-cache-key.ts), so they must never reach the page either: a page rendered for a
 * link with `utm_source=<anything>` is served to every shopper of the zone. A redirect to a page's
 * own address still carries them, for the analytics of the page it leads to.
 */
async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
  // the route cache keeps a page once it is rendered whole: read it whole before asking again
  return { cache: response.headers.get('x-cache'), html: await response.text() };
}

/** Where the page shows the planted word, if anywhere (a short excerpt, not the whole page). */
const poisonIn = (html: string) => /.{0,100}POISON.{0,40}/.exec(html)?.[0];

describe('campaign parameters', () => {
  it('never reach the page, neither the one asked with them nor the one kept for the zone', async () => {
    const path = `/cl/?campaign-test=${Date.now()}`;
    const poisoned = await page(`${path}&utm_source=POISON&utm_campaign=POISON&gclid=POISON`);
    const clean = await page(path);
    expect(poisoned.cache).toBe('MISS');
    expect(clean.cache).toBe('HIT');
    // the header's place link names the page to come back to: without the tags
    expect(poisoned.html).toContain('/cl/location/?back=');
    expect(poisonIn(poisoned.html)).toBeUndefined();
    expect(poisonIn(clean.html)).toBeUndefined();
  });

  it('are carried through a redirect to the page’s own address', async () => {
    const listing = await page('/cl/category/catg10000/pinturas/');
    const product = /href="\/cl\/product\/(\d+)\/([^/"]+)\/"/.exec(listing.html);
    expect(product).not.toBeNull();
    const [, id, slug] = product ?? [];
    const moved = await fetch(`${baseUrl}/cl/product/${id}/old-name/?utm_source=mail&gclid=abc`, {
      redirect: 'manual',
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(`/cl/product/${id}/${slug}/?utm_source=mail&gclid=abc`);
  });
});
