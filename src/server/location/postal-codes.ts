import { foldText } from '../../lib/search-text';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';

/** One postal code with the colonias (mx) or bairros (br) it covers in one zone. */
export interface PostalCode {
  zipCode: string;
  zoneId: string;
  colonies: string[];
}

/** A colonia or bairro with its postal code and zone, for the lookups by name. */
export interface Colony {
  name: string;
  zipCode: string;
  zoneId: string;
  /** Lower case without accents and extra spaces, to compare names as a shopper types them. */
  folded: string;
}

/** docs/zones-and-price-groups.md glossary: a CEP is written 00000-000; the catalogue may keep it as 8 digits. */
export function displayZip(tenant: Pick<Tenant, 'langFull'>, code: string): string {
  return tenant.langFull === 'pt_BR' && /^\d{8}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/** The spellings a code may be stored under: as typed canonically, and as bare digits. */
function storedForms(zip: string): string[] {
  const digits = zip.replace(/-/g, '');
  return digits === zip ? [zip] : [zip, digits];
}

export function foldName(name: string): string {
  return foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function group(tenant: Tenant, rows: { code: string; colony: string; zone_id: string }[]): PostalCode[] {
  const byKey = new Map<string, PostalCode>();
  for (const row of rows) {
    const zipCode = displayZip(tenant, row.code);
    const key = `${zipCode} ${row.zone_id}`;
    const entry = byKey.get(key) ?? { zipCode, zoneId: row.zone_id, colonies: [] };
    entry.colonies.push(row.colony);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** The zones and colonies of one postal code (already validated by zipCodeSchema); empty when unknown. */
export async function postalCode(handle: DatabaseHandle, tenant: Tenant, zip: string): Promise<PostalCode[]> {
  const rows = await handle.db
    .selectFrom('postal_codes')
    .select(['code', 'colony', 'zone_id'])
    .where('tenant', '=', tenant.tenant)
    .where('code', 'in', storedForms(zip))
    .orderBy('zone_id')
    .orderBy('colony')
    .execute();
  return group(tenant, rows);
}

/**
 * Postal codes starting with the digits typed so far, in code order, at most `limit` codes.
 * A range on the key's code column ("0131" ≤ code < "0131:") uses the primary key's index.
 */
export async function postalCodesStartingWith(
  handle: DatabaseHandle,
  tenant: Tenant,
  digits: string,
  limit: number,
): Promise<PostalCode[]> {
  const prefixes = [digits];
  // a CEP stored with its hyphen: "013101" also matches "01310-1"
  if (tenant.langFull === 'pt_BR' && digits.length > 5) prefixes.push(`${digits.slice(0, 5)}-${digits.slice(5)}`);
  const inRange = (prefix: string) =>
    handle.db
      .selectFrom('postal_codes')
      .select('code')
      .distinct()
      .where('tenant', '=', tenant.tenant)
      .where('code', '>=', prefix)
      .where('code', '<', `${prefix}:`);
  const codes = new Set<string>();
  for (const prefix of prefixes) {
    for (const row of await inRange(prefix).orderBy('code').limit(limit).execute()) codes.add(row.code);
  }
  const chosen = [...codes].sort().slice(0, limit);
  if (chosen.length === 0) return [];
  const rows = await handle.db
    .selectFrom('postal_codes')
    .select(['code', 'colony', 'zone_id'])
    .where('tenant', '=', tenant.tenant)
    .where('code', 'in', chosen)
    .orderBy('code')
    .orderBy('colony')
    .execute();
  return group(tenant, rows);
}

const colonyCache = new Map<string, Promise<Colony[]>>();

/**
 * Every colonia or bairro of a tenant, folded, read once. SQLite cannot compare names without
 * accents, and a country's neighbourhoods are a few thousand names at most.
 */
export function coloniesOf(handle: DatabaseHandle, tenant: Tenant): Promise<Colony[]> {
  let colonies = colonyCache.get(tenant.tenant);
  if (!colonies) {
    colonies = handle.db
      .selectFrom('postal_codes')
      .select(['code', 'colony', 'zone_id'])
      .where('tenant', '=', tenant.tenant)
      .orderBy('colony')
      .orderBy('code')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          name: row.colony,
          zipCode: displayZip(tenant, row.code),
          zoneId: row.zone_id,
          folded: foldName(row.colony),
        })),
      );
    colonies.catch(() => colonyCache.delete(tenant.tenant));
    colonyCache.set(tenant.tenant, colonies);
  }
  return colonies;
}
