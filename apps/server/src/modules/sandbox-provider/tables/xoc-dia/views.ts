import type { XocDiaHistoryResponse, XocDiaRoundEvent, XocDiaSeriesResponse, XocDiaStateResponse } from '@app/contract/sandbox-xoc-dia';
import type { Database } from '../../../../db/database.ts';
import type { GameBinding } from '../../repository.ts';
import { betHistory, iso, roundTimes, seriesRecall, tableSnapshot } from '../views.ts';
import { BETTING_MS, CYCLE_MS, phaseAt, RESULT_MS, SHAKE_MS } from './definitions.ts';
import { resultView, type XocDiaTable } from './game.ts';
import type { TableRoundRow } from './repository.ts';

/** What a xóc đĩa page is told: nothing of a round's coins before the bowl is lifted, no seed before its series is finished. */

export function roundView(table: XocDiaTable, round: TableRoundRow, now: number): XocDiaStateResponse['round'] {
  const no = round.round_no;
  return {
    no,
    phase: phaseAt(no, now),
    ...roundTimes(table, round),
    result: now >= round.result_at.getTime() ? resultView(round.result) : null,
    seriesId: round.shoe_id,
    position: round.position_start,
  };
}

/** The table as the page shows it, with its limits as they are now (limits.ts). */
export function tableInfo(table: XocDiaTable, limits: XocDiaStateResponse['table']['limits']): XocDiaStateResponse['table'] {
  return { id: table.id, name: table.name, limits, timing: { bettingMs: BETTING_MS, shakeMs: SHAKE_MS, resultMs: RESULT_MS, cycleMs: CYCLE_MS } };
}

export const roadEntry = (r: TableRoundRow) => ({ no: r.round_no, seriesId: r.shoe_id, reds: r.result.reds });

/** The stream's event for the round at `now`: the round as /state shows it (no coins before resultAt), and its road entry once shown. */
export function roundEvent(table: XocDiaTable, round: TableRoundRow, now: number): XocDiaRoundEvent {
  const view = roundView(table, round, now);
  return { type: 'round', serverTime: iso(now), round: view, road: view.result ? roadEntry(round) : null };
}

export async function xocDiaState(db: Database, session: GameBinding, table: XocDiaTable, now: number): Promise<XocDiaStateResponse> {
  const snap = await tableSnapshot(db, session, table, now);
  return {
    table: tableInfo(table, snap.limits),
    serverTime: iso(now),
    round: roundView(table, snap.round, now),
    myBets: snap.myBets,
    myWin: snap.myWin,
    roads: snap.shown.map(roadEntry),
    series: snap.series,
    lastSeries: snap.lastSeries,
    balance: snap.balance,
  };
}

export const xocDiaHistory = (db: Database, session: GameBinding, table: XocDiaTable, now: number): Promise<XocDiaHistoryResponse> => betHistory(db, session, table, now);

/** A series of this table and its rounds shown so far; its seed once finished. */
export async function xocDiaSeries(db: Database, table: XocDiaTable, seriesId: string, now: number): Promise<XocDiaSeriesResponse> {
  const { series, rounds } = await seriesRecall(db, table, seriesId, now);
  return { series, rounds: rounds.map((r) => ({ no: r.round_no, position: r.position_start, coins: [...r.result.coins] })) };
}
