import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { BetRecord } from '../providers/provider-adapter.ts';
import { vietnamDay } from '../../../lib/vietnam-day.ts';

/**
 * Stores a provider's rounds, each once (the primary key is provider + round id: a duplicate push or a
 * pull of what was pushed stores nothing), and adds what is new to the member's running figures at
 * that provider (`game_wallets`, which must explain the provider's balance) and to the day's turnover
 * per category in Vietnam's time (for rebates and levels). A later revision of a bet settled later (its
 * settlement, a resettlement) replaces the row and adds only the change in win; an older or equal
 * revision changes nothing. One statement for the whole batch, so one atomic step without a transaction
 * around it, whatever its size (a settled lottery draw arrives 500 records a call). The category is the
 * game's in the catalogue ('unknown' for a game the catalogue does not list). Returns how many rounds
 * changed and whose.
 */
export async function storeRounds(db: Database, providerCode: string, records: readonly BetRecord[], at: Date): Promise<{ stored: number; members: string[] }> {
  if (records.length === 0) return { stored: 0, members: [] };
  // One row per round (the highest revision sent): one statement may not touch a row twice.
  const latest = new Map<string, BetRecord>();
  for (const r of records) if ((latest.get(r.roundId)?.revision ?? -1) < r.revision) latest.set(r.roundId, r);
  const rows = [...latest.values()];
  const column = <T>(pick: (r: BetRecord) => T) => rows.map(pick);
  // prior_win: what the row won before this revision (null: the row is new). Read from the row the
  // update locked, so two revisions racing each move the account by their own difference.
  const result = await sql<{ member_id: string; changed: string }>`
    with incoming as (
      select * from unnest(
        ${column((r) => r.roundId)}::text[], ${column((r) => r.seq)}::bigint[], ${column((r) => r.playerId)}::text[],
        ${column((r) => r.gameId)}::text[], ${column((r) => r.stake)}::bigint[], ${column((r) => r.win)}::bigint[],
        ${column((r) => r.balanceBefore)}::bigint[], ${column((r) => r.balanceAfter)}::bigint[], ${column((r) => r.playedAt)}::timestamptz[],
        ${column((r) => JSON.stringify(r.detail ?? null))}::jsonb[], ${column((r) => JSON.stringify(r.fairness))}::jsonb[],
        ${column((r) => r.status)}::text[], ${column((r) => r.revision)}::integer[], ${column((r) => r.settledAt)}::timestamptz[],
        ${column((r) => vietnamDay(new Date(r.playedAt)))}::date[]
      ) as i(round_id, seq, member_id, game_id, stake, win, balance_before, balance_after, played_at, detail, fairness, status, revision, settled_at, day)
    ),
    upserted as (
      insert into game_rounds (provider_code, round_id, provider_seq, member_id, game_id, category_id, stake, win,
                               balance_before, balance_after, played_at, detail, fairness, status, revision, settled_at, prior_win)
      select ${providerCode}, i.round_id, i.seq, i.member_id, i.game_id, coalesce(g.category_id, 'unknown'), i.stake, i.win,
             i.balance_before, i.balance_after, i.played_at, i.detail, i.fairness, i.status, i.revision, i.settled_at, null
      from incoming i left join games g on g.id = i.game_id
      on conflict (provider_code, round_id) do update set
        win = excluded.win, status = excluded.status, revision = excluded.revision, settled_at = excluded.settled_at,
        detail = excluded.detail, provider_seq = excluded.provider_seq, prior_win = game_rounds.win
      where game_rounds.revision < excluded.revision
      returning round_id, member_id, category_id, stake, win, prior_win
    ),
    moved as (
      select u.member_id, u.category_id, i.day,
             sum(case when u.prior_win is null then u.stake else 0 end) as stake,
             sum(u.win - coalesce(u.prior_win, 0)) as win,
             sum(case when u.prior_win is null then 1 else 0 end) as rounds,
             count(*) as changed
      from upserted u join incoming i on i.round_id = u.round_id
      group by u.member_id, u.category_id, i.day
    ),
    wallet as (
      insert into game_wallets (member_id, provider_code, transfers_in, transfers_out, stakes, wins, updated_at)
      select member_id, ${providerCode}::text, 0, 0, sum(stake), sum(win), ${at}::timestamptz from moved group by member_id
      on conflict (member_id, provider_code) do update set
        stakes = game_wallets.stakes + excluded.stakes,
        wins = game_wallets.wins + excluded.wins,
        updated_at = excluded.updated_at
    ),
    turnover as (
      insert into game_turnover (member_id, category_id, day, stakes, wins, rounds)
      select member_id, category_id, day, stake, win, rounds from moved
      on conflict (member_id, category_id, day) do update set
        stakes = game_turnover.stakes + excluded.stakes,
        wins = game_turnover.wins + excluded.wins,
        rounds = game_turnover.rounds + excluded.rounds
    )
    select member_id, sum(changed) as changed from moved group by member_id
  `.execute(db.db);
  return { stored: result.rows.reduce((n, r) => n + Number(r.changed), 0), members: result.rows.map((r) => r.member_id) };
}

/** One round: `storeRounds` of one. Whether it changed anything. */
export async function storeRound(db: Database, providerCode: string, record: BetRecord, at: Date): Promise<boolean> {
  return (await storeRounds(db, providerCode, [record], at)).stored > 0;
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
