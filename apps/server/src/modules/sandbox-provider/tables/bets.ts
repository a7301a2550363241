import { randomBytes } from 'node:crypto';
import { BACCARAT_BETS, type BaccaratBet } from '@app/domain/casino';
import { formatMoney } from '@app/domain';
import type { BaccaratBetBody, BaccaratBetRecord, BaccaratBetResponse } from '@app/contract/sandbox-baccarat';
import type { Database } from '../../../db/database.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { BetPusher } from '../bet-records.ts';
import { placeOpenBet } from '../deferred-bets.ts';
import { askMayBet } from '../play.ts';
import type { PlatformClient } from '../platform-client.ts';
import * as providerRepo from '../repository.ts';
import type { GameBinding } from '../repository.ts';
import { betsCloseAt, roundNoAt, type BaccaratTable } from './definitions.ts';
import { BACCARAT_MESSAGES as M } from './messages.ts';
import * as repo from './repository.ts';
import { betDetail, ensureRound, resultView } from './rounds.ts';

export type BetDeps = { db: Database; platform: PlatformClient; pusher: BetPusher; now: () => number };

/** The request's lines, one per kind (the same kind twice is added up), in the layout's order. */
export function mergeLines(bets: BaccaratBetBody['bets']): repo.BetLine[] {
  const sums = new Map<BaccaratBet, number>();
  for (const b of bets) sums.set(b.kind, (sums.get(b.kind) ?? 0) + b.amount);
  return (Object.keys(BACCARAT_BETS) as BaccaratBet[]).filter((k) => sums.has(k)).map((kind) => ({ kind, amount: sums.get(kind)! }));
}

/** A player's bets summed per kind. */
export function sumLines(rows: readonly { bets: readonly repo.BetLine[] }[]): repo.BetLine[] {
  return mergeLines(rows.flatMap((r) => r.bets) as BaccaratBetBody['bets']);
}

/** What is wrong with the lines against the table's limits, given what the player already has on the round; null when fine. */
export function limitProblem(table: BaccaratTable, lines: readonly repo.BetLine[], prior: readonly repo.BetLine[]): string | null {
  for (const line of lines) {
    const kind = line.kind as BaccaratBet;
    const limit = table.limits[kind];
    const name = BACCARAT_BETS[kind].name;
    if (line.amount < limit.min) return M.belowMin(name, formatMoney(limit.min));
    const already = prior.find((p) => p.kind === kind)?.amount ?? 0;
    if (already + line.amount > limit.max) return M.aboveMax(name, formatMoney(limit.max));
  }
  return null;
}

/** A bet as the page lists it (the result only once shown, so never before its time). */
export function betRecordView(row: repo.BetLinkRow, round: repo.TableRoundRow | null, now: number): BaccaratBetRecord {
  const shown = round !== null && round.result_at.getTime() <= now;
  return {
    betId: row.round_id,
    roundNo: row.round_no,
    bets: row.bets as BaccaratBetRecord['bets'],
    stake: row.stake,
    status: row.status === 'open' ? 'open' : row.win > 0 ? 'won' : 'lost',
    win: row.status === 'open' ? 0 : row.win,
    result: shown ? resultView(round.result) : null,
    placedAt: new Date(row.placed_at).toISOString(),
  };
}

/**
 * Bets on the round the member saw, while it takes bets by the provider's clock: each line within the
 * table's limits (with what the player already has on the round), the platform asked, then in one
 * transaction under the player's wallet lock: the stake taken (one open round of sandbox_rounds for the
 * request) and the link to the table's round written. The same clientId again answers the bet already
 * placed and takes nothing.
 */
export async function placeBets(deps: BetDeps, session: GameBinding, table: BaccaratTable, body: BaccaratBetBody): Promise<BaccaratBetResponse> {
  const { db, platform, pusher, now } = deps;
  const replay = await repo.findBetByClient(db, session.playerId, body.clientId);
  if (replay) return answerFor(db, session, table, replay, now());

  const lines = mergeLines(body.bets);
  const at = now();
  if (body.roundNo !== roundNoAt(at) || at >= betsCloseAt(body.roundNo)) throw badRequest(M.betsClosed);
  const round = await ensureRound(db, table, body.roundNo);
  const priorSeen = sumLines(await repo.playerBetsInRound(db, session.playerId, table.id, body.roundNo));
  const early = limitProblem(table, lines, priorSeen);
  if (early) throw badRequest(early);
  const stake = lines.reduce((sum, l) => sum + l.amount, 0);
  await askMayBet(platform, { playerId: session.playerId, gameId: session.gameId, stake });

  const placed = await db.transaction(async (txn) => {
    // Held for share: the round cannot be settled while a bet on it is being written.
    const locked = (await repo.findRound(txn, table.id, body.roundNo, { lock: 'share' }))!;
    const shoe = (await repo.findShoe(txn, locked.shoe_id))!;
    await providerRepo.lockWallet(txn, session.playerId);
    const again = await repo.findBetByClient(txn, session.playerId, body.clientId);
    if (again) return again;
    const placedAt = now();
    if (placedAt >= betsCloseAt(body.roundNo)) throw badRequest(M.betsClosed);
    const problem = limitProblem(table, lines, sumLines(await repo.playerBetsInRound(txn, session.playerId, table.id, body.roundNo)));
    if (problem) throw badRequest(problem);
    const roundId = `BAC-${randomBytes(12).toString('base64url')}`;
    const record = await placeOpenBet(txn, {
      roundId,
      playerId: session.playerId,
      gameId: session.gameId,
      engine: session.engine,
      stake,
      detail: betDetail(table, body.roundNo, round.shoe_id, round.position_start, lines),
      fairness: { serverSeedHash: shoe.server_seed_hash, clientSeed: shoe.shoe_id, nonce: 0 },
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

async function answerFor(db: Database, session: GameBinding, table: BaccaratTable, bet: repo.BetLinkRow, now: number): Promise<BaccaratBetResponse> {
  const round = await repo.findRound(db, table.id, bet.round_no);
  const mine = await repo.playerBetsInRound(db, session.playerId, table.id, bet.round_no);
  return {
    bet: betRecordView(bet, round, now),
    myBets: sumLines(mine) as BaccaratBetResponse['myBets'],
    balance: (await providerRepo.walletBalance(db, session.playerId)) ?? 0,
  };
}

