export interface Posting {
  docs: Uint32Array;
  weights: Float32Array;
}

/**
 * Every term's documents and weights packed into two typed arrays, a term's share found by its
 * number: tens of thousands of terms cost two buffers, not two small buffers (and their native
 * bookkeeping) each. A term's posting is a pair of views made when asked for.
 */
export class PackedPostings {
  readonly #numberOf = new Map<string, number>();
  readonly terms: readonly string[];
  readonly start: Uint32Array;
  readonly docs: Uint32Array;
  readonly weights: Float32Array;

  /** Term t's documents and weights are `docs` and `weights` from `start[t]` up to `start[t + 1]`. */
  constructor(terms: readonly string[], start: Uint32Array, docs: Uint32Array, weights: Float32Array) {
    this.terms = terms;
    this.start = start;
    this.docs = docs;
    this.weights = weights;
    terms.forEach((term, number) => {
      this.#numberOf.set(term, number);
    });
  }

  static fromDrafts(drafts: ReadonlyMap<string, { docs: number[]; weights: number[] }>): PackedPostings {
    let total = 0;
    for (const draft of drafts.values()) total += draft.docs.length;
    const start = new Uint32Array(drafts.size + 1);
    const docs = new Uint32Array(total);
    const weights = new Float32Array(total);
    let at = 0;
    let number = 0;
    for (const draft of drafts.values()) {
      docs.set(draft.docs, at);
      weights.set(draft.weights, at);
      at += draft.docs.length;
      start[++number] = at;
    }
    return new PackedPostings([...drafts.keys()], start, docs, weights);
  }

  has(term: string): boolean {
    return this.#numberOf.has(term);
  }

  get(term: string): Posting | undefined {
    const number = this.#numberOf.get(term);
    if (number === undefined) return undefined;
    const from = this.start[number] as number;
    const to = this.start[number + 1] as number;
    return { docs: this.docs.subarray(from, to), weights: this.weights.subarray(from, to) };
  }

  /** How many documents each term has. */
  *frequencies(): Generator<[string, number]> {
    for (const [term, number] of this.#numberOf) {
      yield [term, (this.start[number + 1] as number) - (this.start[number] as number)];
    }
  }
}

/** One posting from several: the union of their documents, each with its best weight. */
export function mergePostings(postings: Posting[]): Posting {
  const weights = new Map<number, number>();
  for (const { docs, weights: w } of postings) {
    docs.forEach((doc, i) => {
      weights.set(doc, Math.max(weights.get(doc) ?? 0, w[i] as number));
    });
  }
  const docs = Uint32Array.from(weights.keys()).sort();
  return { docs, weights: Float32Array.from(docs, (doc) => weights.get(doc) as number) };
}
