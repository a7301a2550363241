import type { Selectable } from 'kysely';
import { OPEN_CALLBACK_STATUSES, type CallbackStatus, type CallbackWindow } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { CallbackRequestsTable } from '../../db/types.ts';

export type CallbackRow = {
  id: number;
  memberId: string | null;
  brandId: string;
  phone: string;
  window: CallbackWindow;
  preferredFrom: Date | null;
  preferredTo: Date | null;
  note: string | null;
  status: CallbackStatus;
  createdAt: Date;
  claimedBy: string | null;
  claimedAt: Date | null;
  claimNote: string | null;
  closedBy: string | null;
  closedAt: Date | null;
  closeNote: string | null;
};

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

const toRow = (r: Selectable<CallbackRequestsTable>): CallbackRow => ({
  id: Number(r.id),
  memberId: r.member_id,
  brandId: r.brand_id,
  phone: r.phone,
  window: r.window,
  preferredFrom: date(r.preferred_from),
  preferredTo: date(r.preferred_to),
  note: r.note,
  status: r.status,
  createdAt: new Date(r.created_at),
  claimedBy: r.claimed_by,
  claimedAt: date(r.claimed_at),
  claimNote: r.claim_note,
  closedBy: r.closed_by,
  closedAt: date(r.closed_at),
  closeNote: r.close_note,
});

const open = [...OPEN_CALLBACK_STATUSES];

export async function findOpenByPhone(db: Database, phone: string): Promise<CallbackRow | null> {
  const row = await db.db.selectFrom('callback_requests').selectAll().where('phone', '=', phone).where('status', 'in', open).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function findOpenByMember(db: Database, memberId: string): Promise<CallbackRow | null> {
  const row = await db.db.selectFrom('callback_requests').selectAll().where('member_id', '=', memberId).where('status', 'in', open).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The member's request closed most recently, if after `since`. */
export async function lastClosedOfMember(db: Database, memberId: string, since: Date): Promise<CallbackRow | null> {
  const row = await db.db
    .selectFrom('callback_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('closed_at', '>', since)
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertRequest(
  db: Database,
  r: { memberId: string | null; brandId: string; phone: string; window: CallbackWindow; preferredFrom: Date | null; preferredTo: Date | null; note: string | null; createdAt: Date },
): Promise<CallbackRow> {
  const row = await db.db
    .insertInto('callback_requests')
    .values({
      member_id: r.memberId,
      brand_id: r.brandId,
      phone: r.phone,
      window: r.window,
      preferred_from: r.preferredFrom,
      preferred_to: r.preferredTo,
      note: r.note,
      status: 'waiting',
      created_at: r.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** Waiting and claimed requests, oldest first. */
export async function openRequests(db: Database): Promise<CallbackRow[]> {
  const rows = await db.db.selectFrom('callback_requests').selectAll().where('status', 'in', open).orderBy('created_at').orderBy('id').execute();
  return rows.map(toRow);
}

/** The latest closed requests, newest first. */
export async function recentlyClosed(db: Database, limit: number): Promise<CallbackRow[]> {
  const rows = await db.db.selectFrom('callback_requests').selectAll().where('closed_at', 'is not', null).orderBy('closed_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRow);
}

/** The request, its row locked until the caller's transaction ends (two operators acting at once take turns). */
export async function lockRequest(trx: Database, id: number): Promise<CallbackRow | null> {
  trx.assertTransaction();
  const row = await trx.db.selectFrom('callback_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function setClaimed(trx: Database, id: number, claim: { by: string; at: Date; note: string | null }): Promise<CallbackRow> {
  trx.assertTransaction();
  const row = await trx.db
    .updateTable('callback_requests')
    .set({ status: 'claimed', claimed_by: claim.by, claimed_at: claim.at, claim_note: claim.note })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** Closes the request; one nobody had claimed counts as claimed by whoever closes it. */
export async function setClosed(trx: Database, id: number, close: { status: 'done' | 'unreachable'; by: string; at: Date; note: string }): Promise<CallbackRow> {
  trx.assertTransaction();
  const row = await trx.db
    .updateTable('callback_requests')
    .set((eb) => ({
      status: close.status,
      closed_by: close.by,
      closed_at: close.at,
      close_note: close.note,
      claimed_by: eb.fn.coalesce('claimed_by', eb.val(close.by)),
      claimed_at: eb.fn.coalesce('claimed_at', eb.val(close.at)),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}
