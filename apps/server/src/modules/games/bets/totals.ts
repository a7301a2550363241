import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

/**
 * What the bet records say about a member's play since a moment: for player protection (loss limits
 * and the reality check live in the protection module, which reads this through a port given to it in
 * app.ts, as it reads payment totals).
 */
export type GamePlayTotals = { rounds: number; stakes: number; wins: number; /** stakes − wins: what the member lost (negative: won). */ loss: number };

export async function playTotalsSince(db: Database, memberId: string, since: Date): Promise<GamePlayTotals> {
  const row = await db.db
    .selectFrom('game_rounds')
    .select([
      sql<string>`count(*)`.as('rounds'),
      sql<string>`coalesce(sum(stake), 0)`.as('stakes'),
      sql<string>`coalesce(sum(win), 0)`.as('wins'),
    ])
    .where('member_id', '=', memberId)
    .where('played_at', '>=', since)
    .executeTakeFirstOrThrow();
  const stakes = Number(row.stakes);
  const wins = Number(row.wins);
  return { rounds: Number(row.rounds), stakes, wins, loss: stakes - wins };
}
