/**
 * Products per code (codeKey of ids, SKU ids, EANs, model codes). Nearly every code names one
 * product, kept as a plain number; only codes shared by several keep a list.
 */
export class CodeTable {
  readonly #single = new Map<string, number>();
  readonly #shared = new Map<string, Uint32Array>();

  constructor(codes: ReadonlyMap<string, readonly number[] | Uint32Array>) {
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

  /** The table as lists, for a snapshot: single codes with their product, then shared ones with theirs. */
  parts(): CodeTableParts {
    const sharedStart = [0];
    const sharedDocs: number[] = [];
    for (const list of this.#shared.values()) {
      sharedDocs.push(...list);
      sharedStart.push(sharedDocs.length);
    }
    return {
      singleCodes: [...this.#single.keys()],
      singleDocs: Uint32Array.from(this.#single.values()),
      sharedCodes: [...this.#shared.keys()],
      sharedStart: Uint32Array.from(sharedStart),
      sharedDocs: Uint32Array.from(sharedDocs),
    };
  }

  static fromParts(parts: CodeTableParts): CodeTable {
    const table = new CodeTable(new Map());
    parts.singleCodes.forEach((code, i) => {
      table.#single.set(code, parts.singleDocs[i] as number);
    });
    parts.sharedCodes.forEach((code, i) => {
      table.#shared.set(code, parts.sharedDocs.subarray(parts.sharedStart[i], parts.sharedStart[i + 1]));
    });
    return table;
  }
}

export interface CodeTableParts {
  singleCodes: string[];
  singleDocs: Uint32Array;
  sharedCodes: string[];
  sharedStart: Uint32Array;
  sharedDocs: Uint32Array;
}

const none: readonly number[] = [];
