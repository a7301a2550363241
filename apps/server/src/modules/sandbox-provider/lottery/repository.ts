import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** The lottery's own tables: its draws (seed committed, prizes once drawn) and its tickets. */

export type DrawRow = {
  draw_id: string;
  game_key: string;
  draw_at: Date;
  server_seed: string;
  server_seed_hash: string;
  prizes: unknown;
  drawn_at: Date | null;
  settled_at: Date | null;
};

const drawColumns = ['draw_id', 'game_key', 'draw_at', 'server_seed', 'server_seed_hash', 'prizes', 'drawn_at', 'settled_at'] as const;

/** Creates the draw unless it exists (every instance may try at once); returns it as stored. */
export async function ensureDraw(db: Database, draw: { drawId: string; gameKey: string; drawAt: Date; serverSeed: string; serverSeedHash: string }): Promise<DrawRow> {
  await db.db
    .insertInto('sandbox_lottery_draws')
    .values({ draw_id: draw.drawId, game_key: draw.gameKey, draw_at: draw.drawAt, server_seed: draw.serverSeed, server_seed_hash: draw.serverSeedHash })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findDraw(db, draw.drawId))!;
}

export async function findDraw(db: Database, drawId: string, options: { lock?: 'share' | 'update' } = {}): Promise<DrawRow | null> {
  let query = db.db.selectFrom('sandbox_lottery_draws').select(drawColumns).where('draw_id', '=', drawId);
  if (options.lock === 'share') query = query.forShare();
  if (options.lock === 'update') query = query.forUpdate();
  return ((await query.executeTakeFirst()) as DrawRow | undefined) ?? null;
}

/** Draws whose time has come and whose tickets are not all paid, oldest first. */
export async function dueDraws(db: Database, now: Date, limit = 20): Promise<DrawRow[]> {
  return (await db.db
    .selectFrom('sandbox_lottery_draws')
    .select(drawColumns)
    .where('settled_at', 'is', null)
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute()) as DrawRow[];
}

/** Writes the prizes once: false when another instance drew it first (the prizes are the same). */
export async function markDrawn(db: Database, drawId: string, prizes: unknown, at: Date): Promise<boolean> {
  const result = await db.db
    .updateTable('sandbox_lottery_draws')
    .set({ prizes: JSON.stringify(prizes), drawn_at: at })
    .where('draw_id', '=', drawId)
    .where('drawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Settled once no ticket of the draw is still open. */
export async function markSettledIfDone(db: Database, drawId: string, at: Date): Promise<boolean> {
  const result = await sql`
    update sandbox_lottery_draws set settled_at = ${at}
    where draw_id = ${drawId} and settled_at is null and drawn_at is not null
      and not exists (select 1 from sandbox_lottery_tickets where draw_id = ${drawId} and not settled)
  `.execute(db.db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** The game's latest draws drawn, most recent first. */
export async function drawnDraws(db: Database, gameKey: string, limit: number): Promise<DrawRow[]> {
  return (await db.db
    .selectFrom('sandbox_lottery_draws')
    .select(drawColumns)
    .where('game_key', '=', gameKey)
    .where('drawn_at', 'is not', null)
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute()) as DrawRow[];
}

// ---- tickets ----

export type TicketRow = {
  round_id: string;
  draw_id: string;
  player_id: string;
  game_id: string;
  bet_type: string;
  numbers: unknown;
  points: number;
  cost: number | string;
  settled: boolean;
  placed_at: Date;
  /** The odds it was sold at (VND): it is settled by these. */
  point_price: number | string;
  payout_per_point: number | string;
};

const ticketColumns = ['round_id', 'draw_id', 'player_id', 'game_id', 'bet_type', 'numbers', 'points', 'cost', 'settled', 'placed_at', 'point_price', 'payout_per_point'] as const;

export async function insertTicket(
  txn: Database,
  ticket: {
    roundId: string;
    drawId: string;
    playerId: string;
    gameId: string;
    clientId: string;
    betType: string;
    numbers: readonly string[];
    points: number;
    cost: number;
    placedAt: Date;
    odds: { pointPrice: number; payoutPerPoint: number };
  },
): Promise<void> {
  await txn.db
    .insertInto('sandbox_lottery_tickets')
    .values({
      round_id: ticket.roundId,
      draw_id: ticket.drawId,
      player_id: ticket.playerId,
      game_id: ticket.gameId,
      client_id: ticket.clientId,
      bet_type: ticket.betType,
      numbers: JSON.stringify(ticket.numbers),
      points: ticket.points,
      cost: ticket.cost,
      placed_at: ticket.placedAt,
      point_price: ticket.odds.pointPrice,
      payout_per_point: ticket.odds.payoutPerPoint,
    })
    .execute();
}

export async function ticketByClientId(db: Database, playerId: string, clientId: string): Promise<TicketRow | null> {
  return ((await db.db
    .selectFrom('sandbox_lottery_tickets')
    .select(ticketColumns)
    .where('player_id', '=', playerId)
    .where('client_id', '=', clientId)
    .executeTakeFirst()) as TicketRow | undefined) ?? null;
}

/**
 * A batch of the draw's open tickets claimed for settlement, in one statement: locked (those another
 * instance is settling are skipped), marked settled and returned as they were sold. Only the caller's
 * transaction makes it stick: it settles their rounds before it commits, and a rollback or a crash
 * leaves them open for the next pass. (One statement instead of a select then an update of the same
 * rows by a list of their ids: each row is found, locked and written once.)
 */
export async function claimOpenTickets(txn: Database, drawId: string, limit: number): Promise<TicketRow[]> {
  txn.assertTransaction();
  return (await txn.db
    .updateTable('sandbox_lottery_tickets')
    .set({ settled: true })
    .where('round_id', 'in', (eb) =>
      eb.selectFrom('sandbox_lottery_tickets').select('round_id').where('draw_id', '=', drawId).where('settled', '=', false).limit(limit).forUpdate().skipLocked(),
    )
    .returning(ticketColumns)
    .execute()) as TicketRow[];
}

/** A player's latest tickets in one game with their round (status, win, detail), most recent first. */
export async function playerTickets(db: Database, playerId: string, gameId: string, limit: number) {
  return db.db
    .selectFrom('sandbox_lottery_tickets as t')
    .innerJoin('sandbox_rounds as r', 'r.round_id', 't.round_id')
    .innerJoin('sandbox_lottery_draws as d', 'd.draw_id', 't.draw_id')
    .select(['t.round_id', 't.draw_id', 'd.draw_at', 't.bet_type', 't.numbers', 't.points', 't.cost', 't.placed_at', 'r.status', 'r.win', 'r.detail'])
    .where('t.player_id', '=', playerId)
    .where('t.game_id', '=', gameId)
    .orderBy('t.placed_at', 'desc')
    .orderBy('t.round_id', 'desc')
    .limit(limit)
    .execute();
}
