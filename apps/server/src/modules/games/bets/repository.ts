import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { BetRecord } from '../providers/provider-adapter.ts';
import { vietnamDay } from '../../../lib/vietnam-day.ts';

/**
 * Stores a provider's round once (the primary key is provider + round id: a duplicate push or a pull
 * of what was pushed stores nothing) and, only when it is new, adds its stake and win to the member's
 * running figures at that provider (`game_wallets`, which must explain the provider's balance) and to
 * the day's turnover per category in Vietnam's time (for rebates and levels). One statement, so one
 * atomic step without a transaction around it: it runs for every bet a member places. The category is
 * the game's in the catalogue ('unknown' for a game the catalogue does not list). Returns whether it
 * was new.
 */
export async function storeRound(db: Database, providerCode: string, record: BetRecord, at: Date): Promise<boolean> {
  const result = await sql<{ stored: string }>`
    with inserted as (
      insert into game_rounds (provider_code, round_id, provider_seq, member_id, game_id, category_id, stake, win,
                               balance_before, balance_after, played_at, detail, fairness)
      values (${providerCode}, ${record.roundId}, ${record.seq}, ${record.playerId}, ${record.gameId},
              coalesce((select category_id from games where id = ${record.gameId}), 'unknown'), ${record.stake}, ${record.win},
              ${record.balanceBefore}, ${record.balanceAfter}, ${record.playedAt}, ${JSON.stringify(record.detail ?? null)},
              ${JSON.stringify(record.fairness)})
      on conflict (provider_code, round_id) do nothing
      returning member_id, category_id, stake, win
    ),
    wallet as (
      insert into game_wallets (member_id, provider_code, transfers_in, transfers_out, stakes, wins, updated_at)
      select member_id, ${providerCode}::text, 0, 0, stake, win, ${at}::timestamptz from inserted
      on conflict (member_id, provider_code) do update set
        stakes = game_wallets.stakes + excluded.stakes,
        wins = game_wallets.wins + excluded.wins,
        updated_at = excluded.updated_at
    ),
    turnover as (
      insert into game_turnover (member_id, category_id, day, stakes, wins, rounds)
      select member_id, category_id, ${vietnamDay(new Date(record.playedAt))}::date, stake, win, 1 from inserted
      on conflict (member_id, category_id, day) do update set
        stakes = game_turnover.stakes + excluded.stakes,
        wins = game_turnover.wins + excluded.wins,
        rounds = game_turnover.rounds + 1
    )
    select count(*) as stored from inserted
  `.execute(db.db);
  return Number(result.rows[0]?.stored ?? 0) > 0;
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
