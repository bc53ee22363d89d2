import type { Kysely } from 'kysely';

/**
 * The browsers a customer logged in from (src/server/accounts/login-devices.ts): the hash of a
 * random token the browser keeps in a cookie, never the token. Failed logins from a browser the
 * account knows are counted apart from everyone else's, so a guesser elsewhere cannot pause the
 * owner's own browser. Rows go with their account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_devices_pk', ['tenant', 'token_hash'])
    .addForeignKeyConstraint('login_devices_user_fk', ['tenant', 'user_id'], 'users', ['tenant', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('login_devices_created').on('login_devices').columns(['created_at']).execute();
}
