import type { FeedRecord, FeedRecordOf } from '../../lib/validation/andamio-feed';
import type { RowProblem } from './read-feed';

type Kind = FeedRecord['type'];
/** Where a record came from, for its problems. */
export interface Placed<T> {
  file: string;
  line: number;
  record: T;
  /** The source feed's name for a field of the record (read-feed.ts FeedLine). */
  fieldOf?: ((path: string) => string) | undefined;
}

/** What identifies a record within its kind: what an upsert replaces. */
export function keyOf(record: FeedRecord): string {
  switch (record.type) {
    case 'prices':
      return `${record.skuId}|${record.priceGroup}`;
    case 'stock':
      return `${record.skuId}|${record.storeId}`;
    case 'links':
      return `${record.productId}|${record.kind}`;
    case 'postalCode':
      return `${record.code}|${record.colony}`;
    default:
      return record.id;
  }
}

/**
 * Every key a feed has named so far and the line that named it: all that is kept of the records
 * already written, so that a record named twice is found however far apart the two are. A line
 * is one number (the file's place in the feed times 2³², plus the line), not an object.
 */
export class NamedKeys {
  private readonly files: string[] = [];
  private readonly byKind = new Map<Kind, Map<string, number>>();

  /** Notes the key as named here; answers where it was named before, if it was. */
  claim(kind: Kind, key: string, file: string, line: number): { file: string; line: number } | undefined {
    let keys = this.byKind.get(kind);
    if (!keys) {
      keys = new Map();
      this.byKind.set(kind, keys);
    }
    const earlier = keys.get(key);
    if (earlier !== undefined) {
      return { file: this.files[Math.floor(earlier / 2 ** 32)] ?? '', line: earlier % 2 ** 32 };
    }
    let fileAt = this.files.lastIndexOf(file);
    if (fileAt < 0) fileAt = this.files.push(file) - 1;
    keys.set(key, fileAt * 2 ** 32 + line);
    return undefined;
  }
}

/**
 * A part of a feed's valid records, by kind and key, in the order read: what one step of an
 * import checks and writes. A record named twice in one feed is a problem (which of the two was
 * meant?), reported at the second with the first's line.
 */
export class FeedBatch {
  readonly problems: RowProblem[] = [];
  private readonly byKind = new Map<Kind, Map<string, Placed<FeedRecord>>>();
  private readonly named: NamedKeys;
  private count = 0;

  /** `named`: the feed's keys, shared by its parts. */
  constructor(named = new NamedKeys()) {
    this.named = named;
  }

  add(file: string, line: number, record: FeedRecord, fieldOf?: (path: string) => string): void {
    const key = keyOf(record);
    const earlier = this.named.claim(record.type, key, file, line);
    if (earlier) {
      this.problems.push({
        file,
        line,
        field: '',
        reason: `${record.type} ${key} is also on line ${earlier.line} of ${earlier.file}`,
      });
      return;
    }
    this.keep(key, { file, line, record, fieldOf });
  }

  /** Takes a record another batch deferred (its key already claimed). */
  keep(key: string, placed: Placed<FeedRecord>): void {
    let kind = this.byKind.get(placed.record.type);
    if (!kind) {
      kind = new Map();
      this.byKind.set(placed.record.type, kind);
    }
    kind.set(key, placed);
    this.count += 1;
  }

  of<T extends Kind>(kind: T): Map<string, Placed<FeedRecordOf<T>>> {
    return (this.byKind.get(kind) ?? new Map()) as Map<string, Placed<FeedRecordOf<T>>>;
  }

  /** Takes a record out (its references failed), with why. */
  refuse(kind: Kind, key: string, field: string, reason: string): void {
    const placed = this.take(kind, key);
    if (placed)
      this.problems.push({ file: placed.file, line: placed.line, field: placed.fieldOf?.(field) ?? field, reason });
  }

  /** Takes a record out, without a problem: for another batch to try again. */
  take(kind: Kind, key: string): Placed<FeedRecord> | undefined {
    const placed = this.byKind.get(kind)?.get(key);
    if (!placed) return undefined;
    this.byKind.get(kind)?.delete(key);
    this.count -= 1;
    return placed;
  }

  get size(): number {
    return this.count;
  }
}
