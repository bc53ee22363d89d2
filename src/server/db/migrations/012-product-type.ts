import type { Kysely } from 'kysely';

/**
 * The kind of each product ("paint-roller", "brick"), language-independent, as a catalogue feed
 * names it: the project builder fills a template's slot with products of the slot's kind, never
 * with a product whose name merely shares a word. Null for rows written before the column; the
 * catalogue generator (npm run seed) writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('product_type', 'text').execute();
  await db.schema
    .createIndex('products_type')
    .on('products')
    .columns(['tenant', 'category_id', 'product_type'])
    .execute();
}
