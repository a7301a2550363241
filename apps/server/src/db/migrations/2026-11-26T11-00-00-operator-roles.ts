import { sql, type Kysely } from 'kysely';

/**
 * The back office's roles (issue 10): admin, finance, support, content. The one reviewer role there
 * was becomes finance (payments review was all it did).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table operators drop constraint if exists operators_role_check`.execute(db);
  await sql`update operators set role = 'finance' where role = 'reviewer'`.execute(db);
  await sql`alter table operators add constraint operators_role_check check (role in ('admin', 'finance', 'support', 'content'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table operators drop constraint if exists operators_role_check`.execute(db);
  await sql`update operators set role = 'reviewer' where role <> 'admin'`.execute(db);
  await sql`alter table operators add constraint operators_role_check check (role in ('reviewer', 'admin'))`.execute(db);
}
