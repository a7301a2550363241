import { randomBytes } from 'node:crypto';
import type { LotteryBuyBody, LotteryTicket } from '@app/contract/sandbox-lottery';
import { closesAt, ticketCost, ticketProblem, type LotteryGameKey } from '@app/domain/lottery';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../../db/database.ts';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { placeOpenBet } from '../deferred-bets.ts';
import { askMayBet } from '../play.ts';
import type { PlatformClient } from '../platform-client.ts';
import type { GameBinding } from '../repository.ts';
import { LOTTERY_MESSAGES as M } from '../../../messages/sandbox-lottery.ts';
import { LOTTERY_POINTS } from './rules.ts';
import { ticketDetail } from './draws.ts';
import { currentOdds } from './odds.ts';
import * as repo from './repository.ts';
import { balanceOf } from '../wallets.ts';

export type TicketDeps = { db: Database; platform: PlatformClient; now: () => number; push: (record: ProviderBetRecord) => void };

/**
 * A ticket bought: the numbers checked against the bet type, the platform asked whether the member may
 * stake its cost, then in one transaction: the draw held (for share: it cannot be drawn meanwhile) and
 * checked still open by the provider's clock, the bet type's odds read again (an operator may have just
 * changed them: then 409, nothing bought), the cost taken from the wallet, the ticket written with the
 * odds it was sold at. The same clientId again answers with the ticket already bought.
 */
export async function buyTicket(deps: TicketDeps, session: GameBinding, gameKey: LotteryGameKey, body: LotteryBuyBody): Promise<{ ticket: LotteryTicket; balance: number }> {
  const { db, now } = deps;
  const earlier = await repo.ticketByClientId(db, session.playerId, body.clientId);
  if (earlier) return { ticket: await ticketOf(db, session, earlier.round_id), balance: await balanceOf(db, session.playerId) };

  // The cost the platform is asked about; the purchase's transaction reads the odds again and sells only at these.
  const odds = await currentOdds(db, body.betType);
  const ticket = { betType: body.betType, numbers: body.numbers, points: body.points };
  const problem = ticketProblem(ticket, odds);
  if (problem) throw badRequest(problem);
  if (body.points < LOTTERY_POINTS.min || body.points > LOTTERY_POINTS.max) throw badRequest(M.points);
  const cost = ticketCost(ticket, odds);
  await askMayBet(deps.platform, { playerId: session.playerId, gameId: session.gameId, stake: cost });

  const roundId = `LOT-${randomBytes(12).toString('base64url')}`;
  try {
    const { record } = await db.transaction(async (txn) => {
      const draw = await repo.findDraw(txn, body.drawId, { lock: 'share' });
      if (!draw || draw.game_key !== gameKey) throw badRequest(M.drawUnknown);
      const at = now();
      if (draw.drawn_at || at >= closesAt(new Date(draw.draw_at).getTime())) throw new HttpError(409, M.drawClosed);
      const placedAt = new Date(at);
      // Held for share until the commit: a change of odds waits for this sale, and this sale is at the odds now.
      const selling = await currentOdds(txn, body.betType, { lock: 'share' });
      if (selling.pointPrice !== odds.pointPrice || selling.payoutPerPoint !== odds.payoutPerPoint) throw new HttpError(409, M.oddsChanged);
      const record = await placeOpenBet(txn, {
        roundId,
        playerId: session.playerId,
        gameId: session.gameId,
        engine: session.engine,
        stake: cost,
        detail: ticketDetail({ drawId: draw.draw_id, drawAt: new Date(draw.draw_at), betType: body.betType, numbers: body.numbers, points: body.points, cost, odds }),
        fairness: { serverSeedHash: draw.server_seed_hash, clientSeed: draw.draw_id, nonce: 0 },
        placedAt,
      });
      await repo.insertTicket(txn, { roundId, drawId: draw.draw_id, playerId: session.playerId, gameId: session.gameId, clientId: body.clientId, betType: body.betType, numbers: body.numbers, points: body.points, cost, placedAt, odds });
      await txn.onCommit(() => deps.push(record));
      return { record };
    });
    return { ticket: await ticketOf(db, session, roundId), balance: record.balanceAfter };
  } catch (error) {
    // The same clientId sent twice at once: the second insert loses on (player, client id); answer with the first.
    const again = await repo.ticketByClientId(db, session.playerId, body.clientId);
    if (again) return { ticket: await ticketOf(db, session, again.round_id), balance: await balanceOf(db, session.playerId) };
    throw error;
  }
}

const TICKETS_SHOWN = 50;

export async function playerTicketList(db: Database, session: GameBinding): Promise<LotteryTicket[]> {
  const rows = await repo.playerTickets(db, session.playerId, session.gameId, TICKETS_SHOWN);
  return rows.map(toTicket);
}

async function ticketOf(db: Database, session: GameBinding, roundId: string): Promise<LotteryTicket> {
  const rows = await repo.playerTickets(db, session.playerId, session.gameId, TICKETS_SHOWN);
  const row = rows.find((r) => r.round_id === roundId);
  if (!row) throw new HttpError(404, M.ticketUnknown);
  return toTicket(row);
}

type TicketJoin = Awaited<ReturnType<typeof repo.playerTickets>>[number];

function toTicket(row: TicketJoin): LotteryTicket {
  const detail = row.detail as { result?: { numbers: LotteryTicket['results'] } };
  const win = Number(row.win);
  const settled = row.status !== 'open';
  return {
    ticketId: row.round_id,
    drawId: row.draw_id,
    drawAt: new Date(row.draw_at).toISOString(),
    betType: row.bet_type as LotteryTicket['betType'],
    numbers: row.numbers as string[],
    points: row.points,
    cost: Number(row.cost),
    status: !settled ? 'open' : win > 0 ? 'won' : 'lost',
    payout: win,
    results: settled ? (detail.result?.numbers ?? null) : null,
    placedAt: new Date(row.placed_at).toISOString(),
  };
}
