/**
 * Numbered parameters for a statement assembled from parts: each value gets its `$n` as the part
 * is written, whatever order the parts end up in. (The pool numbers `?` by position instead,
 * which would tie every part to its place in the text.)
 */
export class Parameters {
  readonly values: unknown[] = [];

  /** The placeholder of a value, with a cast when PostgreSQL cannot tell its type from its use. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast === undefined ? `$${this.values.length}` : `$${this.values.length}::${cast}`;
  }
}
