import type { Kysely } from 'kysely';

/**
 * Indexes for the account lookups that are not by primary key: a password reset ends every
 * session and spends every reset link of one customer, and session creation sweeps expired rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createIndex('sessions_user').on('sessions').columns(['tenant', 'user_id']).execute();
  await s.createIndex('sessions_expiry').on('sessions').columns(['tenant', 'expires_at']).execute();
  await s.createIndex('password_resets_user').on('password_resets').columns(['tenant', 'user_id']).execute();
}
