import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { deleteAddress, makeDefaultAddress, updateAddress } from '../server/accounts/address-changes';
import { addressOwner } from '../server/accounts/address-owner';
import { createAddress, listAddresses, newAddressSchema } from '../server/accounts/addresses';
import { keepsApiErrors } from '../server/actions/api-action';
import { database } from '../server/db/runtime';

const addressId = z.string().trim().min(1).max(64);

/**
 * A customer's saved addresses (docs/zones-and-price-groups.md, login required): the account's address book forms, with
 * or without JavaScript. Each answer is the customer's list as it now stands.
 */
async function afterChange(astro: Parameters<typeof addressOwner>[0], change: (userId: string) => Promise<unknown>) {
  const user = await addressOwner(astro);
  const handle = await database();
  await change(user.id);
  return { addresses: await listAddresses(handle, astro.locals.tenant.tenant, user.id) };
}

export const addresses = {
  create: defineAction({
    accept: 'form',
    input: newAddressSchema,
    handler: keepsApiErrors((input, astro) =>
      afterChange(astro, async (userId) => createAddress(await database(), astro.locals.tenant.tenant, userId, input)),
    ),
  }),
  update: defineAction({
    accept: 'form',
    input: newAddressSchema.extend({ addressId }),
    handler: keepsApiErrors(({ addressId: id, ...input }, astro) =>
      afterChange(astro, async (userId) =>
        updateAddress(await database(), astro.locals.tenant.tenant, userId, id, input),
      ),
    ),
  }),
  remove: defineAction({
    accept: 'form',
    input: z.object({ addressId }),
    handler: keepsApiErrors(({ addressId: id }, astro) =>
      afterChange(astro, async (userId) => deleteAddress(await database(), astro.locals.tenant.tenant, userId, id)),
    ),
  }),
  makeDefault: defineAction({
    accept: 'form',
    input: z.object({ addressId }),
    handler: keepsApiErrors(({ addressId: id }, astro) =>
      afterChange(astro, async (userId) =>
        makeDefaultAddress(await database(), astro.locals.tenant.tenant, userId, id),
      ),
    ),
  }),
};
