import type { Database } from '../../../db/database.ts';

/** A reconciliation alert as stored; the operator module adds the names it owns (members', operators'). */
export type GameAlertRow = {
  id: number;
  memberId: string;
  providerCode: string;
  expectedBalance: number;
  providerBalance: number;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  note: string | null;
};

const columns = ['id', 'member_id', 'provider_code', 'expected_balance', 'provider_balance', 'created_at', 'resolved_at', 'resolved_by', 'resolution_note'] as const;

type Row = { [K in (typeof columns)[number]]: unknown };
const toAlert = (r: Row): GameAlertRow => ({
  id: Number(r.id),
  memberId: r.member_id as string,
  providerCode: r.provider_code as string,
  expectedBalance: Number(r.expected_balance),
  providerBalance: Number(r.provider_balance),
  createdAt: new Date(r.created_at as Date | string),
  resolvedAt: r.resolved_at ? new Date(r.resolved_at as Date | string) : null,
  resolvedBy: (r.resolved_by as string | null) ?? null,
  note: (r.resolution_note as string | null) ?? null,
});

/** Newest first, keyset by id (alerts are numbered as they are raised). */
export async function alertPage(db: Database, page: { status?: 'open' | 'resolved' | undefined; before?: number | undefined; limit: number }): Promise<GameAlertRow[]> {
  let q = db.db.selectFrom('game_alerts').select(columns);
  if (page.status === 'open') q = q.where('resolved_at', 'is', null);
  if (page.status === 'resolved') q = q.where('resolved_at', 'is not', null);
  if (page.before !== undefined) q = q.where('id', '<', page.before);
  return (await q.orderBy('id', 'desc').limit(page.limit).execute()).map(toAlert);
}

export async function openAlertCount(db: Database): Promise<number> {
  const row = await db.db.selectFrom('game_alerts').select((eb) => eb.fn.countAll<string>().as('n')).where('resolved_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAlert(db: Database, id: number): Promise<GameAlertRow | null> {
  const row = await db.db.selectFrom('game_alerts').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toAlert(row) : null;
}

/** Marks an open alert resolved; false when it was not open (resolved meanwhile by someone else, or unknown). */
export async function markAlertResolved(db: Database, r: { id: number; operatorId: string; note: string; at: Date }): Promise<boolean> {
  const result = await db.db
    .updateTable('game_alerts')
    .set({ resolved_at: r.at, resolved_by: r.operatorId, resolution_note: r.note })
    .where('id', '=', r.id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
