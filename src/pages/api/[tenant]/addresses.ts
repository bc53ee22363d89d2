import { z } from 'astro/zod';
import { addressOwner } from '../../../server/accounts/address-owner';
import { createAddress, listAddresses, newAddressSchema } from '../../../server/accounts/addresses';
import { validBody } from '../../../server/accounts/request-input';
import { endpoint } from '../../../server/api/endpoint';
import { ok } from '../../../server/api/respond';
import { database } from '../../../server/db/runtime';

/** An address is a few hundred bytes. */
const addressBodyBytes = 4 * 1024;

/** The customer's saved addresses, the default first, each with its zone's label (docs/zones-and-price-groups.md: one sets the zone). */
export const GET = endpoint({}, async ({ tenant, astro, headers }) => {
  const user = await addressOwner(astro);
  headers.set('cache-control', 'private, no-store');
  return { addresses: await listAddresses(await database(), tenant.tenant, user.id) };
});

/** Saves an address `{ label, street, zoneId }` for the customer; answers 201 with it. */
export const POST = endpoint(
  { body: z.unknown(), maxBodyBytes: addressBodyBytes },
  async ({ tenant, body, astro, headers }) => {
    const user = await addressOwner(astro);
    const input = validBody(newAddressSchema, body);
    headers.set('cache-control', 'private, no-store');
    return ok({ address: await createAddress(await database(), tenant.tenant, user.id, input) }, headers, 201);
  },
);
