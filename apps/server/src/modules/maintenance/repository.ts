import type { MaintenanceArea } from '@app/contract';
import type { Database } from '../../db/database.ts';

export type WindowRow = {
  id: number;
  area: MaintenanceArea;
  providerCode: string | null;
  message: string;
  startsAt: Date;
  endsAt: Date;
  createdBy: string;
  createdAt: Date;
  endedBy: string | null;
};

const columns = ['id', 'area', 'provider_code', 'message', 'starts_at', 'ends_at', 'created_by', 'created_at', 'ended_by'] as const;

const toRow = (r: {
  id: string | number;
  area: MaintenanceArea;
  provider_code: string | null;
  message: string;
  starts_at: Date;
  ends_at: Date;
  created_by: string;
  created_at: Date;
  ended_by: string | null;
}): WindowRow => ({
  id: Number(r.id),
  area: r.area,
  providerCode: r.provider_code,
  message: r.message,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
  endedBy: r.ended_by,
});

/** Windows not over at `at` (active or scheduled), by start. */
export async function openWindows(db: Database, at: Date): Promise<WindowRow[]> {
  const rows = await db.db.selectFrom('maintenance_windows').select(columns).where('ends_at', '>', at).whereRef('ends_at', '>', 'starts_at').orderBy('starts_at').orderBy('id').execute();
  return rows.map(toRow);
}

/** The latest windows that are over (ended, or cancelled before their start), newest first. */
export async function pastWindows(db: Database, at: Date, limit: number): Promise<WindowRow[]> {
  const rows = await db.db
    .selectFrom('maintenance_windows')
    .select(columns)
    .where((eb) => eb.or([eb('ends_at', '<=', at), eb('ends_at', '=', eb.ref('starts_at'))]))
    .orderBy('ends_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export async function insertWindow(
  db: Database,
  w: { area: MaintenanceArea; providerCode: string | null; message: string; startsAt: Date; endsAt: Date; createdBy: string; createdAt: Date },
): Promise<WindowRow> {
  const row = await db.db
    .insertInto('maintenance_windows')
    .values({
      area: w.area,
      provider_code: w.providerCode,
      message: w.message,
      starts_at: w.startsAt,
      ends_at: w.endsAt,
      created_by: w.createdBy,
      created_at: w.createdAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/**
 * Ends a window that is not over: an active one at `at`, a scheduled one at its start (it never
 * opens). Null when there is no such window, or it is already over.
 */
export async function endWindow(db: Database, id: number, at: Date, by: string): Promise<WindowRow | null> {
  const row = await db.db
    .updateTable('maintenance_windows')
    .set((eb) => ({ ends_at: eb.fn('greatest', [eb.ref('starts_at'), eb.val(at)]), ended_by: by }))
    .where('id', '=', id)
    .where('ends_at', '>', at)
    .whereRef('ends_at', '>', 'starts_at')
    .returning(columns)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}
