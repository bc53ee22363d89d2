// JavaScript a shopper's browser loads before any interaction, per page type, gzip bytes.
// Loads each page in Chromium (a phone-sized window, no scrolling, no input), waits 3 s after the
// load event for the idle-time islands to hydrate, then gzips every script it received.
// Usage: npm run bench:js [-- --tenants cl,br]

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { addToCart, pagesOf, serve } from './serve.mjs';

const { values } = parseArgs({
  options: { tenants: { type: 'string', default: 'cl,br' }, port: { type: 'string', default: '4396' } },
});
const budgetBytes = 90 * 1024;
const server = await serve(Number(values.port));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function measure(context, path) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a redirect or an aborted body carries no script
    }
  });
  await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
  // idle-time islands hydrate after load; 3 s of quiet covers them on this machine
  await page.waitForTimeout(3000);
  const blocking = await page.evaluate(
    () =>
      [...document.querySelectorAll('head script[src]')].filter(
        (script) => script.type !== 'module' && !script.async && !script.defer,
      ).length,
  );
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !script.type || script.type === 'module' || script.type === 'text/javascript')
      .reduce((sum, script) => sum + script.textContent.length, 0),
  );
  await page.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { files: scripts.size, bytes, blocking, inline };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('JavaScript before any interaction (gzip), 412×823 window');
console.log('tenant  page      files  scripts    inline JS  render-blocking');
let worst = 0;
try {
  for (const tenant of values.tenants.split(',')) {
    const paths = await pagesOf(server.base, tenant);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // The cart page shows a cart with a line, as a shopper who reached it has.
    await addToCart(context.request, server.base, tenant, paths.product);
    for (const [kind, path] of Object.entries(paths)) {
      const result = await measure(context, path);
      if (kind === 'product') worst = Math.max(worst, result.bytes);
      console.log(
        `${tenant.padEnd(7)} ${kind.padEnd(9)} ${String(result.files).padStart(5)}  ${kb(result.bytes).padStart(8)}  ${`${result.inline} B`.padStart(10)}  ${result.blocking}`,
      );
    }
    await context.close();
  }
  console.log(`product page budget ${kb(budgetBytes)}: ${worst <= budgetBytes ? 'within' : 'OVER'} (${kb(worst)})`);
} finally {
  await browser.close();
  server.stop();
}
