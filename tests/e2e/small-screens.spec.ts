import { expect, type Page, test } from '@playwright/test';
import { stockedSku } from './support/site-fixtures';
import { pageTypes } from './support/small-screen-fixtures';

// spec §9: the smallest breakpoint is 320 px. No page may scroll sideways there, and no element may
// stick out of the screen (which also catches overflow a container clips instead of scrolling).
test.use({ viewport: { width: 320, height: 640 } });

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** Elements whose right edge passes the screen's, described for the failure message. */
  outside: string[];
}

/** Measures the page as laid out now. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    // A container that scrolls sideways on purpose (a carousel, a wide table) holds its overflow:
    // the shopper swipes inside it and the page itself stays put.
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = element.getAttribute('class')?.slice(0, 80) ?? '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> right=${Math.round(element.getBoundingClientRect().right)} "${text}"`;
    };
    const outside = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return box.right > width + 0.5 && !inScroller(element);
    });
    return { scrollWidth: root.scrollWidth, clientWidth: width, outside: outside.slice(0, 8).map(describe) };
  });
}

async function expectNoSidewaysScroll(page: Page) {
  // islands change the layout when they run: measure once every island due at load or idle time has
  // run (an island that hydrated loses its `ssr` attribute)
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0, {
    timeout: 20_000,
  });
  const found = await measure(page);
  expect(found.outside, 'elements past the right edge').toEqual([]);
  expect(found.scrollWidth).toBeLessThanOrEqual(found.clientWidth);
}

for (const tenant of ['cl', 'br', 'mx'] as const) {
  test.describe(`${tenant} at 320 px`, () => {
    for (const { name, path } of pageTypes(tenant)) {
      test(`${name} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        await expectNoSidewaysScroll(page);
      });
    }

    test('the cart with a line in it does not scroll sideways', async ({ page }) => {
      const sku = stockedSku(tenant, tenant === 'br' ? '50' : tenant === 'mx' ? '60' : '10');
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await page.getByRole('button', { name: /^(Agregar al carro|Adicionar ao carrinho)$/ }).click();
      await expect(page.locator('[data-cart-count]')).toHaveText('1');
      await page.goto(`/${tenant}/cart/`);
      await expect(page.getByRole('listitem', { name: sku.name })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
