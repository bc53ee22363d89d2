import type { Kysely } from 'kysely';

/**
 * What a checkout asks beyond an email (src/server/checkout/checkout-details.ts), kept as JSON
 * documents a zod schema reads back, so a field added later needs no migration:
 * - buyer: a person, or a company with the tax ID, business name (and in Chile the giro) its
 *   invoice is made out to;
 * - recipient: who receives the order: name, phone (E.164), national ID (normalized);
 * - address: the delivery address as typed, with the zone it lies in;
 * - pickup_person: who collects the click-and-collect lines;
 * - draft (checkouts only): the last refused form, its values and every field's message, so the
 *   page shows them again after the redirect (forms work without JavaScript).
 * Orders keep the same documents as they were when placed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['buyer', 'recipient', 'address', 'pickup_person', 'draft']) {
    await db.schema.alterTable('checkouts').addColumn(column, 'text').execute();
  }
  for (const column of ['buyer', 'recipient', 'address', 'pickup_person']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
}
