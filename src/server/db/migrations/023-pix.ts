import type { Kysely } from 'kysely';

/**
 * Pix (src/server/payments/pix), in the payments table of 022 with provider `pix`, one charge
 * (cobrança) per order, its txid in `token` and its location in `url`:
 * - payments.br_code: the charge's BR Code ("Pix copia e cola"), as the shopper is shown it;
 * - payments.end_to_end_id: the Pix that paid it (endToEndId), to give it back by;
 * - orders.pix_discount: the Pix discount on pro prices (docs/prices-and-badges.md) an order paid by Pix got, in
 *   minor units, its own row beside the members' discount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('br_code', 'text').execute();
  await db.schema.alterTable('payments').addColumn('end_to_end_id', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('pix_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
