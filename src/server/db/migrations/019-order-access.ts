import type { Kysely } from 'kysely';

/**
 * Who may open an order (src/server/checkout/order-access.ts), beside the customer it belongs to:
 * - session_hash: the hash of the session that placed it, so the guest who just paid sees the
 *   confirmation while that session lives, and nobody after logout;
 * - access_hash: the hash of the random token in the link the order's emails carry. The token
 *   itself is never stored: the table cannot be read to open someone's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('session_hash', 'text').execute();
  await db.schema.alterTable('orders').addColumn('access_hash', 'text').execute();
}
