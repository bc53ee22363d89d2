// Lighthouse mobile performance (score, TBT, CLS, LCP) and accessibility per page type, islands hydrated as a
// shopper's browser hydrates them. Lighthouse drives the system Chromium through its debugging
// port; the cart page is measured with a line in the cart (storage is kept between runs).
// Usage: npm run bench:lighthouse [-- --tenants cl,br] [--pages product,cart]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { addToCart, pagesOf, serve } from './serve.mjs';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: 'cl,br' },
    pages: { type: 'string', default: '' },
    port: { type: 'string', default: '4395' },
    debuggingPort: { type: 'string', default: '9333' },
  },
});
const debuggingPort = Number(values.debuggingPort);
const server = await serve(Number(values.port));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const results = [];
try {
  for (const tenant of values.tenants.split(',')) {
    const paths = await pagesOf(server.base, tenant);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await addToCart(context.request, server.base, tenant, paths.product);
    const wanted = values.pages ? values.pages.split(',') : Object.keys(paths);
    for (const [kind, path] of Object.entries(paths).filter(([kind]) => wanted.includes(kind))) {
      // a server in steady state: the page was asked for once (caches filled) before it is measured
      await fetch(`${server.base}${path}`);
      const run = await lighthouse(`${server.base}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const audits = run?.lhr.audits ?? {};
      results.push({
        tenant,
        kind,
        score: Math.round((run?.lhr.categories.performance.score ?? 0) * 100),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        a11y: Math.round((run?.lhr.categories.accessibility.score ?? 0) * 100),
        // the accessibility audits that failed, by id, so a score under 100 says why
        a11yFailed: (run?.lhr.categories.accessibility.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      });
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log('Lighthouse mobile (simulated throttling), performance and accessibility');
console.log('tenant  page      score  TBT ms  CLS    LCP ms  a11y');
for (const result of results) {
  console.log(
    `${result.tenant.padEnd(7)} ${result.kind.padEnd(9)} ${String(result.score).padStart(5)}  ${String(result.tbt).padStart(6)}  ${result.cls.toFixed(3)}  ${String(result.lcp).padStart(6)}  ${String(result.a11y).padStart(4)}${result.a11yFailed.length ? `  failed: ${result.a11yFailed.join(', ')}` : ''}`,
  );
}
