import type { Kysely } from 'kysely';

/** Changes to the tables of content, ads and the click stream (none yet). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
