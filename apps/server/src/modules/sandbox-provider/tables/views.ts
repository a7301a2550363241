import type { BaccaratHistoryResponse, BaccaratShoeResponse, BaccaratStateResponse } from '@app/contract/sandbox-baccarat';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import * as providerRepo from '../repository.ts';
import type { GameBinding } from '../repository.ts';
import { betRecordView, sumLines } from './bets.ts';
import {
  BETTING_MS,
  CARD_MS,
  CYCLE_MS,
  RESULT_MS,
  betsCloseAt,
  cardShownAt,
  phaseAt,
  resultAt,
  roundEndsAt,
  roundNoAt,
  roundStartsAt,
  sideOfCard,
  type BaccaratTable,
} from './definitions.ts';
import { BACCARAT_MESSAGES as M } from './messages.ts';
import * as repo from './repository.ts';
import { ensureRound, resultView } from './rounds.ts';

/** What the page is told: never a card of a round before its bets close, never a seed before its shoe is finished. */

/** Results kept for the road maps. */
export const ROAD_LENGTH = 60;
export const HISTORY_LENGTH = 30;

const iso = (ms: number) => new Date(ms).toISOString();

export function shoeView(shoe: repo.ShoeRow, now: number) {
  const finished = shoe.finished_at !== null && shoe.finished_at.getTime() <= now;
  return {
    shoeId: shoe.shoe_id,
    serverSeedHash: shoe.server_seed_hash,
    serverSeed: finished ? shoe.server_seed : null,
    startedAt: new Date(shoe.started_at).toISOString(),
    finishedAt: finished ? shoe.finished_at!.toISOString() : null,
  };
}

/** The round as the page sees it at `now`: its cards once bets are closed, each with the moment it is shown. */
export function roundView(round: repo.TableRoundRow, now: number): BaccaratStateResponse['round'] {
  const no = round.round_no;
  const closed = now >= betsCloseAt(no);
  const shown = now >= resultAt(no, round.cards.length);
  return {
    no,
    phase: phaseAt(no, round.cards.length, now),
    startsAt: iso(roundStartsAt(no)),
    betsCloseAt: iso(betsCloseAt(no)),
    resultAt: iso(resultAt(no, round.cards.length)),
    endsAt: iso(roundEndsAt(no)),
    cards: closed ? round.cards.map((card, i) => ({ card, side: sideOfCard(round.result, i), showAt: iso(cardShownAt(no, i)) })) : [],
    result: shown ? resultView(round.result) : null,
    shoeId: round.shoe_id,
    position: round.position_start,
  };
}

export function tableInfo(table: BaccaratTable): BaccaratStateResponse['table'] {
  return { id: table.id, name: table.name, limits: table.limits, timing: { bettingMs: BETTING_MS, cardMs: CARD_MS, resultMs: RESULT_MS, cycleMs: CYCLE_MS } };
}

export async function tableState(db: Database, session: GameBinding, table: BaccaratTable, now: number): Promise<BaccaratStateResponse> {
  const round = await ensureRound(db, table, roundNoAt(now));
  const [shoe, lastShoe, mine, shown, balance] = await Promise.all([
    repo.findShoe(db, round.shoe_id),
    repo.lastFinishedShoe(db, table.id, new Date(now)),
    repo.playerBetsInRound(db, session.playerId, table.id, round.round_no),
    repo.shownRounds(db, table.id, new Date(now), ROAD_LENGTH),
    providerRepo.walletBalance(db, session.playerId),
  ]);
  const settled = mine.length > 0 && mine.every((b) => b.status !== 'open');
  return {
    table: tableInfo(table),
    serverTime: iso(now),
    round: roundView(round, now),
    myBets: sumLines(mine) as BaccaratStateResponse['myBets'],
    myWin: settled ? mine.reduce((sum, b) => sum + b.win, 0) : null,
    roads: shown.reverse().map((r) => ({
      no: r.round_no,
      shoeId: r.shoe_id,
      winner: r.result.winner,
      playerTotal: r.result.playerTotal,
      bankerTotal: r.result.bankerTotal,
      playerPair: r.result.playerPair,
      bankerPair: r.result.bankerPair,
      natural: r.result.natural,
    })),
    shoe: shoeView(shoe!, now),
    lastShoe: lastShoe ? shoeView(lastShoe, now) : null,
    balance: balance ?? 0,
  };
}

export async function betHistory(db: Database, session: GameBinding, table: BaccaratTable, now: number): Promise<BaccaratHistoryResponse> {
  const rows = await repo.playerHistory(db, session.playerId, table.id, HISTORY_LENGTH);
  const rounds = new Map<number, repo.TableRoundRow | null>();
  for (const row of rows) if (!rounds.has(row.round_no)) rounds.set(row.round_no, await repo.findRound(db, table.id, row.round_no));
  return { bets: rows.map((row) => betRecordView(row, rounds.get(row.round_no) ?? null, now)) };
}

/** A shoe of this table and its rounds whose cards are public; its seed once finished. */
export async function shoeRecall(db: Database, table: BaccaratTable, shoeId: string, now: number): Promise<BaccaratShoeResponse> {
  const shoe = await repo.findShoe(db, shoeId);
  if (!shoe || shoe.table_id !== table.id || shoe.started_at.getTime() > now) throw badRequest(M.shoeUnknown);
  const rounds = await repo.shoeRounds(db, shoeId, new Date(now));
  return { shoe: shoeView(shoe, now), rounds: rounds.map((r) => ({ no: r.round_no, position: r.position_start, cards: r.cards })) };
}
