import type { BetHistoryBody, BetHistoryPage, BetRoundDetail, BetRoundSummary } from '@app/contract';
import type { GameProviderCode } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { DAY_MS, vietnamDayStart } from '../../../lib/vietnam-day.ts';
import { PLAY_MESSAGES } from '../../../messages/games.ts';

const DEFAULT_PAGE = 20;

type Filter = { memberId: string; provider?: string | undefined; category?: string | undefined; from?: number | undefined; until?: number | undefined };

function filtered(db: Database, f: Filter) {
  let q = db.db.selectFrom('game_rounds as r').leftJoin('games as g', 'g.id', 'r.game_id').where('r.member_id', '=', f.memberId);
  if (f.provider) q = q.where('r.provider_code', '=', f.provider);
  if (f.category) q = q.where('r.category_id', '=', f.category);
  if (f.from !== undefined) q = q.where('r.played_at', '>=', new Date(f.from));
  if (f.until !== undefined) q = q.where('r.played_at', '<', new Date(f.until));
  return q;
}

type SummaryRow = { provider_code: string; round_id: string; game_id: string; name: string | null; category_id: string; stake: unknown; win: unknown; played_at: Date | string; status: 'open' | 'settled' | 'void' };
function summary(r: SummaryRow): BetRoundSummary {
  const stake = Number(r.stake);
  const win = Number(r.win);
  return {
    provider: r.provider_code as GameProviderCode,
    roundId: r.round_id,
    gameId: r.game_id,
    gameName: r.name ?? r.game_id,
    category: r.category_id,
    stake,
    win,
    net: win - stake,
    playedAt: new Date(r.played_at).toISOString(),
    status: r.status,
  };
}

/**
 * "Lịch sử cược": a member's rounds across providers, newest first, in keyset pages (the cursor is
 * the last round's row id: rounds are stored as they are played), with totals over the whole range.
 */
export async function betHistory(db: Database, memberId: string, body: BetHistoryBody): Promise<BetHistoryPage> {
  const from = body.fromDate === undefined ? undefined : vietnamDayStart(body.fromDate);
  const until = body.toDate === undefined ? undefined : vietnamDayStart(body.toDate) + DAY_MS;
  if (from !== undefined && until !== undefined && from >= until) throw badRequest(PLAY_MESSAGES.dateOrder);
  let before: number | undefined;
  if (body.cursor !== undefined) {
    if (!/^[1-9]\d{0,17}$/.test(body.cursor)) throw badRequest(PLAY_MESSAGES.badCursor);
    before = Number(body.cursor);
  }
  const f: Filter = { memberId, provider: body.provider, category: body.category, from, until };
  const limit = body.limit ?? DEFAULT_PAGE;
  let page = filtered(db, f);
  if (before !== undefined) page = page.where('r.id', '<', before);
  const [rows, totals] = await Promise.all([
    page
      .select(['r.id', 'r.provider_code', 'r.round_id', 'r.game_id', 'g.name', 'r.category_id', 'r.stake', 'r.win', 'r.played_at', 'r.status'])
      .orderBy('r.id', 'desc')
      .limit(limit + 1)
      .execute(),
    filtered(db, f)
      .select((eb) => [
        eb.fn.countAll<string>().as('rounds'),
        eb.fn.coalesce(eb.fn.sum<string>('r.stake'), eb.val('0')).as('stakes'),
        eb.fn.coalesce(eb.fn.sum<string>('r.win'), eb.val('0')).as('wins'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, limit).map(summary);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const turnover = Number(totals.stakes);
  const wins = Number(totals.wins);
  return { items, nextCursor: last ? String(last.id) : null, totals: { rounds: Number(totals.rounds), turnover, wins, net: wins - turnover } };
}

/** One round, the member's own only: what happened and its fairness data (the game recall). */
export async function betRound(db: Database, memberId: string, provider: string, roundId: string): Promise<BetRoundDetail> {
  const r = await db.db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.provider_code', 'r.round_id', 'r.game_id', 'g.name', 'g.engine', 'r.category_id', 'r.stake', 'r.win', 'r.played_at', 'r.status', 'r.balance_before', 'r.balance_after', 'r.detail', 'r.fairness', 'r.revision'])
    .where('r.provider_code', '=', provider)
    .where('r.round_id', '=', roundId)
    .where('r.member_id', '=', memberId)
    .executeTakeFirst();
  if (!r) throw new HttpError(404, PLAY_MESSAGES.roundNotFound);
  return {
    ...summary(r),
    engine: r.engine ?? null,
    balanceBefore: Number(r.balance_before),
    balanceAfter: Number(r.balance_after),
    detail: JSON.parse(r.detail) as unknown,
    fairness: JSON.parse(r.fairness) as BetRoundDetail['fairness'],
    revision: Number(r.revision),
  };
}
