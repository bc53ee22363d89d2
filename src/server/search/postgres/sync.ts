import type pg from 'pg';
import type { PostgresHandle } from '../../db';
import { logLine } from '../../log';
import type { Vocabulary } from './rows';
import { inTablesLock, withClient } from './tables-lock';
import { buildRows, writeRows } from './write-rows';

/**
 * Keeps each tenant's search tables (migration 018) as current as its catalogue:
 * - at a server's first search of a tenant, and after a catalogue feed, the rows are checked
 *   against the catalogue revision (migration 016) and written again when older; one server
 *   writes, under an advisory lock, and the others then find them current;
 * - an order or a review updates its products' rows in place (refresh-rows.ts), on the server
 *   that made it, before it tells the others.
 */

/** Per tenant, this server's check of the rows and the vocabulary it read. */
const checked = new Map<string, Promise<Vocabulary>>();

async function revisionOf(client: pg.PoolClient, tenant: string): Promise<string> {
  // The triggers only update the row (migration 016): it is made here on first use.
  await client.query(
    `INSERT INTO catalogue_revisions (tenant, revision) VALUES ($1, md5(random()::text)) ON CONFLICT DO NOTHING`,
    [tenant],
  );
  const { rows } = await client.query<{ revision: string }>(
    'SELECT revision FROM catalogue_revisions WHERE tenant = $1',
    [tenant],
  );
  return rows[0]?.revision as string;
}

async function writtenState(
  client: pg.PoolClient,
  tenant: string,
): Promise<{ revision: string; vocabulary: Vocabulary } | undefined> {
  const { rows } = await client.query<{ revision: string; vocabulary: Vocabulary }>(
    'SELECT revision, vocabulary FROM search_state WHERE tenant = $1',
    [tenant],
  );
  return rows[0];
}
/**
 * The tenant's vocabulary once its rows are current. Rows older than the catalogue are built
 * first, holding no connection (the catalogue is read through the pool), then written under the
 * lock unless another server wrote them meanwhile: a server never waits on the lock while it
 * needs more connections than it holds.
 */
async function check(handle: PostgresHandle, tenant: string): Promise<Vocabulary> {
  const revision = await withClient(handle, (client) => revisionOf(client, tenant));
  const state = await withClient(handle, (client) => writtenState(client, tenant));
  if (state?.revision === revision) return state.vocabulary;
  const started = performance.now();
  const rows = await buildRows(handle, tenant);
  return withClient(handle, (client) =>
    inTablesLock(client, tenant, async () => {
      const now = await writtenState(client, tenant);
      if (now?.revision === (await revisionOf(client, tenant))) return now.vocabulary;
      // Labelled with the revision read before the catalogue was: a change made while it was read
      // leaves the rows older than the catalogue, and the next check writes them again.
      const vocabulary = await writeRows(client, tenant, revision, rows);
      logLine('info', 'search tables written', {
        tenant,
        products: vocabulary.products,
        durationMs: Math.round(performance.now() - started),
      });
      return vocabulary;
    }),
  );
}

/** The tenant's facet labels and names, once its rows are current: every PostgreSQL search starts here. */
export function searchVocabulary(handle: PostgresHandle, tenant: string): Promise<Vocabulary> {
  let found = checked.get(tenant);
  if (!found) {
    const checking = check(handle, tenant);
    found = checking;
    checked.set(tenant, checking);
    checking.then(
      () => {
        if (checked.get(tenant) === checking) current.add(tenant);
      },
      () => {
        if (checked.get(tenant) === checking) checked.delete(tenant);
      },
    );
  }
  return found;
}

/** Tenants whose rows this server has found current (or written) since it last had reason to doubt them. */
const current = new Set<string>();

/** Whether this server has checked the tenant's rows and found them current: its readiness (`/readyz`). */
export function searchRowsChecked(tenant: string): boolean {
  return current.has(tenant);
}

/** The catalogue changed (a feed): the next search checks the rows again and whoever comes first rewrites them. */
export function recheckSearchRows(tenant?: string): void {
  if (tenant === undefined) {
    checked.clear();
    current.clear();
  } else {
    checked.delete(tenant);
    current.delete(tenant);
  }
}
