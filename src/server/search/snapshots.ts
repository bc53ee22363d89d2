import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { revisionTriggers } from '../db/migrations/016-catalogue-revisions';
import type { SearchIndex, SearchIndexOptions } from './build-index';
import { indexFromSections, indexSections } from './index-snapshot';
import { SectionFile, writeSectionFile } from './snapshot-file';

/**
 * A tenant's built search index saved next to the database (`<database>.search/<tenant>.bin`),
 * so that a restart reads it back in a fraction of the time a rebuild takes. It is used only
 * under the key it was written with: the tenant's catalogue revision (replaced by triggers on
 * every catalogue write, 016-catalogue-revisions), the synonyms, and the code that built it.
 */

/** Raised when what a snapshot holds changes shape. */
const format = 3;

/** The bytes of the code that builds and reads indexes: a new build of the server never reads an old one's file. */
const code = (() => {
  try {
    return createHash('sha256')
      .update(readFileSync(fileURLToPath(import.meta.url)))
      .digest('hex')
      .slice(0, 16);
  } catch {
    return 'unknown';
  }
})();

export function snapshotPath(databasePath: string, tenant: string): string | undefined {
  return databasePath === ':memory:' ? undefined : join(`${databasePath}.search`, `${tenant}.bin`);
}

/**
 * The tenant's catalogue revision, or undefined when the database cannot vouch for one (a
 * trigger is missing, say after a table was rebuilt, or the revision cannot be read or started):
 * then no snapshot is trusted, and the index is built as before.
 */
export function catalogueRevision(db: DatabaseSync, tenant: string): string | undefined {
  try {
    return readRevision(db, tenant);
  } catch {
    return undefined;
  }
}

function readRevision(db: DatabaseSync, tenant: string): string | undefined {
  const placeholders = revisionTriggers.map(() => '?').join(', ');
  const triggers = db
    .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name IN (${placeholders})`)
    .get(...revisionTriggers) as { n: number };
  if (triggers.n !== revisionTriggers.length) return undefined;
  const read = () =>
    (
      db.prepare('SELECT revision FROM catalogue_revisions WHERE tenant = ?').get(tenant) as
        | { revision: string }
        | undefined
    )?.revision;
  const known = read();
  if (known !== undefined) return known;
  // A catalogue written before the triggers existed: its revision starts now.
  db.prepare(
    'INSERT INTO catalogue_revisions (tenant, revision) VALUES (?, lower(hex(randomblob(8)))) ON CONFLICT (tenant) DO NOTHING',
  ).run(tenant);
  return read();
}

export function snapshotKey(tenant: string, revision: string, options: SearchIndexOptions): string {
  const synonyms = createHash('sha256')
    .update(JSON.stringify(options.synonyms ?? []))
    .digest('hex')
    .slice(0, 16);
  return JSON.stringify({ format, code, tenant, revision, synonyms });
}

/** Why a snapshot was not used, for the log; undefined when it was. */
export type SnapshotMiss = 'absent' | 'stale or damaged' | 'unreadable';

/** The index saved under `key`, or why there is none to use. */
export function readSnapshot(
  path: string,
  key: string,
  options: SearchIndexOptions,
): { index: SearchIndex } | { miss: SnapshotMiss } {
  let file: SectionFile | undefined;
  try {
    file = SectionFile.open(path, key);
  } catch (error) {
    return { miss: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'unreadable' };
  }
  if (file === undefined) return { miss: 'stale or damaged' };
  try {
    return { index: indexFromSections(file, options) };
  } catch {
    return { miss: 'unreadable' };
  }
}

export async function writeSnapshot(path: string, key: string, index: SearchIndex): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  removeAbandonedWrites(path);
  await writeSectionFile(path, key, indexSections(index));
}

/** A write older than this was abandoned: a whole 100,000-product snapshot is written in seconds. */
const abandonedAfterMs = 10 * 60_000;

/**
 * Deletes the temporary files of writes that never finished (the process was killed before its
 * rename): each is as large as the snapshot. A recent one may be another process's write in progress.
 */
export function removeAbandonedWrites(path: string, now = Date.now()): void {
  const folder = dirname(path);
  const prefix = `${basename(path)}.`;
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const file = join(folder, name);
    try {
      if (now - statSync(file).mtimeMs > abandonedAfterMs) rmSync(file, { force: true });
    } catch {
      // gone already: another process cleaned it
    }
  }
}
