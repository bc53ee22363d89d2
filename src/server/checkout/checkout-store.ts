import type { Db } from '../db';
import {
  type Buyer,
  buyerSchema,
  type DeliveryAddress,
  type Draft,
  deliveryAddressSchema,
  draftSchema,
  readDocument,
  type StoredRecipient,
  storedRecipientSchema,
  writeDocument,
} from './checkout-details';

/** What the shopper chose so far for one cart; null where a step is not done yet. */
export interface CheckoutChoices {
  email: string | null;
  addressId: string | null;
  /** The delivery address on one line (addressLine), as lists and emails show it. */
  street: string | null;
  paymentMethod: string | null;
  buyer: Buyer | null;
  recipient: StoredRecipient | null;
  address: DeliveryAddress | null;
  pickupPerson: string | null;
  /** The day the home delivery is booked for ("YYYY-MM-DD"); null for the zone's earliest. */
  deliveryDate: string | null;
  /** The last refused form of a step, shown again with its messages until it is sent right. */
  draft: Draft | null;
}

export const noChoices: CheckoutChoices = {
  email: null,
  addressId: null,
  street: null,
  paymentMethod: null,
  buyer: null,
  recipient: null,
  address: null,
  pickupPerson: null,
  deliveryDate: null,
  draft: null,
};

const columnsOf = (choices: Partial<CheckoutChoices>) => ({
  ...('email' in choices ? { email: choices.email } : {}),
  ...('addressId' in choices ? { address_id: choices.addressId } : {}),
  ...('street' in choices ? { street: choices.street } : {}),
  ...('paymentMethod' in choices ? { payment_method: choices.paymentMethod } : {}),
  ...('buyer' in choices ? { buyer: writeDocument(choices.buyer ?? null) } : {}),
  ...('recipient' in choices ? { recipient: writeDocument(choices.recipient ?? null) } : {}),
  ...('address' in choices ? { address: writeDocument(choices.address ?? null) } : {}),
  ...('pickupPerson' in choices ? { pickup_person: choices.pickupPerson } : {}),
  ...('deliveryDate' in choices ? { delivery_date: choices.deliveryDate } : {}),
  ...('draft' in choices ? { draft: writeDocument(choices.draft ?? null) } : {}),
});

export async function readChoices(db: Db, tenant: string, cartId: string): Promise<CheckoutChoices> {
  const row = await db
    .selectFrom('checkouts')
    .select([
      'email',
      'address_id',
      'street',
      'payment_method',
      'buyer',
      'recipient',
      'address',
      'pickup_person',
      'delivery_date',
      'draft',
    ])
    .where('tenant', '=', tenant)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  if (!row) return noChoices;
  return {
    email: row.email,
    addressId: row.address_id,
    street: row.street,
    paymentMethod: row.payment_method,
    buyer: readDocument(buyerSchema, row.buyer),
    recipient: readDocument(storedRecipientSchema, row.recipient),
    address: readDocument(deliveryAddressSchema, row.address),
    pickupPerson: row.pickup_person,
    deliveryDate: row.delivery_date,
    draft: readDocument(draftSchema, row.draft),
  };
}

/** Records one step's choice, keeping the others. */
export async function saveChoices(
  db: Db,
  tenant: string,
  cartId: string,
  change: Partial<CheckoutChoices>,
  now: Date,
): Promise<void> {
  const columns = { ...columnsOf(change), updated_at: now.toISOString() };
  await db
    .insertInto('checkouts')
    .values({ tenant, cart_id: cartId, ...columnsOf(noChoices), ...columns })
    .onConflict((conflict) => conflict.columns(['tenant', 'cart_id']).doUpdateSet(columns))
    .execute();
}

/** Once the order is placed, the cart starts afresh: its checkout choices go with its lines. */
export async function forgetChoices(db: Db, tenant: string, cartId: string): Promise<void> {
  await db.deleteFrom('checkouts').where('tenant', '=', tenant).where('cart_id', '=', cartId).execute();
}
