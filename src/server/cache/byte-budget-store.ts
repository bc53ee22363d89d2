import { LRUCache } from 'lru-cache';

export interface ByteBudgetStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

export interface ByteBudgetOptions<Value> {
  maxBytes: number;
  /** The bytes an entry holds, key and bookkeeping included: a positive whole number. */
  weigh: (value: Value, key: string) => number;
  /** Told of every entry that leaves: evicted, replaced, deleted or cleared. */
  onDrop?: (value: Value, key: string) => void;
  /** Whether a kept value still serves at `now` (a page within its age); one that does not is dropped. */
  serves?: (value: Value, now: number) => boolean;
}

/**
 * Values kept within a budget of bytes, the least recently used out first (lru-cache's maxSize),
 * with their hits and misses counted. The route cache's pages and the kept product cards are both
 * kept in one. A value weighing more than the whole budget is not kept, and drops what its key held.
 */
export class ByteBudgetStore<Value extends {}> {
  readonly #entries: LRUCache<string, Value>;
  readonly #weigh: (value: Value, key: string) => number;
  readonly #serves: ((value: Value, now: number) => boolean) | undefined;
  #hits = 0;
  #misses = 0;

  readonly maxBytes: number;

  constructor({ maxBytes, weigh, onDrop, serves }: ByteBudgetOptions<Value>) {
    this.maxBytes = maxBytes;
    this.#weigh = weigh;
    this.#serves = serves;
    this.#entries = new LRUCache<string, Value>({
      // lru-cache takes no budget under 1 byte; no entry weighs so little, so such a store keeps nothing
      maxSize: Math.max(1, Math.floor(maxBytes)),
      ...(onDrop ? { dispose: onDrop } : {}),
    });
  }

  /**
   * The kept value, now the most recently used; undefined when absent. A value that no longer
   * `serves` at `now` (a page past its age) is dropped and counts as a miss.
   */
  get(key: string, now = 0): Value | undefined {
    const found = this.#entries.get(key);
    if (found === undefined || (this.#serves !== undefined && !this.#serves(found, now))) {
      if (found !== undefined) this.#entries.delete(key);
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    return found;
  }

  /** Keeps a value, the least recently used going until it fits; answers whether it was kept. */
  set(key: string, value: Value): boolean {
    const size = this.#weigh(value, key);
    this.#entries.set(key, value, { size });
    return size <= this.maxBytes;
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  keys(): Iterable<string> {
    return this.#entries.keys();
  }

  clear(): void {
    this.#entries.clear();
  }

  stats(): ByteBudgetStats {
    return {
      entries: this.#entries.size,
      bytes: this.#entries.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.#hits,
      misses: this.#misses,
    };
  }
}
