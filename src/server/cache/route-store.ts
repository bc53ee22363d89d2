import { type ByteBudgetStats, ByteBudgetStore } from './byte-budget-store';

/**
 * The route cache's memory: whole page responses, least recently used first out, bounded by the
 * bytes they hold, each with the tags (product, category, content) that invalidate it.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed, made once when kept (src/server/http/compress.ts). */
  encoded: Partial<Record<'br' | 'gzip', Uint8Array>>;
  /** The ETag of the body: a browser that has it gets 304. */
  etag: string;
  storedAt: number;
  /** How long the entry serves, in ms, unless a tag invalidates it sooner. */
  maxAgeMs: number;
  tags: readonly string[];
}

export type RouteStoreStats = ByteBudgetStats;

/** What an entry weighs: its body, its headers and its key, plus a fixed cost per entry. */
const entryOverhead = 256;
function weigh(page: CachedPage, key: string): number {
  let bytes = entryOverhead + key.length * 2 + page.body.byteLength + page.etag.length * 2;
  for (const form of Object.values(page.encoded)) bytes += form.byteLength;
  for (const [name, value] of page.headers) bytes += (name.length + value.length) * 2;
  for (const tag of page.tags) bytes += tag.length * 2;
  return bytes;
}

/** A page serves for its max age from when it was rendered. */
const serves = (page: CachedPage, now: number) => now - page.storedAt <= page.maxAgeMs;

/**
 * How long an invalidation is remembered: a page whose rendering began longer ago than this is
 * not kept at all, so no invalidation it might have missed is forgotten first.
 */
export const renderHorizonMs = 60_000;

export class RouteStore {
  readonly #pages: ByteBudgetStore<CachedPage>;
  readonly #keysByTag = new Map<string, Set<string>>();
  /** When each tag, each page path and the whole store were last invalidated (ms). */
  readonly #tagDroppedAt = new Map<string, number>();
  readonly #pathDroppedAt = new Map<string, number>();
  #clearedAt = Number.NEGATIVE_INFINITY;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
    // a page that leaves by any way (evicted, replaced, invalidated) leaves its tags' lists too
    this.#pages = new ByteBudgetStore({ maxBytes, weigh, serves, onDrop: (page, key) => this.#untag(key, page) });
  }

  /**
   * A live entry, refreshed as most recently used; an expired one is dropped. Its age is judged by
   * the caller's `now`, the instant its Age header is worked out from, and not by a clock of the store's.
   */
  get(key: string, now = Date.now()): CachedPage | undefined {
    return this.#pages.get(key, now);
  }

  /**
   * Keeps a page; the least recently used go until it fits. A page larger than the cap is not kept.
   * `renderedFrom`, when the rendering began: a page that began before an invalidation of one of
   * its tags, of its path or of everything was read, at least in part, before the change that
   * invalidation follows, and is not kept (kept, it would serve the old price until it expires).
   */
  set(key: string, page: CachedPage, renderedFrom?: number, now = Date.now()): void {
    if (renderedFrom !== undefined && this.#missedInvalidation(key, page.tags, renderedFrom, now)) return;
    if (!this.#pages.set(key, page)) return;
    for (const tag of page.tags) {
      const keys = this.#keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.#keysByTag.set(tag, new Set([key]));
    }
  }

  /** Drops every entry carrying one of the tags; answers how many went. */
  invalidate(tags: readonly string[], now = Date.now()): number {
    let dropped = 0;
    for (const tag of tags) {
      remember(this.#tagDroppedAt, tag, now);
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) if (this.#pages.delete(key)) dropped++;
    }
    return dropped;
  }

  /** Drops the entries of one page, whatever their zone (a path invalidation). */
  invalidatePage(normalisedUrl: string, now = Date.now()): number {
    remember(this.#pathDroppedAt, normalisedUrl, now);
    let dropped = 0;
    for (const key of [...this.#pages.keys()]) {
      if (key.startsWith(`${normalisedUrl}\u0000`) && this.#pages.delete(key)) dropped++;
    }
    return dropped;
  }

  clear(now = Date.now()): void {
    this.#clearedAt = now;
    this.#pages.clear();
  }

  stats(): RouteStoreStats {
    return this.#pages.stats();
  }

  #missedInvalidation(key: string, tags: readonly string[], renderedFrom: number, now: number): boolean {
    if (now - renderedFrom > renderHorizonMs || renderedFrom <= this.#clearedAt) return true;
    const path = key.slice(0, key.indexOf('\u0000'));
    if ((this.#pathDroppedAt.get(path) ?? Number.NEGATIVE_INFINITY) >= renderedFrom) return true;
    return tags.some((tag) => (this.#tagDroppedAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= renderedFrom);
  }

  #untag(key: string, page: CachedPage): void {
    for (const tag of page.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

/** Notes an invalidation's time, forgetting those past the horizon once many are held. */
function remember(droppedAt: Map<string, number>, name: string, now: number): void {
  droppedAt.delete(name);
  droppedAt.set(name, now);
  if (droppedAt.size <= 10_000) return;
  // oldest first, as inserted: stop at the first one still within the horizon
  for (const [old, at] of droppedAt) {
    if (now - at <= renderHorizonMs) break;
    droppedAt.delete(old);
  }
}
