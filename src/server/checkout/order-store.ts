import type { Selectable } from 'kysely';
import { type OrderStatus, orderStatusSchema } from '../../lib/checkout/checkout';
import { type DeliveryType, deliveryTypeSchema } from '../../lib/delivery';
import { newDocumentId } from '../cart/cart-ids';
import type { Database, Db } from '../db';
import {
  type Buyer,
  buyerSchema,
  type DeliveryAddress,
  deliveryAddressSchema,
  readDocument,
  type StoredRecipient,
  storedRecipientSchema,
  writeDocument,
} from './checkout-details';

/** Reads and writes of orders; rows are reshaped into these types here. */

export interface OrderLineRecord {
  skuId: string;
  name: string;
  quantity: number;
  productsAmount: number;
  servicesAmount: number;
  deliveryMethod: DeliveryType;
  /** Where the units were taken from: a store, or 'DC' for home deliveries. */
  storeId: string;
  quotationId: string | null;
  /** The day a home delivery comes, or the instant a pickup is ready from (line-dates.ts). */
  promisedFor: string | null;
}

export interface NewOrder {
  number: number;
  idempotencyKey: string;
  cartId: string;
  userId: string | null;
  email: string;
  status: OrderStatus;
  paymentMethod: string;
  street: string | null;
  /** Who bought (a person, or a company and its invoice data), who receives, where, who collects. */
  buyer: Buyer;
  recipient: StoredRecipient | null;
  address: DeliveryAddress | null;
  pickupPerson: string | null;
  zoneId: string;
  currency: string;
  /** `pixDiscount`: the Pix discount an order paid by Pix got (023), beside the members' `discount`. */
  amounts: {
    products: number;
    services: number;
    discount: number;
    pixDiscount: number;
    delivery: number;
    total: number;
  };
  placedAt: string;
  /** Until when an order waiting for its payment keeps its stock (null: it does not wait). */
  expiresAt: string | null;
  /** Who may open it besides its customer (order-access.ts): the placing session, the emails' link. */
  sessionHash: string | null;
  accessHash: string | null;
  lines: OrderLineRecord[];
}

export interface OrderRecord extends Omit<NewOrder, 'idempotencyKey' | 'lines'> {
  id: string;
}

const orderColumns = [
  'id',
  'number',
  'cart_id',
  'user_id',
  'email',
  'status',
  'payment_method',
  'street',
  'zone_id',
  'currency',
  'products_amount',
  'services_amount',
  'discount_amount',
  'pix_discount',
  'delivery_amount',
  'total',
  'placed_at',
  'session_hash',
  'access_hash',
  'buyer',
  'recipient',
  'address',
  'pickup_person',
  'expires_at',
] as const;

/** An `orders` row as orderColumns select it. */
type OrderRow = Pick<Selectable<Database['orders']>, (typeof orderColumns)[number]>;

function toOrder(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    number: row.number,
    cartId: row.cart_id,
    userId: row.user_id,
    email: row.email,
    // Only this service writes the column, through the same schema.
    status: orderStatusSchema.catch('pendingPayment').parse(row.status),
    paymentMethod: row.payment_method,
    street: row.street,
    buyer: readDocument(buyerSchema, row.buyer) ?? { kind: 'person' },
    recipient: readDocument(storedRecipientSchema, row.recipient),
    address: readDocument(deliveryAddressSchema, row.address),
    pickupPerson: row.pickup_person,
    zoneId: row.zone_id,
    currency: row.currency,
    amounts: {
      products: row.products_amount,
      services: row.services_amount,
      discount: row.discount_amount,
      pixDiscount: Number(row.pix_discount),
      delivery: row.delivery_amount,
      total: row.total,
    },
    placedAt: row.placed_at,
    expiresAt: row.expires_at,
    sessionHash: row.session_hash,
    accessHash: row.access_hash,
  };
}

export async function findOrderByKey(db: Db, tenant: string, key: string): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(orderColumns)
    .where('tenant', '=', tenant)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export async function findOrderByNumber(db: Db, tenant: string, number: number): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(orderColumns)
    .where('tenant', '=', tenant)
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/** A customer's orders, the latest first. */
export async function ordersOfUser(db: Db, tenant: string, userId: string, limit = 20): Promise<OrderRecord[]> {
  const rows = await db
    .selectFrom('orders')
    .select(orderColumns)
    .where('tenant', '=', tenant)
    .where('user_id', '=', userId)
    .orderBy('placed_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}

export async function orderLines(db: Db, tenant: string, orderId: string): Promise<OrderLineRecord[]> {
  const rows = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    skuId: row.sku_id,
    name: row.name,
    quantity: row.quantity,
    productsAmount: row.products_amount,
    servicesAmount: row.services_amount,
    // Only this service writes the column, through the same schema.
    deliveryMethod: deliveryTypeSchema.catch('homeDelivery').parse(row.delivery_method),
    storeId: row.store_id,
    quotationId: row.quotation_id,
    promisedFor: row.promised_for,
  }));
}

export async function insertOrder(db: Db, tenant: string, order: NewOrder): Promise<string> {
  const id = newDocumentId();
  await db
    .insertInto('orders')
    .values({
      tenant,
      id,
      number: order.number,
      idempotency_key: order.idempotencyKey,
      cart_id: order.cartId,
      user_id: order.userId,
      email: order.email,
      status: order.status,
      payment_method: order.paymentMethod,
      street: order.street,
      buyer: writeDocument(order.buyer),
      recipient: writeDocument(order.recipient),
      address: writeDocument(order.address),
      pickup_person: order.pickupPerson,
      zone_id: order.zoneId,
      currency: order.currency,
      products_amount: order.amounts.products,
      services_amount: order.amounts.services,
      discount_amount: order.amounts.discount,
      pix_discount: order.amounts.pixDiscount,
      delivery_amount: order.amounts.delivery,
      total: order.amounts.total,
      placed_at: order.placedAt,
      expires_at: order.expiresAt,
      session_hash: order.sessionHash,
      access_hash: order.accessHash,
    })
    .execute();
  await db
    .insertInto('order_events')
    .values({ tenant, order_id: id, position: 0, status: order.status, at: order.placedAt })
    .execute();
  if (order.lines.length > 0) {
    await db
      .insertInto('order_lines')
      .values(
        order.lines.map((line, position) => ({
          tenant,
          order_id: id,
          position,
          sku_id: line.skuId,
          name: line.name,
          quantity: line.quantity,
          products_amount: line.productsAmount,
          services_amount: line.servicesAmount,
          total: line.productsAmount + line.servicesAmount,
          delivery_method: line.deliveryMethod,
          store_id: line.storeId,
          quotation_id: line.quotationId,
          promised_for: line.promisedFor,
        })),
      )
      .execute();
  }
  return id;
}

/** An order's statuses in the order it took them, each with when: its timeline. */
export async function orderEvents(
  db: Db,
  tenant: string,
  orderId: string,
): Promise<{ status: OrderStatus; at: string }[]> {
  const rows = await db
    .selectFrom('order_events')
    .select(['status', 'at'])
    .where('tenant', '=', tenant)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  // Only this service writes the column, through the same schema.
  return rows.map((row) => ({ status: orderStatusSchema.catch('pendingPayment').parse(row.status), at: row.at }));
}
