import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { createAddress, listAddresses, newAddressSchema } from '../../../server/accounts/addresses';
import { currentSession } from '../../../server/accounts/current-session';
import { validBody } from '../../../server/accounts/request-input';
import type { UserRow } from '../../../server/accounts/users';
import { endpoint } from '../../../server/api/endpoint';
import { ApiError, apiErrorCodes } from '../../../server/api/errors';
import { ok } from '../../../server/api/respond';
import { database } from '../../../server/db/runtime';

/** An address is a few hundred bytes. */
const addressBodyBytes = 4 * 1024;

/** The logged-in customer; a guest or nobody gets a 401 before anything else is looked at. */
async function customer(tenant: string, astro: APIContext): Promise<UserRow> {
  const { db } = await database();
  const user = (await currentSession(db, tenant, astro))?.user;
  if (!user) throw new ApiError(401, { code: apiErrorCodes.unauthorized, key: 'addresses.loginRequired' });
  return user;
}

/** The customer's saved addresses, the default first, each with its zone's label (spec §4: one sets the zone). */
export const GET = endpoint({}, async ({ tenant, astro, headers }) => {
  const user = await customer(tenant.tenant, astro);
  headers.set('cache-control', 'private, no-store');
  return { addresses: await listAddresses(await database(), tenant.tenant, user.id) };
});

/** Saves an address `{ label, street, zoneId }` for the customer; answers 201 with it. */
export const POST = endpoint(
  { body: z.unknown(), maxBodyBytes: addressBodyBytes },
  async ({ tenant, body, astro, headers }) => {
    const user = await customer(tenant.tenant, astro);
    const input = validBody(newAddressSchema, body);
    headers.set('cache-control', 'private, no-store');
    return ok({ address: await createAddress(await database(), tenant.tenant, user.id, input) }, headers, 201);
  },
);
