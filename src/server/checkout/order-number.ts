import { randomInt } from 'node:crypto';
import { newOrderNumber } from '../../lib/checkout/order-number';
import type { Db } from '../db';

const drawOrderNumber = () => newOrderNumber((max) => randomInt(max));

/**
 * A number no order of the tenant carries, drawn at random (lib/checkout/order-number.ts) and drawn
 * again in the rare case it is taken. Called inside the placing transaction, which holds the
 * tenant's lock; the unique constraint on (tenant, number) stays the last guard.
 */
export async function unusedOrderNumber(db: Db, tenant: string, draw = drawOrderNumber): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const number = draw();
    const taken = await db
      .selectFrom('orders')
      .select('id')
      .where('tenant', '=', tenant)
      .where('number', '=', number)
      .executeTakeFirst();
    if (!taken) return number;
  }
  throw new Error(`No unused order number for ${tenant} in 20 draws`);
}
