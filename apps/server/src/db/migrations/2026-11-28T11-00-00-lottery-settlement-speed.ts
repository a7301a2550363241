import { sql, type Kysely } from 'kysely';

/**
 * Settling a lottery draw (issue 11: 100,000 tickets in under 10 s) rewrites every ticket's round with a
 * new seq, so each settled round is written into every index of sandbox_rounds again. One of them never
 * holds anything for these rounds: the unique (seed_id, nonce) of the rounds played from a player's own
 * seeds. A bet settled later has no seed of its own (seed_id null, which a unique constraint never
 * compares), so the same rule as a partial unique index leaves those rounds out of it entirely: one
 * index entry less for each bet placed and each bet settled, and the same guarantee for the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_rounds').dropConstraint('sandbox_rounds_seed_nonce').execute();
  await db.schema
    .createIndex('sandbox_rounds_seed_nonce')
    .on('sandbox_rounds')
    .columns(['seed_id', 'nonce'])
    .unique()
    .where(sql.ref('seed_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sandbox_rounds_seed_nonce').execute();
  await db.schema.alterTable('sandbox_rounds').addUniqueConstraint('sandbox_rounds_seed_nonce', ['seed_id', 'nonce']).execute();
}
