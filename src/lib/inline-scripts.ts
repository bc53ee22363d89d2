import { localKeys, sessionKeys } from '../stores/storage';

/**
 * The few scripts pages carry inline rather than as a module, kept here as text so that what a
 * page renders (`<script is:inline set:html>`) and what the Content-Security-Policy allows (their
 * hashes, src/server/http/security-headers.ts) are the same string: change one and the other
 * follows.
 */

const text = (value: string) => JSON.stringify(value);

/** docs/cart-rules.md: the previous URL is kept in session storage on every route change (docs/cart-rules.md storage keys). */
export const rememberPreviousUrl = `
try {
  const current = sessionStorage.getItem(${text(sessionKeys.currentUrl)});
  if (current && current !== location.href) sessionStorage.setItem(${text(sessionKeys.previousUrl)}, current);
  sessionStorage.setItem(${text(sessionKeys.currentUrl)}, location.href);
} catch {}
`;

/**
 * docs/cart-rules.md compare list: marks <html data-compare> when this tenant's stored list has products,
 * which shows the compare bar before any module loads (src/components/compare/CompareBar.astro).
 */
export const markCompareList = `
try {
  const lists = JSON.parse(localStorage.getItem(${text(localKeys.compareList)}) || '{}');
  const ids = lists && lists[document.documentElement.dataset.tenant];
  if (Array.isArray(ids) && ids.length > 0) document.documentElement.dataset.compare = '';
} catch {}
`;

/** Every inline script a page may carry but Google Tag Manager's (which depends on the tenant). */
export const inlineScripts: readonly string[] = [rememberPreviousUrl, markCompareList];
