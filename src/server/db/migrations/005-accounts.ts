import type { Kysely } from 'kysely';

/** Changes to the tables of accounts and sessions (none yet). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
