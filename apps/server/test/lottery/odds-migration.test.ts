import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { openTestPglite } from '../helpers/databases.ts';

const LOTTERY_ODDS = '2026-11-28T12-00-00-lottery-odds';

// Tickets sold before the odds became settable were sold at the street rates: the migration writes
// those on each, so their settlement (by the ticket's own odds) pays what it always would have.
describe('the lottery odds migration on an existing database', () => {
  it('backfills the street rates on tickets already sold, and goes back', async () => {
    const { db } = await openTestPglite('blank');
    const names = Object.keys(migrations);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const previous = names[names.indexOf(LOTTERY_ODDS) - 1]!;
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();

    // Two tickets as the provider stored them then (the rounds they reference are beside the point here).
    await sql`set session_replication_role = replica`.execute(db);
    await sql`insert into sandbox_lottery_draws (draw_id, game_key, draw_at, server_seed, server_seed_hash)
      values ('ST1-20261127-0001', 'sieu-toc-1', now(), 's', 'h')`.execute(db);
    await sql`insert into sandbox_lottery_tickets (round_id, draw_id, player_id, game_id, client_id, bet_type, numbers, points, cost, placed_at)
      values ('LOT-a', 'ST1-20261127-0001', 'p', 'g', 'c-a', 'lo', '["27"]', 1, 23000, now()),
             ('LOT-b', 'ST1-20261127-0001', 'p', 'g', 'c-b', 'xien-4', '["01","02","03","04"]', 2, 2000, now())`.execute(db);
    await sql`set session_replication_role = origin`.execute(db);

    expect((await migrator.migrateTo(LOTTERY_ODDS)).error).toBeUndefined();
    const rows = await sql<{ round_id: string; point_price: string; payout_per_point: string }>`
      select round_id, point_price, payout_per_point from sandbox_lottery_tickets order by round_id`.execute(db);
    expect(rows.rows.map((r) => [r.round_id, Number(r.point_price), Number(r.payout_per_point)])).toEqual([
      ['LOT-a', 23_000, 80_000],
      ['LOT-b', 1_000, 100_000],
    ]);
    const odds = await sql<{ n: string }>`select count(*) as n from sandbox_lottery_odds`.execute(db);
    expect(Number(odds.rows[0]!.n)).toBe(0);

    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const columns = await sql<{ n: string }>`select count(*) as n from information_schema.columns where table_name = 'sandbox_lottery_tickets' and column_name = 'point_price'`.execute(db);
    expect(Number(columns.rows[0]!.n)).toBe(0);
    await db.destroy();
  });
});
