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

export interface RouteStoreStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/** What an entry weighs: its body, its headers and its key, plus a fixed cost per entry. */
const entryOverhead = 256;
const touchSlackMs = 1000;
function weigh(key: string, page: CachedPage): number {
  let bytes = entryOverhead + key.length * 2 + page.body.byteLength + page.etag.length * 2;
  for (const form of Object.values(page.encoded)) bytes += form.byteLength;
  for (const [name, value] of page.headers) bytes += (name.length + value.length) * 2;
  for (const tag of page.tags) bytes += tag.length * 2;
  return bytes;
}

export class RouteStore {
  readonly #entries = new Map<string, { page: CachedPage; bytes: number; touchedAt: number }>();
  readonly #keysByTag = new Map<string, Set<string>>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** A live entry, refreshed as most recently used; an expired one is dropped. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const found = this.#entries.get(key);
    if (!found || now - found.page.storedAt > found.page.maxAgeMs) {
      if (found) this.#delete(key);
      this.#misses++;
      return undefined;
    }
    // A Map iterates in insertion order: re-inserting moves the key to the recent end. An entry
    // touched within the last second stays where it is, so a page in demand costs no two Map writes
    // per hit; the order is off by at most that second.
    if (now - found.touchedAt > touchSlackMs) {
      found.touchedAt = now;
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    this.#hits++;
    return found.page;
  }

  /** Keeps a page; the least recently used go until it fits. A page larger than the cap is not kept. */
  set(key: string, page: CachedPage): void {
    const bytes = weigh(key, page);
    this.#delete(key);
    if (bytes > this.maxBytes) return;
    while (this.#bytes + bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    this.#entries.set(key, { page, bytes, touchedAt: page.storedAt });
    this.#bytes += bytes;
    for (const tag of page.tags) {
      const keys = this.#keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.#keysByTag.set(tag, keys);
    }
  }

  /** Drops every entry carrying one of the tags; answers how many went. */
  invalidate(tags: readonly string[]): number {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of this.#keysByTag.get(tag) ?? []) if (this.#delete(key)) dropped++;
    }
    return dropped;
  }

  /** Drops the entries of one page, whatever their zone (a path invalidation). */
  invalidatePage(normalisedUrl: string): number {
    let dropped = 0;
    for (const key of [...this.#entries.keys()]) {
      if (key.startsWith(`${normalisedUrl}\u0000`) && this.#delete(key)) dropped++;
    }
    return dropped;
  }

  clear(): void {
    for (const key of [...this.#entries.keys()]) this.#delete(key);
  }

  stats(): RouteStoreStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.maxBytes,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  #delete(key: string): boolean {
    const found = this.#entries.get(key);
    if (!found) return false;
    this.#entries.delete(key);
    this.#bytes -= found.bytes;
    for (const tag of found.page.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
    return true;
  }
}
