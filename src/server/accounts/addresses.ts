import { randomUUID } from 'node:crypto';
import { z } from 'astro/zod';
import { issue, stop } from '../../lib/validation/issues';
import { ApiError, apiErrorCodes, invalid } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { lockUntilCommit } from '../db/locks';
import { zonesOf } from '../location/zones';

/** A customer keeps at most this many addresses per tenant. */
export const maxAddresses = 10;

/** A saved address as the storefront shows it: no user id, the zone with its label. */
export interface SavedAddress {
  id: string;
  label: string;
  street: string;
  zoneId: string;
  zoneLabel: string;
  isDefault: boolean;
}

/** What a customer sends to save an address; the zone is checked against the tenant's zones. */
export const newAddressSchema = z.object({
  label: z
    .string(stop('validation.address.labelRequired'))
    .trim()
    .min(1, stop('validation.address.labelRequired'))
    .max(40, issue('validation.address.labelTooLong')),
  street: z
    .string(stop('validation.address.streetTooShort'))
    .trim()
    .min(3, stop('validation.address.streetTooShort'))
    .max(120, issue('validation.address.streetTooLong')),
  zoneId: z.string(issue('validation.address.zone')).trim().min(1, issue('validation.address.zone')),
});
export type NewAddress = z.output<typeof newAddressSchema>;

/** The customer's addresses in the tenant, the default first, then oldest first. */
export async function listAddresses(handle: DatabaseHandle, tenant: string, userId: string): Promise<SavedAddress[]> {
  const [rows, zones] = await Promise.all([
    handle.db
      .selectFrom('addresses')
      .select(['id', 'label', 'street', 'zone_id', 'is_default'])
      .where('tenant', '=', tenant)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    zonesOf(handle, tenant),
  ]);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    street: row.street,
    zoneId: row.zone_id,
    zoneLabel: zones.get(row.zone_id)?.label ?? '',
    isDefault: row.is_default === 1,
  }));
}

/**
 * Saves an address for the customer. The zone must be one of the tenant's (400 otherwise); the
 * first address becomes the default; an eleventh is refused with a 400.
 */
export async function createAddress(
  handle: DatabaseHandle,
  tenant: string,
  userId: string,
  input: NewAddress,
  now = new Date(),
): Promise<SavedAddress> {
  const zone = (await zonesOf(handle, tenant)).get(input.zoneId);
  if (!zone) throw invalid('zoneId', 'validation.address.zone');
  const id = randomUUID();
  const isDefault = await handle.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, tenant, 'addresses', userId);
    const { count } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant', '=', tenant)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxAddresses) {
      throw new ApiError(400, {
        code: apiErrorCodes.validation,
        key: 'addresses.limit',
        params: { max: maxAddresses },
        field: 'body',
      });
    }
    const first = Number(count) === 0;
    await trx
      .insertInto('addresses')
      .values({
        tenant,
        id,
        user_id: userId,
        label: input.label,
        street: input.street,
        zone_id: zone.id,
        is_default: first ? 1 : 0,
        created_at: now.toISOString(),
      })
      .execute();
    return first;
  });
  return { id, label: input.label, street: input.street, zoneId: zone.id, zoneLabel: zone.label, isDefault };
}
