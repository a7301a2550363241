import { randomBytes } from 'node:crypto';
import { formatMoney } from '@app/domain';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { BetPusher } from '../bet-records.ts';
import { placeOpenBet } from '../deferred-bets.ts';
import { askMayBet } from '../play.ts';
import type { PlatformClient } from '../platform-client.ts';
import * as providerRepo from '../repository.ts';
import type { GameBinding } from '../repository.ts';
import { betKindsOf, roundClock, type BetLimit, type TableDef, type TableGame } from './game.ts';
import { currentLimits } from './limits.ts';
import { TABLE_MESSAGES as M } from './messages.ts';
import * as repo from './repository.ts';
import { betDetail, ensureRound } from './rounds.ts';

export type BetDeps = { db: Database; platform: PlatformClient; pusher: BetPusher; now: () => number };

export type BetLineOf<K extends string> = { kind: K; amount: number };

/** A bet request as the game's contract reads it. */
export type TableBetBody<K extends string> = { roundNo: number; bets: readonly BetLineOf<K>[]; clientId: string };

/** A bet as the page lists it: the game's contract record. */
export type TableBetRecord<K extends string, V> = {
  betId: string;
  roundNo: number;
  bets: BetLineOf<K>[];
  stake: number;
  status: 'open' | 'won' | 'lost';
  win: number;
  result: V | null;
  placedAt: string;
};

export type TableBetResponse<K extends string, V> = { bet: TableBetRecord<K, V>; myBets: BetLineOf<K>[]; balance: number };

/** The request's lines, one per kind (the same kind twice is added up), in the layout's order. */
export function mergeLines<K extends string>(game: Pick<TableGame<K>, 'bets'>, bets: readonly { kind: string; amount: number }[]): BetLineOf<K>[] {
  const sums = new Map<string, number>();
  for (const b of bets) sums.set(b.kind, (sums.get(b.kind) ?? 0) + b.amount);
  return betKindsOf(game)
    .filter((k) => sums.has(k))
    .map((kind) => ({ kind, amount: sums.get(kind)! }));
}

/** A player's bets summed per kind. */
export function sumLines<K extends string>(game: Pick<TableGame<K>, 'bets'>, rows: readonly { bets: readonly repo.BetLine[] }[]): BetLineOf<K>[] {
  return mergeLines(game, rows.flatMap((r) => r.bets));
}

/** What is wrong with the lines against the table's limits now (limits.ts), given what the player already has on the round; null when fine. */
export function limitProblem<K extends string>(
  table: TableDef<K, unknown, unknown>,
  limits: Readonly<Record<K, BetLimit>>,
  lines: readonly BetLineOf<K>[],
  prior: readonly repo.BetLine[],
): string | null {
  for (const line of lines) {
    const limit = limits[line.kind];
    const name = table.game.bets[line.kind].name;
    if (line.amount < limit.min) return M.belowMin(name, formatMoney(limit.min));
    const already = prior.find((p) => p.kind === line.kind)?.amount ?? 0;
    if (already + line.amount > limit.max) return M.aboveMax(name, formatMoney(limit.max));
  }
  return null;
}

/** A bet as the page lists it (the result only once shown, so never before its time). */
export function betRecordView<K extends string, R, V>(
  game: TableGame<K, R, V>,
  row: repo.BetLinkRow,
  round: repo.TableRoundRow<R> | null,
  now: number,
): TableBetRecord<K, V> {
  const shown = round !== null && round.result_at.getTime() <= now;
  return {
    betId: row.round_id,
    roundNo: row.round_no,
    bets: row.bets as BetLineOf<K>[],
    stake: row.stake,
    status: row.status === 'open' ? 'open' : row.win > 0 ? 'won' : 'lost',
    win: row.status === 'open' ? 0 : row.win,
    result: shown ? game.resultView(round.result) : null,
    placedAt: new Date(row.placed_at).toISOString(),
  };
}

/**
 * Bets on the round the member saw, while it takes bets by the provider's clock: each line within the
 * table's limits as they are now (with what the player already has on the round), the platform asked,
 * then in one transaction under the player's wallet lock: the limits read again, the stake taken (one
 * open round of sandbox_rounds for the request) and the link to the table's round written. The same
 * clientId again answers the bet already placed and takes nothing.
 */
