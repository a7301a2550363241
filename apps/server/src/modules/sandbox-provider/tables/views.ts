import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import * as providerRepo from '../repository.ts';
import type { GameBinding } from '../repository.ts';
import { betRecordView, sumLines, type TableBetRecord } from './bets.ts';
import { roundClock, type TableDef } from './game.ts';
import { currentLimits } from './limits.ts';
import * as repo from './repository.ts';
import { ensureRound } from './rounds.ts';

/**
 * What the page is told, whatever the game (each game's views.ts shapes it as its contract says):
 * never a seed before its series is finished, never a result before its time.
 */

/** Results kept for the roads. */
export const ROAD_LENGTH = 60;
export const HISTORY_LENGTH = 30;

export const iso = (ms: number) => new Date(ms).toISOString();

export type SeriesView = { seriesId: string; serverSeedHash: string; serverSeed: string | null; startedAt: string; finishedAt: string | null };

export function seriesView(series: repo.SeriesRow, now: number): SeriesView {
  const finished = series.finished_at !== null && series.finished_at.getTime() <= now;
  return {
    seriesId: series.shoe_id,
    serverSeedHash: series.server_seed_hash,
    serverSeed: finished ? series.server_seed : null,
    startedAt: new Date(series.started_at).toISOString(),
    finishedAt: finished ? series.finished_at!.toISOString() : null,
  };
}

/** The round's times by the game's clock. */
export function roundTimes(table: Pick<TableDef, 'game'>, round: repo.TableRoundRow<unknown>) {
  const clock = roundClock(table.game.timing);
  const no = round.round_no;
  return { startsAt: iso(clock.roundStartsAt(no)), betsCloseAt: iso(clock.betsCloseAt(no)), resultAt: iso(round.result_at.getTime()), endsAt: iso(clock.roundEndsAt(no)) };
}

/** Everything a table's state is made of at `now`: the round running (drawn if need be), its series, the last revealed, the player's bets, the roads, the limits now. */
export async function tableSnapshot<K extends string, R, V>(db: Database, session: GameBinding, table: TableDef<K, R, V>, now: number) {
  const round = await ensureRound(db, table, roundClock(table.game.timing).roundNoAt(now));
  const [series, lastSeries, mine, shown, balance, limits] = await Promise.all([
    repo.findSeries(db, round.shoe_id),
    repo.lastFinishedSeries(db, table.id, new Date(now)),
    repo.playerBetsInRound(db, session.playerId, table.id, round.round_no),
    repo.shownRounds<R>(db, table.id, new Date(now), ROAD_LENGTH),
    providerRepo.walletBalance(db, session.playerId),
    currentLimits(db, table),
  ]);
  const settled = mine.length > 0 && mine.every((b) => b.status !== 'open');
  return {
    round,
    series: seriesView(series!, now),
    lastSeries: lastSeries ? seriesView(lastSeries, now) : null,
    myBets: sumLines(table.game, mine),
    myWin: settled ? mine.reduce((sum, b) => sum + b.win, 0) : null,
    /** Oldest first. */
    shown: shown.reverse(),
    balance: balance ?? 0,
    limits,
  };
}

export async function betHistory<K extends string, R, V>(db: Database, session: GameBinding, table: TableDef<K, R, V>, now: number): Promise<{ bets: TableBetRecord<K, V>[] }> {
  const rows = await repo.playerHistory(db, session.playerId, table.id, HISTORY_LENGTH);
  const rounds = new Map<number, repo.TableRoundRow<R> | null>();
  for (const row of rows) if (!rounds.has(row.round_no)) rounds.set(row.round_no, await repo.findRound<R>(db, table.id, row.round_no));
  return { bets: rows.map((row) => betRecordView(table.game, row, rounds.get(row.round_no) ?? null, now)) };
}

/** A series of this table and its rounds public so far; its seed once finished. */
export async function seriesRecall<K extends string, R, V>(db: Database, table: TableDef<K, R, V>, seriesId: string, now: number) {
  const series = await repo.findSeries(db, seriesId);
  if (!series || series.table_id !== table.id || series.started_at.getTime() > now) throw badRequest(table.game.messages.seriesUnknown);
  const rounds = await repo.seriesRounds<R>(db, seriesId, new Date(now), table.game.drawnShownFrom);
  return { series: seriesView(series, now), rounds };
}
