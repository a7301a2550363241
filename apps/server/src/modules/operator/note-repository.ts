import type { Database } from '../../db/database.ts';

/** Kysely only: the member_notes table, which this module owns. */
export async function insertMemberNote(trx: Database, note: { memberId: string; operatorId: string; body: string; at: Date }): Promise<number> {
  const row = await trx.db
    .insertInto('member_notes')
    .values({ member_id: note.memberId, operator_id: note.operatorId, body: note.body, created_at: note.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The member's notes, newest first, each with its author. */
export function memberNoteRows(db: Database, memberId: string, limit: number) {
  return db.db
    .selectFrom('member_notes as n')
    .innerJoin('operators as o', 'o.id', 'n.operator_id')
    .select(['n.id', 'n.body', 'n.created_at', 'o.id as author_id', 'o.username as author_username', 'o.display_name as author_display_name'])
    .where('n.member_id', '=', memberId)
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}
