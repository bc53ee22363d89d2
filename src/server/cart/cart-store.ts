import { z } from 'astro/zod';
import { sql } from 'kysely';
import { deliveryTypeSchema } from '../../lib/delivery';
import type { Db } from '../db';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/tables';
import { type CartKind, type CartRecord, type ChosenService, chosenServiceSchema, type LineRecord } from './cart-types';

/** Reads and writes of carts and their lines; rows are reshaped into the cart's types here. */

type CartRow = Database['carts'];
type LineRow = Database['cart_lines'];

function toCart(row: CartRow): CartRecord {
  return {
    id: row.id,
    kind: row.kind === 'buyNow' ? 'buyNow' : 'main',
    userId: row.user_id,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function parseServices(json: string): ChosenService[] {
  try {
    const parsed = z.array(chosenServiceSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function toLine(row: LineRow): LineRecord {
  const frozen =
    row.quotation_id !== null &&
    row.frozen_unit_price !== null &&
    row.frozen_quantity !== null &&
    row.frozen_until !== null
      ? {
          quotationId: row.quotation_id,
          unitPrice: row.frozen_unit_price,
          quantity: row.frozen_quantity,
          until: row.frozen_until,
        }
      : null;
  return {
    lineId: row.line_id,
    skuId: row.sku_id,
    quantity: row.quantity,
    // Only the API writes this column, through the same schema.
    deliveryMethod: deliveryTypeSchema.catch('homeDelivery').parse(row.delivery_method),
    storeId: row.store_id,
    services: parseServices(row.services),
    pushSite: row.push_site,
    addedAt: row.added_at,
    frozen,
  };
}

export async function findCart(db: Db, tenant: string, id: string): Promise<CartRecord | undefined> {
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCart(row) : undefined;
}

/** The user's most recently changed main cart: a cart follows its customer to a new browser. */
export async function latestCartOfUser(db: Db, tenant: string, userId: string): Promise<CartRecord | undefined> {
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('user_id', '=', userId)
    .where('kind', '=', 'main')
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row ? toCart(row) : undefined;
}

export async function insertCart(
  db: Db,
  tenant: string,
  cart: { id: string; kind: CartKind; userId: string | null; ownerId: string | null },
  now: Date,
): Promise<CartRecord> {
  const at = now.toISOString();
  const row: CartRow = {
    tenant,
    id: cart.id,
    kind: cart.kind,
    user_id: cart.userId,
    owner_id: cart.ownerId,
    zone_id: null,
    price_group_id: null,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto('carts').values(row).execute();
  return toCart(row);
}

/** Records a change: when, for which zone it was priced, and the customer once one is logged in. */
export async function touchCart(
  db: Db,
  tenant: string,
  cart: CartRecord,
  change: { now: Date; zoneId: string; priceGroupId: string; userId: string | null },
): Promise<void> {
  await db
    .updateTable('carts')
    .set({
      updated_at: change.now.toISOString(),
      zone_id: change.zoneId,
      price_group_id: change.priceGroupId,
      ...(cart.userId === null && change.userId !== null ? { user_id: change.userId } : {}),
    })
    .where('tenant', '=', tenant)
    .where('id', '=', cart.id)
    .execute();
}

export async function linesOf(db: Db, tenant: string, cartId: string): Promise<LineRecord[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    // Lines added in the same millisecond keep the order they were added in (migration 017).
    .orderBy(dialectOf(db) === 'postgres' ? sql`inserted` : sql`rowid`)
    .execute();
  return rows.map(toLine);
}

function lineColumns(line: LineRecord) {
  return {
    sku_id: line.skuId,
    quantity: line.quantity,
    delivery_method: line.deliveryMethod,
    store_id: line.storeId,
    services: JSON.stringify(line.services),
    push_site: line.pushSite,
    quotation_id: line.frozen?.quotationId ?? null,
    frozen_unit_price: line.frozen?.unitPrice ?? null,
    frozen_quantity: line.frozen?.quantity ?? null,
    frozen_until: line.frozen?.until ?? null,
  };
}

export async function insertLine(db: Db, tenant: string, cartId: string, line: LineRecord): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values({ tenant, cart_id: cartId, line_id: line.lineId, added_at: line.addedAt, ...lineColumns(line) })
    .execute();
}

export async function updateLine(db: Db, tenant: string, cartId: string, line: LineRecord): Promise<void> {
  await db
    .updateTable('cart_lines')
    .set(lineColumns(line))
    .where('tenant', '=', tenant)
    .where('cart_id', '=', cartId)
    .where('line_id', '=', line.lineId)
    .execute();
}

export async function deleteLines(db: Db, tenant: string, cartId: string, lineIds?: readonly string[]): Promise<void> {
  if (lineIds?.length === 0) return;
  let query = db.deleteFrom('cart_lines').where('tenant', '=', tenant).where('cart_id', '=', cartId);
  if (lineIds) query = query.where('line_id', 'in', lineIds);
  await query.execute();
}
