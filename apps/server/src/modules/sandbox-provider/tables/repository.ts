import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

/**
 * The live tables' own rows, for every game: series (a seed's rounds: a baccarat shoe), rounds, and the
 * links from players' bets (sandbox_rounds) to rounds. A round's `result` is its game's (the caller
 * names the type); `shoe_id` is its series.
 */

export type SeriesRow = {
  shoe_id: string;
  table_id: string;
  game: string;
  server_seed: string;
  server_seed_hash: string;
  started_at: Date;
  finished_at: Date | null;
};

export type TableRoundRow<R = unknown> = {
  table_id: string;
  round_no: number;
  game: string;
  shoe_id: string;
  position_start: number;
  cards: number[];
  result: R;
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

const seriesColumns = ['shoe_id', 'table_id', 'game', 'server_seed', 'server_seed_hash', 'started_at', 'finished_at'] as const;
const roundColumns = ['table_id', 'round_no', 'game', 'shoe_id', 'position_start', 'cards', 'result', 'bets_close_at', 'result_at', 'settled_at'] as const;

const asRound = <R>(row: unknown): TableRoundRow<R> => {
  const r = row as TableRoundRow<R>;
  return { ...r, round_no: Number(r.round_no), position_start: Number(r.position_start) };
};

/**
 * Serialises the dealing of a table's rounds across instances until the transaction ends (PostgreSQL's
 * advisory lock; PGlite has one connection): a round is always dealt from where the one before it stopped.
 */
export async function lockTableDealing(txn: Database, tableId: string): Promise<void> {
  txn.assertTransaction();
  await sql`select pg_advisory_xact_lock(hashtext(${`sandbox-table:${tableId}`}))`.execute(txn.db);
}

export async function findSeries(db: Database, seriesId: string): Promise<SeriesRow | null> {
  return ((await db.db.selectFrom('sandbox_table_series').select(seriesColumns).where('shoe_id', '=', seriesId).executeTakeFirst()) as SeriesRow | undefined) ?? null;
}

/** Creates the series unless it exists; returns it as stored. */
export async function ensureSeries(
  db: Database,
  series: { seriesId: string; tableId: string; game: string; serverSeed: string; serverSeedHash: string; startedAt: Date },
): Promise<SeriesRow> {
  await db.db
    .insertInto('sandbox_table_series')
    .values({
      shoe_id: series.seriesId,
      table_id: series.tableId,
      game: series.game,
      server_seed: series.serverSeed,
      server_seed_hash: series.serverSeedHash,
      started_at: series.startedAt,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findSeries(db, series.seriesId))!;
}

export async function finishSeries(db: Database, seriesId: string, at: Date): Promise<void> {
  await db.db.updateTable('sandbox_table_series').set({ finished_at: at }).where('shoe_id', '=', seriesId).where('finished_at', 'is', null).execute();
}

/** The table's latest series finished by `now` (its seed revealed), or null. */
export async function lastFinishedSeries(db: Database, tableId: string, now: Date): Promise<SeriesRow | null> {
  return (
    ((await db.db
      .selectFrom('sandbox_table_series')
      .select(seriesColumns)
      .where('table_id', '=', tableId)
      .where('finished_at', '<=', now)
      .orderBy('finished_at', 'desc')
      .limit(1)
      .executeTakeFirst()) as SeriesRow | undefined) ?? null
  );
}

export async function findRound<R = unknown>(db: Database, tableId: string, roundNo: number, options: { lock?: 'share' } = {}): Promise<TableRoundRow<R> | null> {
  let query = db.db.selectFrom('sandbox_table_rounds').select(roundColumns).where('table_id', '=', tableId).where('round_no', '=', roundNo);
  if (options.lock === 'share') query = query.forShare();
  const row = await query.executeTakeFirst();
  return row ? asRound<R>(row) : null;
}

/** The table's round drawn last (the next one continues its series), or null before the first. */
export async function latestRound<R = unknown>(db: Database, tableId: string): Promise<TableRoundRow<R> | null> {
  const row = await db.db
    .selectFrom('sandbox_table_rounds')
    .select(roundColumns)
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? asRound<R>(row) : null;
}

/** Writes the round unless it exists (the same round, drawn from the same series position). */
export async function insertRound(
  db: Database,
  round: { tableId: string; roundNo: number; game: string; seriesId: string; position: number; cards: readonly number[]; result: unknown; betsCloseAt: Date; resultAt: Date },
): Promise<void> {
  await db.db
    .insertInto('sandbox_table_rounds')
    .values({
      table_id: round.tableId,
      round_no: round.roundNo,
      game: round.game,
      shoe_id: round.seriesId,
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
    .selectFrom('sandbox_table_rounds')
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
  await txn.db.updateTable('sandbox_table_rounds').set({ settled_at: at }).where('table_id', '=', tableId).where('round_no', '=', roundNo).execute();
}

/** The table's results shown by `now`, most recent first. */
export async function shownRounds<R = unknown>(db: Database, tableId: string, now: Date, limit: number): Promise<TableRoundRow<R>[]> {
  const rows = await db.db
    .selectFrom('sandbox_table_rounds')
    .select(roundColumns)
    .where('table_id', '=', tableId)
    .where('result_at', '<=', now)
    .orderBy('round_no', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => asRound<R>(row));
}

/** A series' rounds public by `now` (their bets closed, or their result shown, as `from` says), in order. */
export async function seriesRounds<R = unknown>(db: Database, seriesId: string, now: Date, from: 'close' | 'result'): Promise<TableRoundRow<R>[]> {
  const rows = await db.db
    .selectFrom('sandbox_table_rounds')
    .select(roundColumns)
    .where('shoe_id', '=', seriesId)
    .where(from === 'close' ? 'bets_close_at' : 'result_at', '<=', now)
    .orderBy('round_no')
    .execute();
  return rows.map((row) => asRound<R>(row));
}

// ---- bets ----

const betQuery = (db: Database) =>
  db.db
    .selectFrom('sandbox_table_bets as b')
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
    .insertInto('sandbox_table_bets')
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
