import type { Page } from '@playwright/test';

interface Watched {
  violations: string[];
}

/**
 * Records every Content-Security-Policy violation from the page's first script on: the events the
 * current page reports, and Chromium's console errors about the policy, which it writes for every
 * page of the tab (a flow through several pages, a form sent to another host, is watched whole).
 * Call before the first navigation; the function answers what was recorded so far.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const watched = { violations: [] as string[] };
    Object.assign(window, { __csp: watched });
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp?: Watched }).__csp?.violations ?? [])),
    ...logged,
  ];
}
