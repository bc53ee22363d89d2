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
    default:
      return record.id;
  }
}

/**
 * The valid records of a feed by kind and key, in the order read. A record named twice in one
 * feed is a problem (which of the two was meant?), reported at the second with the first's line.
 */
export class FeedBatch {
  readonly problems: RowProblem[] = [];
  private readonly byKind = new Map<Kind, Map<string, Placed<FeedRecord>>>();

  add(file: string, line: number, record: FeedRecord, fieldOf?: (path: string) => string): void {
    const kind = this.byKind.get(record.type) ?? new Map<string, Placed<FeedRecord>>();
    this.byKind.set(record.type, kind);
    const key = keyOf(record);
    const earlier = kind.get(key);
    if (earlier) {
      this.problems.push({
        file,
        line,
        field: '',
        reason: `${record.type} ${key} is also on line ${earlier.line} of ${earlier.file}`,
      });
      return;
    }
    kind.set(key, { file, line, record, fieldOf });
  }

  of<T extends Kind>(kind: T): Map<string, Placed<FeedRecordOf<T>>> {
    return (this.byKind.get(kind) ?? new Map()) as Map<string, Placed<FeedRecordOf<T>>>;
  }

  /** Takes a record out (its references failed), with why. */
  refuse(kind: Kind, key: string, field: string, reason: string): void {
    const placed = this.byKind.get(kind)?.get(key);
    if (!placed) return;
    this.byKind.get(kind)?.delete(key);
    this.problems.push({ file: placed.file, line: placed.line, field: placed.fieldOf?.(field) ?? field, reason });
  }

  get size(): number {
    let count = 0;
    for (const kind of this.byKind.values()) count += kind.size;
    return count;
  }
}
