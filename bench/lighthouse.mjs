// Lighthouse mobile (its defaults: simulated throttling on a mid-range phone) per page type, islands
// hydrated as a shopper's browser hydrates them: the four category scores (performance,
// accessibility, best practices, SEO) with LCP, TBT and CLS, and the audits that cost a score its
// 100. Lighthouse drives the system Chromium through its debugging port; the cart page is
// measured with a line in the cart (storage is kept between runs).
// Usage: npm run lighthouse [-- --tenants cl,br] [--pages home,category,search,product,cart,landing]
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
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
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
        onlyCategories: categories,
        disableStorageReset: true,
      });
      const audits = run?.lhr.audits ?? {};
      const scores = Object.fromEntries(
        categories.map((id) => [id, Math.round((run?.lhr.categories[id]?.score ?? 0) * 100)]),
      );
      results.push({
        tenant,
        kind,
        scores,
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        // the weighted audits that failed, by id, so a score under 100 says why
        failed: categories
          .filter((id) => id !== 'performance')
          .flatMap((id) => run?.lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      });
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log('Lighthouse mobile (simulated throttling)');
console.log('tenant  page      perf  a11y  best  seo   LCP ms  TBT ms  CLS');
for (const result of results) {
  const score = (id) => String(result.scores[id]).padStart(4);
  console.log(
    `${result.tenant.padEnd(7)} ${result.kind.padEnd(9)} ${categories.map(score).join('  ')}  ${String(result.lcp).padStart(6)}  ${String(result.tbt).padStart(6)}  ${result.cls.toFixed(3)}${result.failed.length ? `  failed: ${result.failed.join(', ')}` : ''}`,
  );
}
