import { CompiledQuery } from 'kysely';
import type { Db } from '../db';
import type { Dialect } from './id-list';

/**
 * Inserts many rows of one shape, in statements of many rows whose text is written once per
 * shape: an import writes hundreds of thousands of rows (a first start's nine catalogues, about a
 * million), and building each statement with the query builder cost more than SQLite's writing
 * them (1.6 s of 6 in a profile of the first start). The statements are as the builder would
 * write them; the values are bound, never spliced.
 */

/** Upsert: on a row already there (by the tenant and `key`), set `update` from the new one; none: leave it. */
export interface OnConflict {
  key: readonly string[];
  update: readonly string[];
}

/**
 * Rows per statement: SQLite writes a statement of 50 rows faster than one of 250 (its plan of a
 * long VALUES list is slower); PostgreSQL is better with fewer round trips, up to 1,000 rows and
 * 30,000 values (its limit is 65,535), as the generator's own bulk load had them.
 */
function rowsPerStatement(dialect: Dialect, columns: number): number {
  return dialect === 'sqlite' ? 50 : Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));
}

const statements = new Map<string, string>();
const quoted = (name: string) => `"${name}"`;

function statementText(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: number,
  conflict: OnConflict | undefined,
): string {
  const key = `${dialect}|${table}|${columns.join()}|${rows}|${conflict?.key.join() ?? ''}|${conflict?.update.join() ?? ''}`;
  let text = statements.get(key);
  if (text === undefined) {
    let bound = 0;
    const placeholder = dialect === 'postgres' ? () => `$${++bound}` : () => '?';
    const values = Array.from({ length: rows }, () => `(${columns.map(placeholder).join(', ')})`).join(', ');
    text = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${values}`;
    if (conflict) {
      const target = ['tenant', ...conflict.key].map(quoted).join(', ');
      text +=
        conflict.update.length === 0
          ? ` on conflict (${target}) do nothing`
          : ` on conflict (${target}) do update set ${conflict.update.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ')}`;
    }
    statements.set(key, text);
  }
  return text;
}

/** Inserts the rows (each with every one of `columns`; a missing value is null) inside the caller's transaction. */
export async function insertRows(
  trx: Db,
  dialect: Dialect,
  table: string,
  rows: readonly object[],
  conflict?: OnConflict,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const size = rowsPerStatement(dialect, columns.length);
  for (let start = 0; start < rows.length; start += size) {
    const end = Math.min(rows.length, start + size);
    const parameters: unknown[] = [];
    for (let at = start; at < end; at++) {
      const row = rows[at] as Record<string, unknown>;
      for (const column of columns) parameters.push(row[column] ?? null);
    }
    await trx.executeQuery(
      CompiledQuery.raw(statementText(dialect, table, columns, end - start, conflict), parameters),
    );
  }
}
