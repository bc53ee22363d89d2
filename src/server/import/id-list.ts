import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../db';

export type Dialect = DatabaseHandle['dialect'];

/**
 * `column` is one of `ids`, the ids bound as one value (a JSON array on SQLite, a text array on
 * PostgreSQL) rather than one parameter each as `IN (…)` binds them. Two reasons: the statement's
 * text is the same for any number of ids, so it is prepared once; and SQLite plans a long `IN`
 * list by the table's statistics, which an import outgrows as it writes: with the products counted
 * at 2,000, a list of 700 ids scanned a table by then 100,000 rows long (10 s of a 60 s import).
 * A list read from json_each is always looked up through the key.
 */
export function oneOf(dialect: Dialect, column: string, ids: readonly string[]): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = ANY(${[...ids]}::text[])`
    : sql<boolean>`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
