import { ApiError, apiErrorCodes, invalid } from '../api/errors';
import type { DatabaseHandle, Db } from '../db';
import { lockUntilCommit } from '../db/locks';
import { zonesOf } from '../location/zones';
import type { NewAddress } from './addresses';

/**
 * Editing, deleting and choosing the default of a customer's saved addresses. Every query names
 * the customer: another customer's address (or another tenant's) answers 404, exactly as one that
 * does not exist, so ids reveal nothing.
 */
const notFound = () =>
  new ApiError(404, { code: apiErrorCodes.notFound, key: 'addressBook.notFound', field: 'addressId' });

const owned = (db: Db, tenant: string, userId: string, id: string) =>
  db
    .selectFrom('addresses')
    .select(['id', 'is_default'])
    .where('tenant', '=', tenant)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

/** New label, street and zone for one of the customer's addresses; the zone must be one of the tenant's. */
export async function updateAddress(
  handle: DatabaseHandle,
  tenant: string,
  userId: string,
  id: string,
  input: NewAddress,
): Promise<void> {
  if (!(await owned(handle.db, tenant, userId, id))) throw notFound();
  if (!(await zonesOf(handle, tenant)).has(input.zoneId)) throw invalid('zoneId', 'validation.address.zone');
  await handle.db
    .updateTable('addresses')
    .set({ label: input.label, street: input.street, zone_id: input.zoneId })
    .where('tenant', '=', tenant)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** The customer's oldest address becomes the default when the default one goes. */
async function promoteOldest(db: Db, tenant: string, userId: string): Promise<void> {
  const oldest = await db
    .selectFrom('addresses')
    .select('id')
    .where('tenant', '=', tenant)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (oldest) await makeDefaultIn(db, tenant, userId, oldest.id);
}

async function makeDefaultIn(db: Db, tenant: string, userId: string, id: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('tenant', '=', tenant)
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes one of the customer's addresses; when it was the default, the oldest left takes its place. */
export async function deleteAddress(handle: DatabaseHandle, tenant: string, userId: string, id: string): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, tenant, 'addresses', userId);
    const address = await owned(trx, tenant, userId, id);
    if (!address) throw notFound();
    await trx
      .deleteFrom('addresses')
      .where('tenant', '=', tenant)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
    if (address.is_default === 1) await promoteOldest(trx, tenant, userId);
  });
}

/** One address, and only one, is the customer's default. */
export async function makeDefaultAddress(
  handle: DatabaseHandle,
  tenant: string,
  userId: string,
  id: string,
): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, tenant, 'addresses', userId);
    if (!(await owned(trx, tenant, userId, id))) throw notFound();
    await makeDefaultIn(trx, tenant, userId, id);
  });
}
