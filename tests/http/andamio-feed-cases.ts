import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { formatMoney } from '../../src/lib/money';
import { productUrl } from '../../src/lib/routes';
import type { FeedRecord } from '../../src/lib/validation/andamio-feed';
import { getTenant } from '../../src/tenants/registry';
import { type AndamioCatalogue, andamioCatalogue, everyPriceType } from '../support/andamio-catalogue';
import type { ImageServer } from '../support/image-server';
import { colours } from '../support/merchant-center-catalogue';
import { jsonLines, nothingWritten, postFeed } from './feed-post';
import type { DatabaseCopy, RunningServer } from './server';

/** What the cases read from the file that runs them: its server, its database copy, its picture host. */
export interface FeedTestContext {
  server(): RunningServer;
  copy(): DatabaseCopy;
  images(): ImageServer;
}

/** What a product page's price block must show: current and struck regular (major units), the other lines' types. */
interface Shown {
  current: number;
  regular?: number;
  lines: string[];
}

/**
 * Andamio's own feed in (README "Catalogue import"), with every price type of
 * docs/prices-and-badges.md: the 40 products of tests/support/andamio-catalogue.ts posted as a full
 * JSON Lines feed into cl become priced, searchable pages with their pictures and a colour choice,
 * each price block showing what its list makes (card, pro and per-unit lines, never the staff
 * price, a bundle against the sum of its parts, a sale not begun not yet), out of stock shown as
 * such; the next full feed that leaves a product out withdraws it (410).
 */
export function andamioFeedCases(context: FeedTestContext): void {
  describe("Andamio's own feed", () => {
    const cl = getTenant('cl');
    const t = translator(cl.lang);
    let catalogue: AndamioCatalogue;
    const money = (major: number) => formatMoney(major * 10 ** cl.currency.minorDigits, cl);
    const page = async (product: { productId: string; name: string }) => {
      const response = await fetch(`${context.server().baseUrl}${productUrl(cl, product)}`);
      return { status: response.status, html: await response.text() };
    };
    const importFeed = async (records: FeedRecord[]) => {
      const response = await postFeed('cl', jsonLines(records), {
        base: context.server().baseUrl,
        query: '?full=true',
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body.errors?.slice(0, 3))).toBe(200);
      return body.data;
    };
    const blockOf = (html: string) => {
      const block = html.slice(
        html.indexOf('data-price-block'),
        html.indexOf('</section>', html.indexOf('data-price-block')),
      );
      return {
        current: /data-current-price>\s*([^<]+?)\s*</.exec(block)?.[1],
        regular: /data-regular-price>([^<]+)</.exec(block)?.[1],
        lines: [...block.matchAll(/data-price-line="([^"]+)"/g)].map((match) => match[1]),
      };
    };

    it('imports the 40 products: every price type shown as its list makes it, pictures, a colour choice', async () => {
      const groups = await context.copy().rows<{ id: string }>("SELECT id FROM price_groups WHERE tenant = 'cl'");
      catalogue = andamioCatalogue(
        cl,
        context.images().origin,
        groups.map((group) => group.id),
      );
      const fed = new Set(catalogue.records.flatMap((record) => (record.type === 'prices' ? record.prices : [])));
      expect(new Set([...fed].map((entry) => entry.type))).toEqual(new Set(everyPriceType));
      const data = await importFeed(catalogue.records);
      expect(data.problems).toEqual([]);
      expect(data.written).toMatchObject({ categories: 3, brands: 1, products: 40, skus: 56, stock: 56 });

      const [g1, g2, g3, g4, g5, g6, g7, g8] = catalogue.groups;
      const [t1, t2, , t4] = catalogue.tools;
      const expected: [{ productId: string; name: string } | undefined, Shown][] = [
        // a campaign with its end and a per-litre price
        [g1, { current: 14990, regular: 19990, lines: ['PUM'] }],
        [g2, { current: 17990, regular: 19990, lines: ['CMR'] }],
        [g3, { current: 18990, regular: 19990, lines: [] }],
        [g4, { current: 16990, regular: 19990, lines: ['CMR_EVENT'] }],
        [g5, { current: 17990, regular: 19990, lines: ['CMR_INTERNET'] }],
        // the staff price is never on a page
        [g6, { current: 19990, lines: ['PRECIOS_PRO'] }],
        // a saving is worked out, never shown as a price
        [g7, { current: 17990, regular: 19990, lines: [] }],
        [g8, { current: 19990, lines: ['M2'] }],
        // the sale begins in five days: not yet
        [t1, { current: 9990, lines: [] }],
        // a bundle against the sum of its parts, and its card price
        [t4, { current: 18990, regular: 23990, lines: ['CMR_COMBO'] }],
      ];
      for (const [product, shown] of expected) {
        const { status, html } = await page(product ?? { productId: '', name: '' });
        expect(status, product?.productId).toBe(200);
        expect(blockOf(html), product?.productId).toEqual({
          current: money(shown.current),
          regular: shown.regular === undefined ? undefined : money(shown.regular),
          lines: shown.lines,
        });
      }
      expect((await page(g1 ?? t1 ?? { productId: '', name: '' })).html).toContain('data-price-valid-until');
      expect((await page(t2 ?? { productId: '', name: '' })).html).toContain(t('stock.outOfStock'));

      const enamel = await page(g2 ?? { productId: '', name: '' });
      const choice = enamel.html.slice(enamel.html.indexOf(`aria-label="${t('productPage.variants')}"`));
      for (const colour of colours) expect(choice).toMatch(new RegExp(`>\\s*${colour}\\s*<`));
      const picture = /\/media\/cl\/photos\/imported\/[0-9a-f]{24}\.png\/[0-9a-f]{12}-\d+\.jpg/.exec(enamel.html)?.[0];
      expect((await fetch(`${context.server().baseUrl}${picture}`)).headers.get('content-type')).toBe('image/jpeg');

      const search = await fetch(`${context.server().baseUrl}/cl/search?Ntt=${encodeURIComponent('llave de tubo')}`);
      expect(await search.text()).toContain(`/cl/product/${t4?.productId}/`);
    }, 60_000);

    it('the next full feed without a product withdraws it (410) and writes nothing else', async () => {
      const left = catalogue.tools.at(-1) ?? { productId: '', name: '', skuId: '' };
      const records = catalogue.records.filter(
        (record) =>
          !(record.type === 'product' && record.id === left.productId) &&
          !(record.type === 'sku' && record.productId === left.productId) &&
          !((record.type === 'prices' || record.type === 'stock') && record.skuId === left.skuId),
      );
      const data = await importFeed(records);
      expect(data.written).toEqual({ ...nothingWritten, withdrawn: 1 });
      expect((await page(left)).status).toBe(410);
    });
  });
}
