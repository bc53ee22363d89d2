import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { row } from './site-fixtures';

/**
 * What the accessibility browser tests share: pages with their islands hydrated, axe's findings
 * written so that a failure names the page, the rule, its impact and the elements, and the rows of
 * the e2e database the pages need (the generator decides the ids; the tests ask for the kind).
 */

/**
 * Hydrates every island of the page as a shopper would reach it: `client:visible` ones come into
 * view, `client:interaction` ones are touched (src/directives/interaction.ts listens for focus
 * entering them), and each loses its `ssr` attribute once it has run. An island drawn hidden (the
 * compare bar before anything is compared) never comes into view, so it waits, and axe skips it.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  // Reached again on each poll: an island whose directive had not loaded yet missed the first touch.
  const reachAndList = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('astro-island[ssr]')]
        .filter(
          (island) =>
            island.getAttribute('client') !== 'visible' ||
            [...island.children].some((child) => child.getClientRects().length > 0),
        )
        .map((island) => {
          // the island itself is `display: contents` and has no box to scroll to: its first shown child has
          if (island.getAttribute('client') === 'visible') {
            [...island.children].find((child) => child.getClientRects().length > 0)?.scrollIntoView();
          }
          island.dispatchEvent(new FocusEvent('focusin'));
          return island.getAttribute('component-url');
        }),
    );
  await expect
    .poll(reachAndList, { message: `islands still to hydrate on ${page.url()}`, timeout: 20_000 })
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens the page as a browser without JavaScript builds it (no island runs, `<noscript>` content
 * is part of the page), then lets scripts run again for axe alone: axe-core cannot run in a page
 * whose scripts are off, which is all Playwright's `javaScriptEnabled: false` does.
 */
export async function openWithoutJavaScript(page: Page, path: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.goto(path);
  await session.send('Emulation.setScriptExecutionDisabled', { value: false });
  await session.detach();
}

/** axe's violations on the page as it is, one line each: rule id, impact, what it asks, and the failing elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are asked for: building the passes of every rule doubles the time on a long page.
  // Target size (WCAG 2.2, 2.5.8) is off in axe's defaults and on in Lighthouse's: on here too.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Checks the page with axe and records (softly, so the test goes on to its other pages) every
 * violation under the page's name.
 */
export async function expectAccessible(page: Page, name: string, hydrate = true): Promise<void> {
  if (hydrate) await hydrateIslands(page);
  expect.soft(await axeViolations(page), `axe violations on ${name} (${page.url()})`).toEqual([]);
}

/** A product that opens one of the product page's tools: a calculator (`paint`, `floor`) or the board cut. */
export function productWithTool(tenant: string, tool: 'paint' | 'floor' | 'cut-board'): { id: string } {
  return tool === 'cut-board'
    ? row(`SELECT id FROM products WHERE tenant = ? AND services LIKE '%"cut-board"%' ORDER BY id LIMIT 1`, tenant)
    : row('SELECT id FROM products WHERE tenant = ? AND calculator = ? ORDER BY id LIMIT 1', tenant, tool);
}
