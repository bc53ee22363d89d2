import { adImpressionBatch, clickStreamLimits } from '../lib/click-stream-limits';
import type { PageView } from '../lib/page-view';
import { $cart } from './cart';
import { apiPath } from './client';
import { getItem, localKeys, removeItem, sessionKeys, setItem } from './storage';

/**
 * The click stream of docs/tracking-and-ads.md (search, category, filter, sort, product click, add to cart)
 * and the sponsored-product beacons (v1/vas impression and click). Nothing leaves the browser
 * until the ClickTracker island starts tracking, and that island is never rendered for crawlers
 * (docs/tracking-and-ads.md), so events recorded on a crawler's page wait in memory and die with it.
 */

/** What an add to cart reports: the SKU, the units and the unit price in minor units. */
export interface AddToCart {
  skuId: string;
  quantity: number;
  /** Null or undefined when the SKU has no price in the zone: the add is not tracked (docs/tracking-and-ads.md). */
  price: number | null | undefined;
  /** Set where an add must not count (docs/tracking-and-ads.md "a flag suppresses it"). */
  suppress?: boolean;
  /** The card's 1-based place in the results, for an add from a listing card. */
  position?: number | undefined;
}

type ClickAction = 'search' | 'category' | 'filter' | 'sort' | 'product_click' | 'add_to_cart';

interface EventFields {
  query_id?: string;
  item_id?: string;
  position?: number;
  quantity?: number;
  price?: number;
  impressions?: string[];
}

const limits = { ...clickStreamLimits, adsPerImpressionBatch: adImpressionBatch } as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let tracking = false;
let waiting: (() => void)[] = [];

function whenTracking(send: () => void): void {
  if (tracking) send();
  else waiting.push(send);
}

