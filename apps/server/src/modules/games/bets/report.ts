import { sql } from 'kysely';
import type { GameDailyReport, GameDailyReportBody } from '@app/contract';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import { DAY_MS, vietnamDayStart } from '../../../lib/vietnam-day.ts';
import { PLAY_MESSAGES } from '../../../messages/games.ts';
import { publishedRtp } from './published-rtp.ts';

/** The round's calendar day in Asia/Ho_Chi_Minh (UTC+7, no daylight saving: no time zone data needed). */
const vietnamDayOf = sql<string>`to_char((r.played_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

function filtered(db: Database, from: number, until: number, body: GameDailyReportBody) {
  let q = db.db
    .selectFrom('game_rounds as r')
    .where('r.played_at', '>=', new Date(from))
    .where('r.played_at', '<', new Date(until));
  if (body.provider) q = q.where('r.provider_code', '=', body.provider);
  if (body.category) q = q.where('r.category_id', '=', body.category);
  if (body.gameId) q = q.where('r.game_id', '=', body.gameId);
  return q;
}

const rtpOf = (turnover: number, payout: number) => (turnover === 0 ? null : payout / turnover);

function figures(row: { rounds: unknown; stakes: unknown; wins: unknown }) {
  const turnover = Number(row.stakes);
  const payout = Number(row.wins);
  return { rounds: Number(row.rounds), turnover, payout, net: turnover - payout, rtp: rtpOf(turnover, payout) };
}

/**
 * Each game's rounds, turnover (stakes), payout (wins), the house's net and the measured RTP per
 * Vietnamese calendar day, summed by the database (GROUP BY), with the published RTP beside it, and
 * the same figures over the whole range.
 */
export async function gameDailyReport(db: Database, body: GameDailyReportBody): Promise<GameDailyReport> {
  const from = vietnamDayStart(body.fromDate);
  const until = vietnamDayStart(body.toDate) + DAY_MS;
  if (from >= until) throw badRequest(PLAY_MESSAGES.dateOrder);
  const sums = [sql<string>`count(*)`.as('rounds'), sql<string>`coalesce(sum(r.stake), 0)`.as('stakes'), sql<string>`coalesce(sum(r.win), 0)`.as('wins')];
  const [rows, totals] = await Promise.all([
    filtered(db, from, until, body)
      .leftJoin('games as g', 'g.id', 'r.game_id')
      .select([vietnamDayOf.as('day'), 'r.game_id', 'r.provider_code', 'r.category_id', sql<string | null>`max(g.name)`.as('name'), sql<string | null>`max(g.engine)`.as('engine'), ...sums])
      .groupBy([vietnamDayOf, 'r.game_id', 'r.provider_code', 'r.category_id'])
      .orderBy('day', 'desc')
      .orderBy(sql`sum(r.stake)`, 'desc')
      .orderBy('r.game_id')
      .execute(),
    filtered(db, from, until, body).select(sums).executeTakeFirstOrThrow(),
  ]);
  return {
    fromDate: body.fromDate,
    toDate: body.toDate,
    rows: rows.map((r) => ({
      day: r.day,
      gameId: r.game_id,
      gameName: r.name ?? r.game_id,
      provider: r.provider_code,
      category: r.category_id,
      ...figures(r),
      publishedRtp: publishedRtp(r.engine),
    })),
    totals: figures(totals),
  };
}
