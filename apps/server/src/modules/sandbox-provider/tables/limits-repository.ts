import type { Database } from '../../../db/database.ts';

/** The live tables' limits as operators set them: a row per (table, cửa) changed (none: the table's definition's). */

export type LimitRow = { table_id: string; kind: string; min_stake: string | number; max_stake: string | number; updated_at: Date };

const limitColumns = ['table_id', 'kind', 'min_stake', 'max_stake', 'updated_at'] as const;

export async function allLimitRows(db: Database): Promise<LimitRow[]> {
  return db.db.selectFrom('sandbox_table_limits').select(limitColumns).execute();
}

/**
 * A table's rows; `share` holds them until the bet's transaction ends, so a change to one waits for
 * the bet (and the bet, started after a change's commit, reads the new limits).
 */
export async function tableLimitRows(db: Database, tableId: string, options: { lock?: 'share' } = {}): Promise<LimitRow[]> {
  let query = db.db.selectFrom('sandbox_table_limits').select(limitColumns).where('table_id', '=', tableId);
  if (options.lock === 'share') query = query.forShare();
  return query.execute();
}

export async function findLimitRow(txn: Database, tableId: string, kind: string): Promise<LimitRow | null> {
  const row = await txn.db.selectFrom('sandbox_table_limits').select(limitColumns).where('table_id', '=', tableId).where('kind', '=', kind).forUpdate().executeTakeFirst();
  return row ?? null;
}

export async function saveLimit(txn: Database, row: { tableId: string; kind: string; min: number; max: number; at: Date }): Promise<void> {
  await txn.db
    .insertInto('sandbox_table_limits')
    .values({ table_id: row.tableId, kind: row.kind, min_stake: row.min, max_stake: row.max, updated_at: row.at })
    .onConflict((oc) => oc.columns(['table_id', 'kind']).doUpdateSet({ min_stake: row.min, max_stake: row.max, updated_at: row.at }))
    .execute();
}
