import type { Kysely } from 'kysely';

/**
 * When each line of an order is promised (src/server/checkout/line-dates.ts):
 * - checkouts.delivery_date: the day the shopper booked the home delivery for ("YYYY-MM-DD"),
 *   null for the zone's earliest;
 * - order_lines.promised_for: that day for a line sent home, or the instant a collected line can
 *   be picked up from (ISO with the zone's offset); null where the zone promised nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkouts').addColumn('delivery_date', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('promised_for', 'text').execute();
}
