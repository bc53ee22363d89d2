import type { Db } from '../db';

/** What the shopper chose so far for one cart; null where a step is not done yet. */
export interface CheckoutChoices {
  email: string | null;
  addressId: string | null;
  street: string | null;
  paymentMethod: string | null;
}

export const noChoices: CheckoutChoices = { email: null, addressId: null, street: null, paymentMethod: null };

export async function readChoices(db: Db, tenant: string, cartId: string): Promise<CheckoutChoices> {
  const row = await db
    .selectFrom('checkouts')
    .select(['email', 'address_id', 'street', 'payment_method'])
    .where('tenant', '=', tenant)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  if (!row) return noChoices;
  return { email: row.email, addressId: row.address_id, street: row.street, paymentMethod: row.payment_method };
}

/** Records one step's choice, keeping the others. */
export async function saveChoices(
  db: Db,
  tenant: string,
  cartId: string,
  change: Partial<CheckoutChoices>,
  now: Date,
): Promise<void> {
  const columns = {
    ...('email' in change ? { email: change.email } : {}),
    ...('addressId' in change ? { address_id: change.addressId } : {}),
    ...('street' in change ? { street: change.street } : {}),
    ...('paymentMethod' in change ? { payment_method: change.paymentMethod } : {}),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('checkouts')
    .values({ tenant, cart_id: cartId, ...noChoicesRow, ...columns })
    .onConflict((conflict) => conflict.columns(['tenant', 'cart_id']).doUpdateSet(columns))
    .execute();
}

const noChoicesRow = { email: null, address_id: null, street: null, payment_method: null };

/** Once the order is placed, the cart starts afresh: its checkout choices go with its lines. */
export async function forgetChoices(db: Db, tenant: string, cartId: string): Promise<void> {
  await db.deleteFrom('checkouts').where('tenant', '=', tenant).where('cart_id', '=', cartId).execute();
}
