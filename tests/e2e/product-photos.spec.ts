import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { translator } from '../../src/lib/messages';

/**
 * A retailer's photos in a real browser: the server's media folder (PRODUCT_MEDIA_DIR, as the
 * server runs with it) gets a 2000×1500 JPEG, a product's gallery names it, and Chromium picks the
 * AVIF variant its layout needs for the main picture, while the full-screen view, hidden, waits
 * until it is opened (loading="lazy").
 */
const mediaDir = resolve(process.env.PRODUCT_MEDIA_DIR ?? 'data/product-media');
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';
const sites = [
  { tenant: 'cl', lang: 'es' },
  { tenant: 'br', lang: 'pt' },
] as const;

function withDb<T>(run: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath, { timeout: 10_000 });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/**
 * Gives one of the tenant's last products (far from the ones other specs open) a photo first in
 * its gallery, for one test: each test sets up its own tenant, and each repetition of it
 * (`--repeat-each`) its own product, so tests on parallel workers never add to each other's
 * gallery, and no test is answered the page the server keeps in its route cache for another.
 * `restore` puts the gallery back and removes the photo.
 */
async function withPhoto(tenant: string, nth: number): Promise<{ productId: string; restore: () => void }> {
  const runId = `e${randomUUID().slice(0, 8)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="100%" height="100%" fill="#2d7dd2"/><circle cx="50%" cy="50%" r="30%" fill="#f6f3ee"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  mkdirSync(join(mediaDir, tenant, runId), { recursive: true });
  writeFileSync(join(mediaDir, tenant, runId, 'front.jpg'), jpeg);
  const row = withDb((db) => {
    const found = db
      .prepare('SELECT id, gallery FROM products WHERE tenant = ? ORDER BY id DESC LIMIT 1 OFFSET ?')
      .get(tenant, nth) as { id: string; gallery: string };
    const gallery = [
      { type: 'IMAGE', url: `/media/${tenant}/photos/${runId}/front.jpg` },
      ...JSON.parse(found.gallery),
    ];
    db.prepare('UPDATE products SET gallery = ? WHERE tenant = ? AND id = ?').run(
      JSON.stringify(gallery),
      tenant,
      found.id,
    );
    // each SKU shows its own gallery where it has one (026): the product's SKUs get the photo too
    const skus = db
      .prepare('SELECT id, gallery FROM skus WHERE tenant = ? AND product_id = ?')
      .all(tenant, found.id) as {
      id: string;
      gallery: string | null;
    }[];
    for (const sku of skus) {
      const own = [gallery[0], ...(JSON.parse(sku.gallery ?? found.gallery) as unknown[])];
      db.prepare('UPDATE skus SET gallery = ? WHERE tenant = ? AND id = ?').run(JSON.stringify(own), tenant, sku.id);
    }
    return { ...found, skus };
  });
  return {
    productId: row.id,
    restore: () => {
      withDb((db) => {
        db.prepare('UPDATE products SET gallery = ? WHERE tenant = ? AND id = ?').run(row.gallery, tenant, row.id);
        for (const sku of row.skus) {
          db.prepare('UPDATE skus SET gallery = ? WHERE tenant = ? AND id = ?').run(sku.gallery, tenant, sku.id);
        }
      });
      rmSync(join(mediaDir, tenant, runId), { recursive: true, force: true });
    },
  };
}

const photoRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/photos/')),
  );

for (const { tenant, lang } of sites) {
  test(`${tenant}: the main picture is the AVIF its slot needs; the full-screen view loads when opened`, async ({
    page,
    request,
  }) => {
    const t = translator(lang);
    const product = await withPhoto(tenant, test.info().repeatEachIndex);
    try {
      const found = await request.get(`/api/${tenant}/product?productId=${product.productId}`);
      await page.goto((await found.json()).data.url);
      const main = page
        .getByRole('region', { name: t('productPage.gallery') })
        .getByRole('img')
        .first();
      await expect(main).toHaveAttribute('fetchpriority', 'high');
      // 1280 px wide, DPR 1: the 480 px column takes the 480 px AVIF, decoded
      const chosen = (img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc.slice(-9) : '');
      await expect.poll(() => main.evaluate(chosen)).toBe('-480.avif');
      // the thumbnail's 160 px AVIF too, but nothing of the hidden full-screen view yet. A request
      // joins the resource timings when its bytes have come, and the thumbnail's AVIF is encoded
      // beside the main picture's: it may come later, so the thumbnail is awaited first.
      const thumbnail = page
        .getByRole('list', { name: t('productPage.thumbnails') })
        .locator('img')
        .first();
      await expect.poll(() => thumbnail.evaluate(chosen)).toBe('-160.avif');
      expect((await photoRequests(page)).map((url) => url.slice(-9)).sort()).toEqual(['-160.avif', '-480.avif']);

      await page
        .getByRole('link', { name: t('productOptions.gallery.open', { alt: (await main.getAttribute('alt')) ?? '' }) })
        .first()
        .click();
      const view = page.getByRole('dialog').getByRole('img').first();
      await expect.poll(() => view.evaluate(chosen)).toBe('1280.avif');
    } finally {
      product.restore();
    }
  });
}
