import type { Kysely } from 'kysely';

/** Changes to the tables of carts and quotations (none yet). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
