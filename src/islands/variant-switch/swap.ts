/**
 * The product page's variant switch without a page load: the chosen variant's own page (the URL
 * its link names, rendered by the server as for a reload or a crawler) is fetched, and each part of
 * the page that depends on the SKU (`data-variant-part`: pictures, price, stock, delivery, buy box,
 * data sheet) is replaced by that page's. The address becomes the variant's. Anything unexpected
 * (a failed fetch, a redirect elsewhere, a missing part) falls back to loading that page.
 */
export const variantPartSelector = '[data-variant-part]';
export const variantLinkSelector = 'a[data-variant-link]';

/** Page text fetched ahead (hover, focus) or under way, by URL: a click does not wait twice. */
const fetched = new Map<string, Promise<string | undefined>>();

async function pageText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    // a redirect (a retired SKU) lands elsewhere: that page is loaded as it is
    if (!response.ok || new URL(response.url).pathname !== new URL(url).pathname) return undefined;
    return await response.text();
  } catch {
    return undefined;
  }
}

/** Starts fetching a variant's page before it is chosen (pointer over, focus on its link). */
export function prefetchVariant(url: string): void {
  if (!fetched.has(url)) fetched.set(url, pageText(url));
}

/** The parts of `next` that replace the current page's, or undefined when one is missing. */
function matchingParts(next: Document): [Element, Element][] | undefined {
  const pairs: [Element, Element][] = [];
  for (const current of document.querySelectorAll(variantPartSelector)) {
    const name = current.getAttribute('data-variant-part') ?? '';
    const incoming = next.querySelector(`[data-variant-part="${CSS.escape(name)}"]`);
    if (!incoming) return undefined;
    pairs.push([current, incoming]);
  }
  return pairs.length > 0 ? pairs : undefined;
}

let latest = 0;

/**
 * Shows the variant whose page is `url` in place; resolves once it shows (or the page load began).
 * Of two quick choices the later one wins.
 */
export async function switchVariant(url: string): Promise<void> {
  const serial = ++latest;
  prefetchVariant(url);
  const root = document.documentElement;
  root.setAttribute('data-variant-loading', '');
  const text = await fetched.get(url);
  fetched.delete(url);
  if (serial !== latest) return;
  root.removeAttribute('data-variant-loading');
  const next = text === undefined ? undefined : new DOMParser().parseFromString(text, 'text/html');
  const pairs = next && matchingParts(next);
  if (!next || !pairs) {
    window.location.assign(url);
    return;
  }
  const focusWasInside = pairs.some(([current]) => current.contains(document.activeElement));
  // imported into this document, the new parts' islands hydrate as the page's did
  for (const [current, incoming] of pairs) current.replaceWith(document.importNode(incoming, true));
  // Astro's signal that the page's markup was swapped: the islands taken out unmount
  document.dispatchEvent(new Event('astro:after-swap'));
  history.replaceState(history.state, '', url);
  document.title = next.title;
  const canonical = next.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical) document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonical);
  if (focusWasInside)
    document.querySelector<HTMLElement>(`${variantLinkSelector}[aria-current="page"]`)?.focus({ preventScroll: true });
}
