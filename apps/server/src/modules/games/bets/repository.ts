import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { BetRecord } from '../providers/provider-adapter.ts';

/**
 * Stores a provider's round once (the primary key is provider + round id: a duplicate push or a pull
 * of what was pushed stores nothing). Returns whether it was new.
 */
export async function insertRound(db: Database, providerCode: string, categoryId: string, record: BetRecord): Promise<boolean> {
  const result = await db.db
    .insertInto('game_rounds')
    .values({
      provider_code: providerCode,
      round_id: record.roundId,
      provider_seq: record.seq,
      member_id: record.playerId,
      game_id: record.gameId,
      category_id: categoryId,
      stake: record.stake,
      win: record.win,
      balance_before: record.balanceBefore,
      balance_after: record.balanceAfter,
      played_at: record.playedAt,
      detail: JSON.stringify(record.detail ?? null),
      fairness: JSON.stringify(record.fairness),
    })
    .onConflict((oc) => oc.columns(['provider_code', 'round_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Turnover per member, category and day in Vietnam's time (for rebates and levels later). */
export async function addTurnover(db: Database, memberId: string, categoryId: string, playedAt: string, stake: number, win: number): Promise<void> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(playedAt));
  await db.db
    .insertInto('game_turnover')
    .values({ member_id: memberId, category_id: categoryId, day, stakes: stake, wins: win, rounds: 1 })
    .onConflict((oc) =>
      oc.columns(['member_id', 'category_id', 'day']).doUpdateSet({
        stakes: sql`game_turnover.stakes + excluded.stakes`,
        wins: sql`game_turnover.wins + excluded.wins`,
        rounds: sql`game_turnover.rounds + 1`,
      }),
    )
    .execute();
}

export async function pullCursor(db: Database, providerCode: string): Promise<number> {
  const row = await db.db.selectFrom('game_pull_cursors').select('last_seq').where('provider_code', '=', providerCode).executeTakeFirst();
  return row ? Number(row.last_seq) : 0;
}

export async function savePullCursor(db: Database, providerCode: string, lastSeq: number): Promise<void> {
  await db.db
    .insertInto('game_pull_cursors')
    .values({ provider_code: providerCode, last_seq: lastSeq })
    .onConflict((oc) => oc.column('provider_code').doUpdateSet({ last_seq: sql`greatest(game_pull_cursors.last_seq, excluded.last_seq)` }))
    .execute();
}
