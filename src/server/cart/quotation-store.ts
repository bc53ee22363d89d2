import { z } from 'astro/zod';
import { type DeliveryType, deliveryTypeSchema } from '../../lib/delivery';
import type { Db } from '../db';
import { offeredServiceSchema } from './line-skus';

/** Reads and writes of quotations; rows are reshaped here. */

/** A service as the quotation froze it: what it cost per unit, for how many, in all. */
export const quotedServiceSchema = offeredServiceSchema.extend({ quantity: z.int().min(1), amount: z.int().min(0) });
export type QuotedService = z.infer<typeof quotedServiceSchema>;

export interface QuotationLine {
  position: number;
  skuId: string;
  quantity: number;
  unitPrice: number;
  regularUnitPrice: number;
  deliveryMethod: DeliveryType;
  storeId: string | null;
  services: QuotedService[];
  lineTotal: number;
}

export interface Quotation {
  id: string;
  userId: string | null;
  cartId: string | null;
  zoneId: string | null;
  priceGroupId: string;
  subtotal: number;
  savings: number;
  memberDiscount: number;
  total: number;
  createdAt: string;
  expiresAt: string;
}

function parseServices(json: string): QuotedService[] {
  try {
    const parsed = z.array(quotedServiceSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function insertQuotation(
  db: Db,
  tenant: string,
  quotation: Quotation,
  lines: readonly QuotationLine[],
): Promise<void> {
  await db
    .insertInto('quotations')
    .values({
      tenant,
      id: quotation.id,
      user_id: quotation.userId,
      cart_id: quotation.cartId,
      zone_id: quotation.zoneId,
      price_group_id: quotation.priceGroupId,
      subtotal: quotation.subtotal,
      savings: quotation.savings,
      member_discount: quotation.memberDiscount,
      total: quotation.total,
      created_at: quotation.createdAt,
      expires_at: quotation.expiresAt,
    })
    .execute();
  if (lines.length === 0) return;
  await db
    .insertInto('quotation_lines')
    .values(
      lines.map((line) => ({
        tenant,
        quotation_id: quotation.id,
        position: line.position,
        sku_id: line.skuId,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        regular_price: line.regularUnitPrice,
        delivery_method: line.deliveryMethod,
        store_id: line.storeId,
        services: JSON.stringify(line.services),
        line_total: line.lineTotal,
      })),
    )
    .execute();
}

export async function findQuotation(db: Db, tenant: string, id: string): Promise<Quotation | undefined> {
  const row = await db
    .selectFrom('quotations')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        cartId: row.cart_id,
        zoneId: row.zone_id,
        priceGroupId: row.price_group_id,
        subtotal: row.subtotal,
        savings: row.savings,
        memberDiscount: row.member_discount,
        total: row.total,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      }
    : undefined;
}

export async function quotationLines(db: Db, tenant: string, id: string): Promise<QuotationLine[]> {
  const rows = await db
    .selectFrom('quotation_lines')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('quotation_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    position: row.position,
    skuId: row.sku_id,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    regularUnitPrice: row.regular_price,
    deliveryMethod: deliveryTypeSchema.catch('homeDelivery').parse(row.delivery_method),
    storeId: row.store_id,
    services: parseServices(row.services),
    lineTotal: row.line_total,
  }));
}

export interface QuotationSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  total: number;
  lineCount: number;
  itemCount: number;
}

/** A shopper's quotations, newest first: the customer's, or a guest browser's. */
export async function quotationsOf(
  db: Db,
  tenant: string,
  owner: { userId: string | null; browserCartId: string | null },
  limit: number,
): Promise<QuotationSummary[]> {
  if (owner.userId === null && owner.browserCartId === null) return [];
  let query = db
    .selectFrom('quotations as q')
    .leftJoin('quotation_lines as l', (join) =>
      join.onRef('l.tenant', '=', 'q.tenant').onRef('l.quotation_id', '=', 'q.id'),
    )
    .select((eb) => [
      'q.id',
      'q.created_at',
      'q.expires_at',
      'q.total',
      eb.fn.count<number>('l.position').as('line_count'),
      eb.fn.coalesce(eb.fn.sum<number>('l.quantity'), eb.lit(0)).as('item_count'),
    ])
    .where('q.tenant', '=', tenant);
  query =
    owner.userId !== null
      ? query.where('q.user_id', '=', owner.userId)
      : query.where('q.user_id', 'is', null).where('q.cart_id', '=', owner.browserCartId);
  const rows = await query
    .groupBy(['q.tenant', 'q.id'])
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    total: row.total,
    lineCount: Number(row.line_count),
    itemCount: Number(row.item_count),
  }));
}
