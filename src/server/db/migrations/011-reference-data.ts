import type { Kysely } from 'kysely';

/**
 * Reference data the shop reads at run time, written by whatever loads the catalogue (the
 * generator today, a real feed later), so that no runtime code reads the generator's sources:
 * - each city's coordinates, the centre of its zone for geolocation (docs/zones-and-price-groups.md "use my location");
 *   null for a city loaded without them, which geolocation then skips;
 * - the kind of object each product is (a toilet, a sack, a drill): the pictogram its generated
 *   images draw until real photos replace them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('cities').addColumn('latitude', 'double precision').execute();
  await s.alterTable('cities').addColumn('longitude', 'double precision').execute();
  await s
    .createTable('product_pictograms')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('pictogram', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_pictograms_pk', ['tenant', 'product_id'])
    .addForeignKeyConstraint('product_pictograms_product_fk', ['tenant', 'product_id'], 'products', ['tenant', 'id'])
    .execute();
}
