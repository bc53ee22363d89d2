import type { PoolClient } from 'pg';
import type { CatalogueSink, Row, TableName } from './sink';

/** PostgreSQL takes at most 65,535 parameters in one statement; batches stay well under it. */
const parametersPerStatement = 30_000;
const rowsPerStatement = 1000;

/**
 * Holds generated rows (the generator is synchronous; pg is not), then writes them as multi-row
 * INSERTs, table by table in the order each table was first written to: a row's parents come
 * from tables that were first written to before it, so foreign keys hold at every statement.
 */
export class PostgresSink implements CatalogueSink {
  readonly #rows = new Map<TableName, { columns: string[]; values: unknown[][] }>();
  readonly counts = new Map<TableName, number>();

  insert<T extends TableName>(table: T, row: Row<T>): void {
    let held = this.#rows.get(table);
    if (!held) {
      held = { columns: Object.keys(row), values: [] };
      this.#rows.set(table, held);
    }
    held.values.push(held.columns.map((column) => (row as Record<string, unknown>)[column] ?? null));
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  /** Writes every held row on the client (inside the caller's transaction) and lets go of them. */
  async flush(client: PoolClient): Promise<void> {
    for (const [table, { columns, values }] of this.#rows) {
      const perStatement = Math.max(1, Math.min(rowsPerStatement, Math.floor(parametersPerStatement / columns.length)));
      for (let start = 0; start < values.length; start += perStatement) {
        const batch = values.slice(start, start + perStatement);
        const tuples = batch.map(
          (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
        );
        await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, batch.flat());
      }
    }
    this.#rows.clear();
  }
}
