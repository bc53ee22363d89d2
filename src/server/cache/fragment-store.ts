/**
 * Pieces of pages kept as their finished HTML (product cards: src/server/render/kept-fragment.ts),
 * least recently used first out, bounded by the bytes they hold, as the route cache is. A
 * fragment's key says everything it shows, so an entry is never stale: a changed product gets a
 * new key, and the old entry leaves when memory is needed.
 */
export interface FragmentStoreStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/** What an entry weighs beyond its key and its own bytes: the Map's slot and the entry's object. */
const entryOverhead = 128;

export class FragmentStore<Value> {
  readonly #entries = new Map<string, { value: Value; bytes: number }>();
  readonly #weigh: (value: Value) => number;
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  readonly maxBytes: number;

  /** `weigh` answers the bytes a value holds (a string's length counts twice: UTF-16). */
  constructor(maxBytes: number, weigh: (value: Value) => number) {
    this.maxBytes = maxBytes;
    this.#weigh = weigh;
  }

  /** The kept value, now the most recently used; undefined when absent. */
  get(key: string): Value | undefined {
    const found = this.#entries.get(key);
    if (!found) {
      this.#misses++;
      return undefined;
    }
    // A Map iterates in insertion order: re-inserting moves the key to the recent end.
    this.#entries.delete(key);
    this.#entries.set(key, found);
    this.#hits++;
    return found.value;
  }

  /** Keeps a value; the least recently used go until it fits. A value larger than the cap is not kept. */
  set(key: string, value: Value): void {
    const bytes = entryOverhead + key.length * 2 + this.#weigh(value);
    this.#delete(key);
    if (bytes > this.maxBytes) return;
    while (this.#bytes + bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  stats(): FragmentStoreStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.maxBytes,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  #delete(key: string): void {
    const found = this.#entries.get(key);
    if (!found) return;
    this.#entries.delete(key);
    this.#bytes -= found.bytes;
  }
}
