import type { BaccaratHistoryResponse, BaccaratRoundEvent, BaccaratShoeResponse, BaccaratStateResponse } from '@app/contract/sandbox-baccarat';
import type { Database } from '../../../../db/database.ts';
import type { GameBinding } from '../../repository.ts';
import { betHistory, iso, roundTimes, seriesRecall, tableSnapshot, type SeriesView } from '../views.ts';
import { BETTING_MS, CARD_MS, CYCLE_MS, RESULT_MS, betsCloseAt, cardShownAt, phaseAt, sideOfCard } from './definitions.ts';
import { resultView, type BaccaratTable } from './game.ts';
import type { TableRoundRow } from './repository.ts';

/** What a baccarat page is told: never a card of a round before its bets close, never a seed before its shoe is finished. */

export function shoeView({ seriesId, ...rest }: SeriesView): BaccaratStateResponse['shoe'] {
  return { shoeId: seriesId, ...rest };
}

/** The round as the page sees it at `now`: its cards once bets are closed, each with the moment it is shown. */
export function roundView(table: BaccaratTable, round: TableRoundRow, now: number): BaccaratStateResponse['round'] {
  const no = round.round_no;
  const times = roundTimes(table, round);
  return {
    no,
    phase: phaseAt(no, round.cards.length, now),
    ...times,
    cards: now >= betsCloseAt(no) ? round.cards.map((card, i) => ({ card, side: sideOfCard(round.result, i), showAt: iso(cardShownAt(no, i)) })) : [],
    result: now >= round.result_at.getTime() ? resultView(round.result) : null,
    shoeId: round.shoe_id,
    position: round.position_start,
  };
}

/** The table as the page shows it, with its limits as they are now (limits.ts). */
export function tableInfo(table: BaccaratTable, limits: BaccaratStateResponse['table']['limits']): BaccaratStateResponse['table'] {
  return { id: table.id, name: table.name, limits, timing: { bettingMs: BETTING_MS, cardMs: CARD_MS, resultMs: RESULT_MS, cycleMs: CYCLE_MS } };
}

export const roadEntry = (r: TableRoundRow) => ({
  no: r.round_no,
  shoeId: r.shoe_id,
  winner: r.result.winner,
  playerTotal: r.result.playerTotal,
  bankerTotal: r.result.bankerTotal,
  playerPair: r.result.playerPair,
  bankerPair: r.result.bankerPair,
  natural: r.result.natural,
});

/** The stream's event for the round at `now`: the round as /state shows it, and its road entry once shown. */
export function roundEvent(table: BaccaratTable, round: TableRoundRow, now: number): BaccaratRoundEvent {
  const view = roundView(table, round, now);
  return { type: 'round', serverTime: iso(now), round: view, road: view.result ? roadEntry(round) : null };
}

export async function baccaratState(db: Database, session: GameBinding, table: BaccaratTable, now: number): Promise<BaccaratStateResponse> {
  const snap = await tableSnapshot(db, session, table, now);
  return {
    table: tableInfo(table, snap.limits),
    serverTime: iso(now),
    round: roundView(table, snap.round, now),
    myBets: snap.myBets,
    myWin: snap.myWin,
    roads: snap.shown.map(roadEntry),
    shoe: shoeView(snap.series),
    lastShoe: snap.lastSeries ? shoeView(snap.lastSeries) : null,
    balance: snap.balance,
  };
}

export const baccaratHistory = (db: Database, session: GameBinding, table: BaccaratTable, now: number): Promise<BaccaratHistoryResponse> => betHistory(db, session, table, now);

/** A shoe of this table and its rounds whose cards are public; its seed once finished. */
export async function shoeRecall(db: Database, table: BaccaratTable, shoeId: string, now: number): Promise<BaccaratShoeResponse> {
  const { series, rounds } = await seriesRecall(db, table, shoeId, now);
  return { shoe: shoeView(series), rounds: rounds.map((r) => ({ no: r.round_no, position: r.position_start, cards: r.cards })) };
}
