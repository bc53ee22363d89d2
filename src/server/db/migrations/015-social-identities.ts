import type { Kysely } from 'kysely';

/**
 * Who a social-login provider says the customer is (src/server/accounts/social-users.ts): the
 * provider's issuer and subject name one account per tenant, so a later change of email at the
 * provider still finds the same customer. Keyed by tenant first like every table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_identities')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_identities_pk', ['tenant', 'issuer', 'subject'])
    .addForeignKeyConstraint('social_identities_user_fk', ['tenant', 'user_id'], 'users', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}
