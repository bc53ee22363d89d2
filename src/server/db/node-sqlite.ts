import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Prepared statements are reused: the same few hundred queries run on every request. */
const statementCacheSize = 500;

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot bind a ${typeof value} to an SQLite parameter`);
}

/**
 * Adapts Node's built-in `node:sqlite` (nothing to compile or download) to the
 * interface Kysely's SQLite dialect expects from better-sqlite3.
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  /** Whether a statement returns rows, asked of SQLite once per prepared statement. */
  readonly #readers = new WeakMap<StatementSync, boolean>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  get raw(): DatabaseSync {
    return this.#db;
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement) {
      // Map order is insertion order: re-inserting keeps the most used last.
      this.#statements.delete(sql);
    } else {
      statement = this.#db.prepare(sql);
      if (this.#statements.size >= statementCacheSize) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  prepare(sql: string): SqliteStatement {
    // Kysely opens every transaction with a deferred "begin", which takes the write lock only at
    // the first write. Under WAL, a transaction that read first and then finds another
    // connection (a second server process, a maintenance script) has written since gets
    // SQLITE_BUSY at once, without waiting out the busy timeout. Every transaction here writes,
    // so it takes the write lock up front, where the timeout applies.
    const statement = this.statement(sql === 'begin' ? 'begin immediate' : sql);
    const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
    let reader = this.#readers.get(statement);
    if (reader === undefined) {
      reader = statement.columns().length > 0;
      this.#readers.set(statement, reader);
    }
    return {
      reader,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }
}

/** Opens (creating when missing) the database file with the settings every connection needs. */
export function openSqlite(path: string): NodeSqliteDatabase {
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  // WAL lets readers go on while a writer commits; NORMAL sync is durable at checkpoints and
  // is the documented pairing with WAL.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY;');
  // A small page cache and no memory map: the kernel's page cache holds the file's hot pages
  // anyway, and a 64 MB cache plus a 256 MB map counted about 150 MB in the server's RSS
  // (README "Memory") for no measurable render time.
  db.exec('PRAGMA cache_size = -8192; PRAGMA mmap_size = 0;');
  return new NodeSqliteDatabase(db);
}
