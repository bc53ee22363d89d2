import { randomUUID } from 'node:crypto';
import { allowsCompanyLogin } from '../../lib/tenant-rules';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { hashPassword } from './password-hash';
import type { CustomerKind, LoyaltyTier } from './users';

/**
 * Demo customers, so the storefront can be tried and tested without a sign-up (the spec has
 * none). Every tenant has the same four, all with the password below:
 *
 * | email                  | who                                                              |
 * |------------------------|------------------------------------------------------------------|
 * | cliente@andamio.test   | a person, loyalty tier Fan                                       |
 * | empresa@andamio.test   | a company, with the tax id below (not in uy, br, obra: docs/accounts-and-lists.md)  |
 * | gold@andamio.test      | a pro buyer, specialists circle Gold, tier Premium               |
 * | black@andamio.test     | a pro buyer, specialists circle Black, tier Elite                |
 *
 * Each is created with one saved default address, "Casa", in a served zone other than the
 * tenant's fallback (when the catalogue is there).
 */
export const demoPassword = 'andamio123';

/** Company tax ids in each country's format, with a valid check digit. */
export const demoCompanies: Partial<Record<TenantId, { name: string; taxId: string }>> = {
  cl: { name: 'Constructora Los Andes SpA', taxId: '76.123.456-0' },
  homy: { name: 'Decoraciones Pacífico SpA', taxId: '77.654.321-7' },
  pe: { name: 'Constructora Inca S.A.C.', taxId: '20601234565' },
  co: { name: 'Obras Andinas S.A.S.', taxId: '900.123.456-8' },
  ar: { name: 'Construcciones del Plata S.A.', taxId: '30-71234567-1' },
  mx: { name: 'Andamios y Obras S.A. de C.V.', taxId: 'AND150312K92' },
};

export interface DemoUser {
  email: string;
  kind: CustomerKind;
  firstName: string;
  lastName: string;
  taxId: string | null;
  loyaltyTier: LoyaltyTier | null;
  specialistSegment: 'Gold' | 'Black' | null;
  proBuyer: boolean;
}

const people = {
  es: [
    ['cliente', 'Camila', 'Rojas'],
    ['gold', 'Matías', 'González'],
    ['black', 'Valentina', 'Muñoz'],
  ],
  pt: [
    ['cliente', 'Ana', 'Souza'],
    ['gold', 'Lucas', 'Oliveira'],
    ['black', 'Mariana', 'Costa'],
  ],
} as const;

/** The demo customers of one tenant. */
export function demoUsersOf(tenantId: TenantId): DemoUser[] {
  const tenant = getTenant(tenantId);
  const [person, gold, black] = people[tenant.lang];
  const user = (names: readonly [string, string, string], extra: Partial<DemoUser>): DemoUser => ({
    email: `${names[0]}@andamio.test`,
    kind: 'person',
    firstName: names[1],
    lastName: names[2],
    taxId: null,
    loyaltyTier: null,
    specialistSegment: null,
    proBuyer: false,
    ...extra,
  });
  const company = demoCompanies[tenantId];
  return [
    user(person, { loyaltyTier: 'Fan' }),
    ...(allowsCompanyLogin(tenant) && company
      ? [user(['empresa', company.name, ''], { kind: 'company', taxId: company.taxId })]
      : []),
    user(gold, { loyaltyTier: 'Premium', specialistSegment: 'Gold', proBuyer: true }),
    user(black, { loyaltyTier: 'Elite', specialistSegment: 'Black', proBuyer: true }),
  ];
}

/** The street of the demo customers' saved address ("Casa"). */
const demoStreets = { es: 'Los Aromos 1234', pt: 'Rua das Flores, 120' } as const;

/**
 * The zone of the demo customers' saved address: the first served zone that is not the
 * tenant's fallback, so that choosing it changes the location. None before the catalogue
 * is seeded (unit tests' databases): the customers then have no saved address.
 */
async function demoAddressZone(handle: DatabaseHandle, tenant: TenantId): Promise<string | undefined> {
  const row = await handle.db
    .selectFrom('zones')
    .select('id')
    .where('tenant', '=', tenant)
    .where('served', '=', 1)
    .where('id', '!=', getTenant(tenant).fallbackZone.zoneId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Creates the demo customers that are missing (idempotent: an existing account, even one whose
 * password was reset, is left as it is). Returns how many were created.
 */
export async function seedDemoUsers(handle: DatabaseHandle, tenantIds: readonly TenantId[]): Promise<number> {
  let created = 0;
  // One hash for all: the password is published above, so distinct salts would protect nothing,
  // and 30-odd scrypt hashes would add seconds to the first start. A reset gives its own salt.
  let hash: Promise<string> | undefined;
  for (const tenant of tenantIds) {
    const wanted = demoUsersOf(tenant);
    const existing = await handle.db
      .selectFrom('users')
      .select('email')
      .where('tenant', '=', tenant)
      .where(
        'email',
        'in',
        wanted.map((user) => user.email),
      )
      .execute();
    const have = new Set(existing.map((row) => row.email));
    const missing = wanted.filter((user) => !have.has(user.email));
    if (missing.length === 0) continue;
    hash ??= hashPassword(demoPassword);
    const passwordHash = await hash;
    const at = new Date().toISOString();
    const zoneId = await demoAddressZone(handle, tenant);
    const street = demoStreets[getTenant(tenant).lang];
    created += await handle.db.transaction().execute(async (trx) => {
      let inserted = 0;
      for (const user of missing) {
        const id = randomUUID();
        const result = await trx
          .insertInto('users')
          .values({
            tenant,
            id,
            email: user.email,
            password_hash: passwordHash,
            kind: user.kind,
            tax_id: user.taxId,
            first_name: user.firstName,
            last_name: user.lastName,
            loyalty_tier: user.loyaltyTier,
            specialist_segment: user.specialistSegment,
            pro_buyer: user.proBuyer ? 1 : 0,
            created_at: at,
          })
          .onConflict((conflict) => conflict.columns(['tenant', 'email']).doNothing())
          .executeTakeFirst();
        const added = Number(result.numInsertedOrUpdatedRows ?? 0n);
        inserted += added;
        if (added > 0 && zoneId !== undefined) {
          await trx
            .insertInto('addresses')
            .values({
              tenant,
              id: randomUUID(),
              user_id: id,
              label: 'Casa',
              street,
              zone_id: zoneId,
              is_default: 1,
              created_at: at,
            })
            .execute();
        }
      }
      return inserted;
    });
  }
  return created;
}
