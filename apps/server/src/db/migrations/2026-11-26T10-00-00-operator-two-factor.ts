import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in for operators (issue 10, RFC 6238): the TOTP secret, sealed with AES-256-GCM under
 * a server secret (never stored readable); the secret being enrolled until its first code confirms
 * it; the last step used (a code works once); and single-use recovery codes, stored as SHA-256 hashes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_pending_sealed', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('operator_recovery_codes_pkey', ['operator_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_recovery_codes').execute();
  await db.schema.alterTable('operators').dropColumn('totp_secret_sealed').dropColumn('totp_pending_sealed').dropColumn('totp_enabled_at').dropColumn('totp_last_step').execute();
}
