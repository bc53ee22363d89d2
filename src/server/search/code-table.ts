/**
 * Products per code (codeKey of ids, SKU ids, EANs, model codes). Nearly every code names one
 * product, kept as a plain number; only codes shared by several keep a list.
 */
export class CodeTable {
  readonly #single = new Map<string, number>();
  readonly #shared = new Map<string, Uint32Array>();

  constructor(codes: ReadonlyMap<string, number[]>) {
    for (const [code, list] of codes) {
      if (code === '') continue;
      if (list.length === 1) this.#single.set(code, list[0] as number);
      else this.#shared.set(code, Uint32Array.from(list));
    }
  }

  /** The products with this code, in document order; empty when none has it. */
  products(code: string): readonly number[] | Uint32Array {
    const one = this.#single.get(code);
    return one === undefined ? (this.#shared.get(code) ?? none) : [one];
  }
}

const none: readonly number[] = [];
