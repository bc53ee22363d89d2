import { ByteBudgetStore } from './byte-budget-store';

/** What an entry weighs beyond its key and its own bytes: the cache's slot and the entry's object. */
const entryOverhead = 128;

/**
 * Pieces of pages kept as their finished HTML (product cards: src/server/render/kept-fragment.ts),
 * least recently used first out, bounded by the bytes they hold, in the same kind of store as the
 * route cache's pages. A fragment's key says everything it shows, so an entry is never stale: a
 * changed product gets a new key, and the old entry leaves when memory is needed.
 */
export class FragmentStore<Value extends {}> extends ByteBudgetStore<Value> {
  /** `weigh` answers the bytes a value holds (a string's length counts twice: UTF-16). */
  constructor(maxBytes: number, weigh: (value: Value) => number) {
    super({ maxBytes, weigh: (value, key) => entryOverhead + key.length * 2 + weigh(value) });
  }
}
