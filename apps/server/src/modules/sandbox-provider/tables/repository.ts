import { sql } from 'kysely';
import type { BaccaratHand } from '@app/domain/casino';
import type { Database } from '../../../db/database.ts';

/** The baccarat tables' own rows: shoes, rounds and the links from players' bets (sandbox_rounds) to rounds. */

export type ShoeRow = {
  shoe_id: string;
  table_id: string;
  server_seed: string;
  server_seed_hash: string;
  started_at: Date;
  finished_at: Date | null;
};

export type TableRoundRow = {
  table_id: string;
  round_no: number;
  shoe_id: string;
  position_start: number;
  cards: number[];
  result: BaccaratHand;
  bets_close_at: Date;
  result_at: Date;
  settled_at: Date | null;
};

export type BetLine = { kind: string; amount: number };

export type BetLinkRow = {
  round_id: string;
  table_id: string;
  round_no: number;
  player_id: string;
  game_id: string;
  client_id: string;
  bets: BetLine[];
  stake: number;
  placed_at: Date;
  /** From sandbox_rounds. */
  status: 'open' | 'settled' | 'void';
  win: number;
};

const shoeColumns = ['shoe_id', 'table_id', 'server_seed', 'server_seed_hash', 'started_at', 'finished_at'] as const;
const roundColumns = ['table_id', 'round_no', 'shoe_id', 'position_start', 'cards', 'result', 'bets_close_at', 'result_at', 'settled_at'] as const;

const asRound = (row: unknown): TableRoundRow => {
  const r = row as TableRoundRow;
  return { ...r, round_no: Number(r.round_no), position_start: Number(r.position_start) };
};

/**
 * Serialises the dealing of a table's rounds across instances until the transaction ends (PostgreSQL's
 * advisory lock; PGlite has one connection): a round is always dealt from where the one before it stopped.
 */
export async function lockTableDealing(txn: Database, tableId: string): Promise<void> {
  txn.assertTransaction();
  await sql`select pg_advisory_xact_lock(hashtext(${`sandbox-baccarat:${tableId}`}))`.execute(txn.db);
}

export async function findShoe(db: Database, shoeId: string): Promise<ShoeRow | null> {
  return ((await db.db.selectFrom('sandbox_baccarat_shoes').select(shoeColumns).where('shoe_id', '=', shoeId).executeTakeFirst()) as ShoeRow | undefined) ?? null;
}

