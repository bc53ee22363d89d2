import type { Kysely } from 'kysely';

/** Changes to the tables of reviews and their media (none yet). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
