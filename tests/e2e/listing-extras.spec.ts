import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';

/**
 * The listing's page-view beacon (issue 5): the click tracker's script sends it, so only a browser
 * shows it reaching the collector. The rest of the listing extras (sponsored cards, the guided
 * banner, search by image, canonical links) is server HTML, tested in
 * tests/http/listing-extras-pages.test.ts and tests/http/listing-headers.test.ts; a crawler gets
 * no tracker (listing-headers.test.ts) and its events are refused (clickstream.test.ts).
 */
const sites = [
  { tenant: 'cl', category: '/cl/category/catg10000/pinturas/', search: '/cl/search/pintura/' },
  { tenant: 'br', category: '/br/category/catg10000/tintas/', search: '/br/search/tinta/' },
] as const;

const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

/** Click-stream rows the collector stored for one visitor. */
function clickEvents(visitorId: string): { action: string; page_url: string; query_id: string | null }[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare('SELECT action, page_url, query_id FROM click_events WHERE visitor_id = ?').all(visitorId) as {
      action: string;
      page_url: string;
      query_id: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** The collector's answer to the page view of `action` this page sends. */
const pageViewStored = (page: Page, action: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/click-stream/events') &&
      (response.request().postDataJSON()?.events ?? []).some((event: { action: string }) => event.action === action),
  );

for (const site of sites) {
  test(`${site.tenant}: a search page view and a category page view reach the click-stream collector`, async ({
    page,
  }) => {
    const shopper = randomUUID();
    await page.addInitScript((id) => localStorage.setItem('visitorId', id), shopper);
    const searched = pageViewStored(page, 'search');
    await page.goto(site.search);
    expect((await searched).status()).toBe(202);
    const [event] = clickEvents(shopper);
    expect(event?.action).toBe('search');
    expect(event?.page_url).toBe(site.search);
    expect(event?.query_id).toMatch(/^[0-9a-f]{32}$/);

    const browsed = pageViewStored(page, 'category');
    await page.goto(site.category);
    expect((await browsed).status()).toBe(202);
    expect(clickEvents(shopper).map((row) => row.action)).toEqual(['search', 'category']);
  });
}