/** Analytics never disturb the shopper: a refused or lost beacon is dropped, and the page carries on. */
function post(path: string, body: unknown): void {
  try {
    fetch(apiPath(path), {
      method: 'POST',
      keepalive: true, // the product click and the no-JS add to cart leave the page
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {});
  } catch {
    // no fetch or a body over the keepalive quota: nothing is sent
  }
}

function hex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const h = hex(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The visitor's id, drawn once and kept in local storage (kept as the bare UUID, as earlier pages wrote it). */
export function visitorId(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(localKeys.visitorId);
  } catch {
    // storage unavailable: a visitor id for this page only
  }
  const bare = stored?.replaceAll('"', '');
  if (bare && uuidPattern.test(bare)) return bare;
  const drawn = uuid();
  try {
    localStorage.setItem(localKeys.visitorId, drawn);
  } catch {
    // as above
  }
  return drawn;
}

function pageUrl(): string {
  const url = location.pathname + location.search;
  return url.length <= limits.pageUrlLength ? url : location.pathname;
}

function send(action: ClickAction, fields: EventFields): void {
  const url = pageUrl();
  whenTracking(() =>
    post('click-stream/events', {
      events: [{ action, application_id: 'web', visitor_id: visitorId(), page_url: url, ...fields }],
    }),
  );
}

/** The search being followed: its id and the words that started it (session storage, docs/tracking-and-ads.md "query id"). */
interface Query {
  id: string;
  term: string;
}

const asQuery = (raw: unknown): Query | undefined => {
  const value = raw as Partial<Query> | null;
  return typeof value?.id === 'string' && /^[0-9a-f]{32}$/.test(value.id) && typeof value.term === 'string'
    ? { id: value.id, term: value.term }
    : undefined;
};

const sameWords = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

/** The id of the search the shopper is following, if any. */
export function currentQueryId(): string | undefined {
  return getItem('session', sessionKeys.queryId, asQuery)?.id;
}

/** A search page keeps the query of its words (paging, filtering and sorting it), or starts a new one. */
function followQuery(term: string | undefined): string {
  const words = sameWords(term ?? '');
  const current = getItem('session', sessionKeys.queryId, asQuery);
  if (current && current.term === words) return current.id;
  const query: Query = { id: hex(16), term: words };
  setItem('session', sessionKeys.queryId, query);
  return query.id;
}

/** The shopper searched again from the header: the next search page starts a new query, even for the same words. */
export function searchStarted(): void {
  removeItem('session', sessionKeys.queryId);
}

const withQuery = (fields: EventFields): EventFields => {
  const queryId = currentQueryId();
  return queryId ? { ...fields, query_id: queryId } : fields;
};

/**
 * Starts sending for this page: its listing view (a search follows or starts a query; any other
 * listing leaves the search), then whatever was recorded before. Returns the stop function.
 */
export function startTracking(view: PageView | undefined): () => void {
  tracking = true;
  if (view) {
    const impressions = view.impressions.length > 0 ? { impressions: view.impressions } : {};
    if (view.action === 'search') send('search', { query_id: followQuery(view.term), ...impressions });
    else {
      removeItem('session', sessionKeys.queryId);
      send('category', impressions);
    }
  }
  const recorded = waiting;
  waiting = [];
  for (const sendRecorded of recorded) sendRecorded();
  return () => {
    tracking = false;
  };
}

export function trackFilter(): void {
  send('filter', withQuery({}));
}

export function trackSort(): void {
  send('sort', withQuery({}));
}

/** A listing card followed: the product and its 1-based place in the results. */
export function trackProductClick(itemId: string, position: number): void {
  if (!itemId || !Number.isSafeInteger(position) || position < 1) return;
  send('product_click', withQuery({ item_id: itemId, position }));
}

function recordAdd(add: AddToCart): void {
  const { skuId, quantity, price, position } = add;
  // docs/tracking-and-ads.md: add-to-cart tracking is skipped when no price exists or when a flag suppresses it
  if (add.suppress || typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return;
  if (!skuId || !Number.isSafeInteger(quantity) || quantity < limits.quantity.min || quantity > limits.quantity.max)
    return;
  const queryId = currentQueryId();
  // docs/tracking-and-ads.md: the query id is saved to local storage when a product is added to the cart
  if (queryId) setItem('local', localKeys.queryId, queryId);
  const place = position !== undefined && Number.isSafeInteger(position) && position >= 1 ? { position } : {};
  send('add_to_cart', withQuery({ item_id: skuId, quantity, price, ...place }));
}

/** Adds whose form an island took over, waiting for the cart to confirm them (by SKU). */
const awaiting = new Map<string, () => void>();
/** Adds already tracked from the cart's confirmation, so the island's own report of them is not counted twice. */
const confirmed = new Map<string, number>();
const confirmWithinMs = 15_000;

/**
 * An add to cart that succeeded. The add-to-cart islands call it with the line the server added;
 * the tracker calls it for a form posted without JavaScript's help.
 */
export function trackAddToCart(add: AddToCart): void {
  const stopWaiting = awaiting.get(add.skuId);
  if (stopWaiting) {
    stopWaiting();
    recordAdd(add);
    return;
  }
  const already = confirmed.get(add.skuId) ?? 0;
  if (already > 0) confirmed.set(add.skuId, already - 1);
  else recordAdd(add);
}

/**
 * An add-to-cart form an island handles (it prevented the page's post): tracked when the cart's
 * count goes up within 15 s, unless the island reports the add itself first.
 */
export function addSubmittedInPage(add: AddToCart): void {
  awaiting.get(add.skuId)?.();
  let baseline = $cart.get().count;
  const unlisten = $cart.listen(({ count }) => {
    if (count === undefined) return;
    if (baseline === undefined || count <= baseline) {
      baseline = count;
      return;
    }
    stop();
    confirmed.set(add.skuId, (confirmed.get(add.skuId) ?? 0) + 1);
    recordAdd(add);
  });
  const timer = setTimeout(() => stop(), confirmWithinMs);
  function stop() {
    clearTimeout(timer);
    unlisten();
    awaiting.delete(add.skuId);
  }
  awaiting.set(add.skuId, stop);
}

let shownAds: string[] = [];
/** docs/tracking-and-ads.md: one impression per ad and page view. */
const seenAds = new Set<string>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends the sponsored products seen since the last batch (one impression call per batch of up to 50). */
export function flushAdImpressions(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  const url = pageUrl();
  while (shownAds.length > 0) {
    const adIds = shownAds.slice(0, limits.adsPerImpressionBatch);
    shownAds = shownAds.slice(limits.adsPerImpressionBatch);
    whenTracking(() => post('v1/vas/impression', { adIds, visitorId: visitorId(), pageUrl: url }));
  }
}

/** A sponsored card came into view: batched with the others that appear within 300 ms. */
export function adShown(adId: string): void {
  if (!adId || seenAds.has(adId)) return;
  seenAds.add(adId);
  shownAds.push(adId);
  flushTimer ??= setTimeout(flushAdImpressions, 300);
}

/** A sponsored card followed (v1/vas/click), with the product it leads to when known. */
export function adClicked(adId: string, productId: string | undefined): void {
  if (!adId) return;
  const url = pageUrl();
  whenTracking(() =>
    post('v1/vas/click', { adId, visitorId: visitorId(), pageUrl: url, ...(productId ? { productId } : {}) }),
  );
}
