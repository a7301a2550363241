import {
  closesAt,
  drawIdOf,
  fairNorthernDraw,
  LOTTERY_GAMES,
  nextDrawAt,
  settleTicket,
  type LotteryBetType,
  type LotteryGameKey,
  type LotteryOdds,
  type NorthernDraw,
} from '@app/domain/lottery';
import { generateServerSeed, serverSeedHash } from '@app/domain';
import type { LotteryDrawInfo, LotteryDrawResult } from '@app/contract/sandbox-lottery';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../../db/database.ts';
import { settleOpenBets, type Settlement } from '../deferred-bets.ts';
import * as repo from './repository.ts';

/**
 * The draws: each one created (its seed drawn and its hash committed) before tickets are sold for it,
 * drawn at its time from that seed, its tickets settled in batches. Any instance may do any step; the
 * database makes each happen once (the draw's row, the prizes written once, tickets locked per batch).
 */

/**
 * Tickets settled per transaction, and transactions under way at once per draw (SETTLE_LANES): while one
 * batch is in the database (its rounds rewritten and indexed), the next is worked out here. Each lane
 * claims its own tickets (skip locked), and the wallets are locked in player order at the end of each,
 * so the lanes never wait on each other in a circle. 100,000 tickets: ~40 batches, three at a time.
 */
export const SETTLE_BATCH = 2_500;
export const SETTLE_LANES = 3;

/** The draw tickets are sold for at `now`: the game's next draw, created with its seed if new. */
export async function openDraw(db: Database, gameKey: LotteryGameKey, now: number): Promise<repo.DrawRow> {
  return ensureDrawAt(db, gameKey, openDrawAt(gameKey, now));
}

/** When the draw tickets are sold for at `now` takes place: within the last seconds before a draw, the one after. */
export function openDrawAt(gameKey: LotteryGameKey, now: number): number {
  const game = LOTTERY_GAMES[gameKey];
  const drawAt = nextDrawAt(game, now);
  return now >= closesAt(drawAt) ? nextDrawAt(game, drawAt) : drawAt;
}

export async function ensureDrawAt(db: Database, gameKey: LotteryGameKey, drawAt: number): Promise<repo.DrawRow> {
  const serverSeed = generateServerSeed();
  return repo.ensureDraw(db, {
    drawId: drawIdOf(LOTTERY_GAMES[gameKey], drawAt),
    gameKey,
    drawAt: new Date(drawAt),
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
  });
}

export function drawInfo(row: repo.DrawRow): LotteryDrawInfo {
  const at = new Date(row.draw_at).getTime();
  return { drawId: row.draw_id, drawAt: new Date(at).toISOString(), closesAt: new Date(closesAt(at)).toISOString(), serverSeedHash: row.server_seed_hash };
}

/** A drawn draw as members see it, its seed revealed. */
export function drawResult(row: repo.DrawRow): LotteryDrawResult {
  return { ...drawInfo(row), serverSeed: row.server_seed, prizes: row.prizes as LotteryDrawResult['prizes'], settled: row.settled_at !== null };
}

export type SettleDeps = {
  db: Database;
  now: () => number;
  push: (records: readonly ProviderBetRecord[]) => void;
  /** Tickets per transaction: SETTLE_BATCH, or fewer where a test settles a draw of many batches without 8,000 tickets. */
  batch?: number;
};

/**
 * A due draw: drawn if not yet (the prizes from its seed, written once), then its open tickets settled
 * batch by batch, each batch one transaction (tickets claimed, rounds settled, wallets credited once per
 * player) pushed to the platform after its commit, SETTLE_LANES batches under way at once; the draw
 * marked settled when none is left. Another instance settling the same draw claims other tickets; a
 * crash leaves its uncommitted batches open for the next pass. Returns the tickets this call settled.
 */
export async function drawAndSettle(deps: SettleDeps, due: repo.DrawRow): Promise<number> {
  const { db, now } = deps;
  let row = due;
  if (!row.drawn_at) {
    // The draw's row lock waits for a purchase still in its transaction (it holds the row for share).
    await db.transaction(async (txn) => {
      const locked = (await repo.findDraw(txn, due.draw_id, { lock: 'update' }))!;
      if (!locked.drawn_at) await repo.markDrawn(txn, due.draw_id, fairNorthernDraw(locked.server_seed, locked.draw_id), new Date(now()));
    });
    row = (await repo.findDraw(db, due.draw_id))!;
  }
  const prizes = row.prizes as NorthernDraw;
  /** One batch: null when no open ticket is left to claim. */
  const settleBatch = () =>
    db.transaction(async (txn) => {
      const tickets = await repo.claimOpenTickets(txn, row.draw_id, deps.batch ?? SETTLE_BATCH);
      if (tickets.length === 0) return null;
      const settlements = tickets.map((t) => ticketSettlement(t, row, prizes));
      const pushed = await settleOpenBets(txn, settlements, new Date(now()));
      await txn.onCommit(() => deps.push(pushed));
      return pushed.length;
    });
  let settled = 0;
  let failed = false;
  const lane = async () => {
    try {
      while (!failed) {
        const n = await settleBatch();
        if (n === null) return;
        settled += n;
      }
    } catch (err) {
      // The other lanes stop after their batch; the error is the call's (the next tick resumes).
      failed = true;
      throw err;
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: SETTLE_LANES }, lane));
  const failure = lanes.find((l) => l.status === 'rejected');
  if (failure) throw failure.reason;
  await repo.markSettledIfDone(db, row.draw_id, new Date(now()));
  return settled;
}

/** What a ticket won against the draw, with the detail the member's ticket and the recall show. */
export function ticketSettlement(ticket: repo.TicketRow, draw: repo.DrawRow, prizes: NorthernDraw): Settlement {
  const betType = ticket.bet_type as LotteryBetType;
  const numbers = ticket.numbers as string[];
  // The odds it was sold at, whatever they are now.
  const odds: LotteryOdds = { pointPrice: Number(ticket.point_price), payoutPerPoint: Number(ticket.payout_per_point) };
  const result = settleTicket({ betType, numbers, points: ticket.points }, prizes, odds);
  return {
    roundId: ticket.round_id,
    playerId: ticket.player_id,
    win: result.payout,
    status: 'settled',
    detail: {
      ...ticketDetail({ drawId: draw.draw_id, drawAt: new Date(draw.draw_at), betType, numbers, points: ticket.points, cost: Number(ticket.cost), odds }),
      result: { payout: result.payout, numbers: result.numbers },
      // The prizes are fairNorthernDraw(serverSeed, drawId): the seed is enough to show and check them.
      draw: { serverSeed: draw.server_seed },
    },
  };
}

/** A ticket's detail as placed (the round's detail until settled), with the odds it was sold at. */
export function ticketDetail(t: { drawId: string; drawAt: Date; betType: LotteryBetType; numbers: readonly string[]; points: number; cost: number; odds: LotteryOdds }) {
  const odds = { pointPrice: t.odds.pointPrice, payoutPerPoint: t.odds.payoutPerPoint };
  return { kind: 'lottery-ticket', drawId: t.drawId, drawAt: t.drawAt.toISOString(), betType: t.betType, numbers: t.numbers, points: t.points, cost: t.cost, odds };
}