export async function placeBets<K extends string, R, V>(
  deps: BetDeps,
  session: GameBinding,
  table: TableDef<K, R, V>,
  body: TableBetBody<K>,
): Promise<TableBetResponse<K, V>> {
  const { db, platform, pusher, now } = deps;
  const { game } = table;
  const clock = roundClock(game.timing);
  const replay = await repo.findBetByClient(db, session.playerId, body.clientId);
  if (replay) return answerFor(db, session, table, sameTable(table, replay), now());

  const lines = mergeLines(game, body.bets);
  const at = now();
  if (body.roundNo !== clock.roundNoAt(at) || at >= clock.betsCloseAt(body.roundNo)) throw badRequest(M.betsClosed);
  const round = await ensureRound(db, table, body.roundNo);
  const priorSeen = sumLines(game, await repo.playerBetsInRound(db, session.playerId, table.id, body.roundNo));
  const early = limitProblem(table, await currentLimits(db, table), lines, priorSeen);
  if (early) throw badRequest(early);
  const stake = lines.reduce((sum, l) => sum + l.amount, 0);
  await askMayBet(platform, { playerId: session.playerId, gameId: session.gameId, stake });

  const placed = await db.transaction(async (txn) => {
    // Held for share: the round cannot be settled while a bet on it is being written.
    const locked = (await repo.findRound(txn, table.id, body.roundNo, { lock: 'share' }))!;
    const series = (await repo.findSeries(txn, locked.shoe_id))!;
    await providerRepo.lockWallet(txn, session.playerId);
    const again = await repo.findBetByClient(txn, session.playerId, body.clientId);
    if (again) return sameTable(table, again);
    const placedAt = now();
    if (placedAt >= clock.betsCloseAt(body.roundNo)) throw badRequest(M.betsClosed);
    // The limits as they are now, held for share: an operator's change lands before this bet or after it, never during.
    const limits = await currentLimits(txn, table, { lock: 'share' });
    const problem = limitProblem(table, limits, lines, sumLines(game, await repo.playerBetsInRound(txn, session.playerId, table.id, body.roundNo)));
    if (problem) throw badRequest(problem);
    const roundId = `${game.roundIdPrefix}-${randomBytes(12).toString('base64url')}`;
    const record = await placeOpenBet(txn, {
      roundId,
      playerId: session.playerId,
      gameId: session.gameId,
      engine: session.engine,
      stake,
      detail: betDetail(table, body.roundNo, round.shoe_id, round.position_start, lines),
      fairness: { serverSeedHash: series.server_seed_hash, clientSeed: series.shoe_id, nonce: game.nonce(round.position_start) },
      placedAt: new Date(placedAt),
    });
    await repo.insertBetLink(txn, {
      roundId,
      tableId: table.id,
      roundNo: body.roundNo,
      playerId: session.playerId,
      gameId: session.gameId,
      clientId: body.clientId,
      bets: lines,
      stake,
      placedAt: new Date(placedAt),
    });
    await txn.onCommit(() => pusher.pushSoon(record));
    return (await repo.findBetByClient(txn, session.playerId, body.clientId))!;
  });
  return answerFor(db, session, table, placed, now());
}

/** A request id is the player's for one bet: used again at another table, it is refused rather than answered with that bet. */
function sameTable(table: { id: string }, bet: repo.BetLinkRow): repo.BetLinkRow {
  if (bet.table_id !== table.id) throw badRequest(M.clientIdUsed);
  return bet;
}

async function answerFor<K extends string, R, V>(
  db: Database,
  session: GameBinding,
  table: TableDef<K, R, V>,
  bet: repo.BetLinkRow,
  now: number,
): Promise<TableBetResponse<K, V>> {
  const round = await repo.findRound<R>(db, table.id, bet.round_no);
  const mine = await repo.playerBetsInRound(db, session.playerId, table.id, bet.round_no);
  return {
    bet: betRecordView(table.game, bet, round, now),
    myBets: sumLines(table.game, mine),
    balance: (await providerRepo.walletBalance(db, session.playerId)) ?? 0,
  };
}
