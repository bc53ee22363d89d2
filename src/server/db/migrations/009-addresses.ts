import type { Kysely } from 'kysely';

/**
 * A customer's saved delivery addresses (src/server/accounts/addresses.ts): one of them sets the
 * delivery zone from the location modal. Keyed by tenant first like every table; the zone is one
 * of the tenant's zones. is_default is 0/1; the list shows the default first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('addresses')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('addresses_pk', ['tenant', 'id'])
    .addForeignKeyConstraint('addresses_user_fk', ['tenant', 'user_id'], 'users', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .addForeignKeyConstraint('addresses_zone_fk', ['tenant', 'zone_id'], 'zones', ['tenant', 'id'])
    .execute();
  await s.createIndex('addresses_user').on('addresses').columns(['tenant', 'user_id']).execute();
}
