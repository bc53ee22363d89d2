/**
 * A memo with a size bound: at most `capacity` entries, the least recently used dropped first.
 * For results worked out per search term or other open-ended key, which must not grow a
 * long-running server's memory with every new query it is sent.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`capacity must be a positive integer: ${capacity}`);
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    // A Map iterates in insertion order: re-inserting moves the key to the recent end.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }
}
