import { sql, type Kysely } from 'kysely';

/**
 * Reconciliation alerts looked into (issue 9): who resolved one and what they found. `resolved_at`
 * existed already; the operator and the note come with it, both set when an operator resolves it.
 * Alerts are read newest first, the open ones most (an index for those). The console's daily report
 * reads every round of a date range, whatever the game or member: an index on the time played.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_alerts')
    .addColumn('resolved_by', 'text', (c) => c.references('operators.id').onDelete('restrict'))
    .execute();
  await db.schema.alterTable('game_alerts').addColumn('resolution_note', 'text').execute();
  await sql`alter table game_alerts add constraint game_alerts_resolution_check
    check ((resolved_at is null) = (resolved_by is null) and (resolved_by is null) = (resolution_note is null))`.execute(db);
  await db.schema.createIndex('game_alerts_open_idx').on('game_alerts').column('id').where(sql.ref('resolved_at'), 'is', null).execute();
  await db.schema.createIndex('game_rounds_played_idx').on('game_rounds').column('played_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_rounds_played_idx').execute();
  await db.schema.dropIndex('game_alerts_open_idx').execute();
  await sql`alter table game_alerts drop constraint game_alerts_resolution_check`.execute(db);
  await db.schema.alterTable('game_alerts').dropColumn('resolution_note').execute();
  await db.schema.alterTable('game_alerts').dropColumn('resolved_by').execute();
}
