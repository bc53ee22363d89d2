import type { Kysely } from 'kysely';

/**
 * review_media.uploader: a hash of the reviewer cookie of the browser that uploaded the file
 * (src/server/reviews/reviewer.ts). Until a published review holds the file, only that browser
 * may see it or put it in its review; a file uploaded before the column has none, so nobody sees
 * it until it is attached (an unattached one is swept within a day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_media').addColumn('uploader', 'text').execute();
}
