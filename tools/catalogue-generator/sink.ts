import type { Database } from '../../src/server/db/tables';

type Tables = Omit<Database, 'click_events' | 'ad_events'>;
export type TableName = keyof Tables;
export type Row<T extends TableName> = Tables[T];

/** Where generated rows go: the database in production, an array in tests. */
export interface CatalogueSink {
  insert<T extends TableName>(table: T, row: Row<T>): void;
}

/** Keeps rows in memory: for tests and for checking a generated catalogue. */
export class MemorySink implements CatalogueSink {
  readonly rows = new Map<TableName, unknown[]>();

  insert<T extends TableName>(table: T, row: Row<T>): void {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
  }

  of<T extends TableName>(table: T): Row<T>[] {
    return (this.rows.get(table) ?? []) as Row<T>[];
  }
}
