import { BoundedMap } from '../../lib/bounded-map';
import type { DatabaseHandle } from '../db';

/**
 * Reads of the catalogue kept for as long as the tenant's catalogue revision (migration 016) stays
 * the same. Every write to the tables the revision covers (products, skus, prices, stock, brands,
 * categories), by any server or script, replaces the token in the database, and the token is read
 * again at each use: a kept answer is never older than the catalogue it was read from. What a
 * product page asks again and again for every shopper of a price group (the candidates of a
 * project's materials, their prices) is then read once per revision rather than once per page.
 * Only what is read from those tables belongs here, never what depends on the clock or the shopper.
 */
export class CatalogueMemo<Value> {
  readonly #values: BoundedMap<string, Value>;

  constructor(capacity: number) {
    this.#values = new BoundedMap(capacity);
  }

  /**
   * `load`'s answer for `key` at the tenant's current revision: read once per revision. Without a
   * revision (a catalogue never indexed yet) nothing is kept.
   */
  async get(handle: DatabaseHandle, tenant: string, key: string, load: () => Promise<Value>): Promise<Value> {
    // The revision is read before the data: what is kept is at least as new as its token.
    const revision = await catalogueRevision(handle, tenant);
    if (revision === undefined) return load();
    const slot = `${tenant}\0${revision}\0${key}`;
    const known = this.#values.get(slot);
    if (known !== undefined) return known;
    const value = await load();
    this.#values.set(slot, value);
    return value;
  }
}

const revisionSql = 'SELECT revision FROM catalogue_revisions WHERE tenant = ?';

/** The tenant's catalogue revision now, undefined while the tenant has none (its search index was never read). */
export async function catalogueRevision(handle: DatabaseHandle, tenant: string): Promise<string | undefined> {
  if (handle.dialect === 'sqlite') {
    const row = handle.sqlite.statement(revisionSql).get(tenant) as { revision: string } | undefined;
    return row?.revision;
  }
  const rows = await handle.pool.rows<{ revision: string }>(revisionSql, [tenant]);
  return rows[0]?.revision;
}
