import type { Database } from '../../../db/database.ts';

/** The lottery's odds as operators set them: a row per bet type changed (none: the street rates). */

export type OddsRow = { bet_type: string; point_price: string | number; payout_per_point: string | number; updated_at: Date };

const oddsColumns = ['bet_type', 'point_price', 'payout_per_point', 'updated_at'] as const;

export async function allOddsRows(db: Database): Promise<OddsRow[]> {
  return db.db.selectFrom('sandbox_lottery_odds').select(oddsColumns).execute();
}

/** One bet type's row; `share` holds it until the purchase's transaction ends, so a change waits for the sale. */
export async function findOddsRow(db: Database, betType: string, options: { lock?: 'share' | 'update' } = {}): Promise<OddsRow | null> {
  let query = db.db.selectFrom('sandbox_lottery_odds').select(oddsColumns).where('bet_type', '=', betType);
  if (options.lock === 'share') query = query.forShare();
  if (options.lock === 'update') query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function saveOdds(txn: Database, row: { betType: string; pointPrice: number; payoutPerPoint: number; at: Date }): Promise<void> {
  await txn.db
    .insertInto('sandbox_lottery_odds')
    .values({ bet_type: row.betType, point_price: row.pointPrice, payout_per_point: row.payoutPerPoint, updated_at: row.at })
    .onConflict((oc) => oc.column('bet_type').doUpdateSet({ point_price: row.pointPrice, payout_per_point: row.payoutPerPoint, updated_at: row.at }))
    .execute();
}
