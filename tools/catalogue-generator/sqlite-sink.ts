import type { StatementSync } from 'node:sqlite';
import type { NodeSqliteDatabase } from '../../src/server/db/node-sqlite';
import type { CatalogueSink, Row, TableName } from './sink';

/**
 * Writes generated rows straight through prepared INSERTs: the bulk load of 100,000 products
 * is millions of rows, which a query builder would only slow down. The caller opens the
 * transaction.
 */
export class SqliteSink implements CatalogueSink {
  readonly #db: NodeSqliteDatabase;
  readonly #statements = new Map<TableName, { columns: string[]; statement: StatementSync }>();
  readonly counts = new Map<TableName, number>();

  constructor(db: NodeSqliteDatabase) {
    this.#db = db;
  }

  insert<T extends TableName>(table: T, row: Row<T>): void {
    let prepared = this.#statements.get(table);
    if (!prepared) {
      const columns = Object.keys(row);
      const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      prepared = { columns, statement: this.#db.raw.prepare(sql) };
      this.#statements.set(table, prepared);
    }
    const values = prepared.columns.map((column) => (row as Record<string, unknown>)[column] ?? null);
    prepared.statement.run(...(values as (string | number | null)[]));
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }
}
