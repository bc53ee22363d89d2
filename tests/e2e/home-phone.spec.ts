import { expect, test } from '@playwright/test';

/**
 * What a shopper sees of the home without scrolling on a phone: things to buy, each with its
 * picture (the hero, category tiles, product cards). Only a browser lays the page out; the hero,
 * tiles and rails as HTML are tests/http/home-merchandising.test.ts, the page's axe, contrast and
 * 320 px fit tests/e2e/page-sweep.spec.ts.
 */
const phone = { width: 390, height: 844 };

/** Category tiles and product cards whose picture has loaded and lies wholly inside the first screen. */
const inFirstScreen = () => {
  const { innerWidth, innerHeight } = window;
  const things = [
    ...document.querySelectorAll('#home-tiles-title ~ ul a'),
    ...document.querySelectorAll('[data-home-rail] article'),
  ];
  return things.filter((thing) => {
    const picture = thing.querySelector('img');
    if (!picture?.complete || picture.naturalWidth === 0) return false;
    const box = picture.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.width > 0;
  }).length;
};

for (const tenant of ['cl', 'br'] as const) {
  test(`${tenant}: the first screen of the home on a phone shows at least four things to buy with their pictures`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(`/${tenant}/`);
    const hero = page.locator('#hero-title').locator('xpath=ancestor::section[1]').locator('img');
    await expect(hero).toBeInViewport();
    // pictures arrive at their own pace: counted again as each loads
    await expect.poll(() => page.evaluate(inFirstScreen)).toBeGreaterThanOrEqual(4);
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // the rails scroll inside themselves, never the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });
}