/** Creates the shoe unless it exists; returns it as stored. */
export async function ensureShoe(db: Database, shoe: { shoeId: string; tableId: string; serverSeed: string; serverSeedHash: string; startedAt: Date }): Promise<ShoeRow> {
  await db.db
    .insertInto('sandbox_baccarat_shoes')
    .values({ shoe_id: shoe.shoeId, table_id: shoe.tableId, server_seed: shoe.serverSeed, server_seed_hash: shoe.serverSeedHash, started_at: shoe.startedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findShoe(db, shoe.shoeId))!;
}

export async function finishShoe(db: Database, shoeId: string, at: Date): Promise<void> {
  await db.db.updateTable('sandbox_baccarat_shoes').set({ finished_at: at }).where('shoe_id', '=', shoeId).where('finished_at', 'is', null).execute();
}

/** The table's latest shoe finished by `now` (its seed revealed), or null. */
export async function lastFinishedShoe(db: Database, tableId: string, now: Date): Promise<ShoeRow | null> {
  return (
    ((await db.db
      .selectFrom('sandbox_baccarat_shoes')
      .select(shoeColumns)
      .where('table_id', '=', tableId)
      .where('finished_at', '<=', now)
      .orderBy('finished_at', 'desc')
      .limit(1)
      .executeTakeFirst()) as ShoeRow | undefined) ?? null
  );
}

export async function findRound(db: Database, tableId: string, roundNo: number, options: { lock?: 'share' } = {}): Promise<TableRoundRow | null> {
  let query = db.db.selectFrom('sandbox_baccarat_rounds').select(roundColumns).where('table_id', '=', tableId).where('round_no', '=', roundNo);
  if (options.lock === 'share') query = query.forShare();
  const row = await query.executeTakeFirst();
  return row ? asRound(row) : null;
}

/** The table's round dealt last (the next one continues its shoe), or null before the first. */
export async function latestRound(db: Database, tableId: string): Promise<TableRoundRow | null> {
  const row = await db.db
    .selectFrom('sandbox_baccarat_rounds')
    .select(roundColumns)
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? asRound(row) : null;
}

/** Writes the round unless it exists (the same round, dealt from the same shoe position). */
export async function insertRound(
  db: Database,
  round: { tableId: string; roundNo: number; shoeId: string; position: number; cards: readonly number[]; result: BaccaratHand; betsCloseAt: Date; resultAt: Date },
): Promise<void> {
  await db.db
    .insertInto('sandbox_baccarat_rounds')
    .values({
      table_id: round.tableId,
      round_no: round.roundNo,
      shoe_id: round.shoeId,
      position_start: round.position,
      cards: JSON.stringify(round.cards),
      result: JSON.stringify(round.result),
      bets_close_at: round.betsCloseAt,
      result_at: round.resultAt,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** One round whose result time has come and which is not settled, locked (another instance skips it), or null. */
export async function lockDueRound(txn: Database, now: Date): Promise<TableRoundRow | null> {
  txn.assertTransaction();
  const row = await txn.db
    .selectFrom('sandbox_baccarat_rounds')
    .select(roundColumns)
    .where('settled_at', 'is', null)
    .where('result_at', '<=', now)
    .orderBy('result_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? asRound(row) : null;
}

export async function markRoundSettled(txn: Database, tableId: string, roundNo: number, at: Date): Promise<void> {
  await txn.db.updateTable('sandbox_baccarat_rounds').set({ settled_at: at }).where('table_id', '=', tableId).where('round_no', '=', roundNo).execute();
}

/** The table's results shown by `now`, most recent first. */
export async function shownRounds(db: Database, tableId: string, now: Date, limit: number): Promise<TableRoundRow[]> {
  const rows = await db.db
    .selectFrom('sandbox_baccarat_rounds')
    .select(roundColumns)
    .where('table_id', '=', tableId)
    .where('result_at', '<=', now)
    .orderBy('round_no', 'desc')
    .limit(limit)
    .execute();
  return rows.map(asRound);
}

/** A shoe's rounds whose cards are public by `now` (bets closed), in order. */
export async function shoeRounds(db: Database, shoeId: string, now: Date): Promise<TableRoundRow[]> {
  const rows = await db.db
    .selectFrom('sandbox_baccarat_rounds')
    .select(roundColumns)
    .where('shoe_id', '=', shoeId)
    .where('bets_close_at', '<=', now)
    .orderBy('round_no')
    .execute();
  return rows.map(asRound);
}

// ---- bets ----

const betQuery = (db: Database) =>
  db.db
    .selectFrom('sandbox_baccarat_bets as b')
    .innerJoin('sandbox_rounds as r', 'r.round_id', 'b.round_id')
    .select(['b.round_id', 'b.table_id', 'b.round_no', 'b.player_id', 'b.game_id', 'b.client_id', 'b.bets', 'b.stake', 'b.placed_at', 'r.status', 'r.win']);

const asBet = (row: unknown): BetLinkRow => {
  const r = row as BetLinkRow;
  return { ...r, round_no: Number(r.round_no), stake: Number(r.stake), win: Number(r.win) };
};

export async function findBetByClient(db: Database, playerId: string, clientId: string): Promise<BetLinkRow | null> {
  const row = await betQuery(db).where('b.player_id', '=', playerId).where('b.client_id', '=', clientId).executeTakeFirst();
  return row ? asBet(row) : null;
}

export async function playerBetsInRound(db: Database, playerId: string, tableId: string, roundNo: number): Promise<BetLinkRow[]> {
  const rows = await betQuery(db).where('b.player_id', '=', playerId).where('b.table_id', '=', tableId).where('b.round_no', '=', roundNo).orderBy('b.placed_at').execute();
  return rows.map(asBet);
}

/** A round's bets still open (not yet settled by anyone). */
export async function openBetsOfRound(db: Database, tableId: string, roundNo: number): Promise<BetLinkRow[]> {
  const rows = await betQuery(db).where('b.table_id', '=', tableId).where('b.round_no', '=', roundNo).where('r.status', '=', 'open').execute();
  return rows.map(asBet);
}

export async function playerHistory(db: Database, playerId: string, tableId: string, limit: number): Promise<BetLinkRow[]> {
  const rows = await betQuery(db).where('b.player_id', '=', playerId).where('b.table_id', '=', tableId).orderBy('b.placed_at', 'desc').orderBy('b.round_id').limit(limit).execute();
  return rows.map(asBet);
}

export async function insertBetLink(
  txn: Database,
  bet: { roundId: string; tableId: string; roundNo: number; playerId: string; gameId: string; clientId: string; bets: readonly BetLine[]; stake: number; placedAt: Date },
): Promise<void> {
  txn.assertTransaction();
  await txn.db
    .insertInto('sandbox_baccarat_bets')
    .values({
      round_id: bet.roundId,
      table_id: bet.tableId,
      round_no: bet.roundNo,
      player_id: bet.playerId,
      game_id: bet.gameId,
      client_id: bet.clientId,
      bets: JSON.stringify(bet.bets),
      stake: bet.stake,
      placed_at: bet.placedAt,
    })
    .execute();
}
