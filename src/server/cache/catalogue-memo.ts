import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db';

/**
 * The catalogue revisions (migration 016) as one request sees them. Every write to the tables the
 * revision covers (products, skus, prices, stock, brands, categories), by any server or script,
 * replaces the tenant's token in the database. A request reads the tokens once, at its first kept
 * read, and every kept read of the request goes by them: nothing kept is older than the catalogue
 * as it stood when the request began reading it, and a write shows from the next request on. All
 * tenants' tokens are read at once (one row per tenant), so that a read spanning country sites
 * (the GTIN alternates) costs no more. Made per request (App.Locals.catalogueRevisions) after the
 * request's own writes, such as a form's action, are done.
 */
export class CatalogueRevisions {
  #tokens: Promise<ReadonlyMap<string, string>> | undefined;

  /** The tenant's revision for this request, undefined while it has none (its search index was never read). */
  async of(handle: DatabaseHandle, tenant: string): Promise<string | undefined> {
    this.#tokens ??= readRevisions(handle);
    return (await this.#tokens).get(tenant);
  }
}

const revisionsSql = 'SELECT tenant, revision FROM catalogue_revisions';

async function readRevisions(handle: DatabaseHandle): Promise<ReadonlyMap<string, string>> {
  const rows =
    handle.dialect === 'sqlite'
      ? (handle.sqlite.statement(revisionsSql).all() as { tenant: string; revision: string }[])
      : await handle.pool.rows<{ tenant: string; revision: string }>(revisionsSql, []);
  return new Map(rows.map((row) => [row.tenant, row.revision]));
}

/** The tenant's catalogue revision now, undefined while it has none: for a reader outside a request. */
export async function catalogueRevision(handle: DatabaseHandle, tenant: string): Promise<string | undefined> {
  return new CatalogueRevisions().of(handle, tenant);
}

/**
 * Reads of the catalogue kept for as long as the tenants' catalogue revisions stay the same. What a
 * product page asks again and again for every shopper of a price group (the product, its SKUs and
 * prices, the candidates of a project's materials) is then read once per revision rather than once
 * per page. Only what is read from the revised tables belongs here, never what depends on the
 * clock, the shopper or the language.
 */
export class CatalogueMemo<Value> {
  readonly #values: LRUCache<string, Value & {}>;

  /** At most `capacity` reads are kept, the least recently used dropped first. */
  constructor(capacity: number) {
    this.#values = new LRUCache({ max: capacity });
  }

  /**
   * `load`'s answer for `key` at the request's revision of `tenant` (of every tenant named, for a
   * read across country sites): read once per revision. Without a revision (a catalogue never
   * indexed yet) nothing is kept.
   */
  async get(
    handle: DatabaseHandle,
    revisions: CatalogueRevisions,
    tenant: string | readonly string[],
    key: string,
    load: () => Promise<Value>,
  ): Promise<Value> {
    const tenants = typeof tenant === 'string' ? [tenant] : tenant;
    let slot = key;
    for (const each of tenants) {
      // The revision is read before the data: what is kept is at least as new as its token.
      const revision = await revisions.of(handle, each);
      if (revision === undefined) return load();
      slot = `${each}\0${revision}\0${slot}`;
    }
    const known = this.#values.get(slot);
    if (known !== undefined) return known;
    const value = await load();
    // nothing found is not kept (a cache cannot hold undefined): it is read again, as it always was
    if (value !== undefined && value !== null) this.#values.set(slot, value);
    return value;
  }
}
