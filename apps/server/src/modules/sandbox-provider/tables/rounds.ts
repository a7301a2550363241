import { generateServerSeed, serverSeedHash } from '@app/domain';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../../db/database.ts';
import { settleOpenBets, type Settlement } from '../deferred-bets.ts';
import { roundClock, type AnyTableDef, type Series, type TableDef, type TableGame } from './game.ts';
import * as repo from './repository.ts';

/**
 * A table's rounds, whatever its game: each drawn once, when it opens (from the series where the round
 * before it stopped, or from a new series, its seed committed, once that one is finished), and settled
 * once, when its result is shown. Any instance may do either; the database makes each happen once (an
 * advisory lock per table while drawing, the round's row locked, skip locked, while settling).
 */

// Shuffling a baccarat shoe costs ~60 HMAC blocks: the series in play are kept (a few tables, one each).
const seriesCache = new Map<string, Series<unknown>>();
function seriesOf<R>(game: TableGame<string, R>, row: repo.SeriesRow): Series<R> {
  // Keyed by the seed too: a series id is only unique within one database.
  const key = `${row.game}:${row.shoe_id}:${row.server_seed}`;
  let series = seriesCache.get(key) as Series<R> | undefined;
  if (!series) {
    series = game.series(row.server_seed, row.shoe_id);
    if (seriesCache.size >= 16) seriesCache.delete(seriesCache.keys().next().value!);
    seriesCache.set(key, series);
  }
  return series;
}

/** The id of the series a table starts at a round: also what stands for its client seed. */
export const seriesIdOf = (table: Pick<AnyTableDef, 'seriesPrefix'>, roundNo: number) => `${table.seriesPrefix}-${roundNo}`;

export class RoundInPastError extends Error {
  constructor(tableId: string, roundNo: number) {
    super(`table ${tableId}: round ${roundNo} is before the last round drawn`);
    this.name = 'RoundInPastError';
  }
}

/** The table's round `roundNo`, drawn now if no instance has drawn it yet. */
export async function ensureRound<K extends string, R, V>(db: Database, table: TableDef<K, R, V>, roundNo: number): Promise<repo.TableRoundRow<R>> {
  const existing = await repo.findRound<R>(db, table.id, roundNo);
  if (existing) return existing;
  const { game } = table;
  const clock = roundClock(game.timing);
  return db.transaction(async (txn) => {
    await repo.lockTableDealing(txn, table.id);
    const again = await repo.findRound<R>(txn, table.id, roundNo);
    if (again) return again;
    const previous = await repo.latestRound(txn, table.id);
    // A clock set back never draws a round before one already drawn (its cards would come out twice).
    if (previous && previous.round_no > roundNo) throw new RoundInPastError(table.id, roundNo);
    let seriesRow: repo.SeriesRow | null = null;
    let position = 0;
    if (previous) {
      const previousSeries = (await repo.findSeries(txn, previous.shoe_id))!;
      const drawnBefore = seriesOf(game, previousSeries);
      const next = drawnBefore.roundAt(previous.position_start).next;
      if (previousSeries.finished_at === null && drawnBefore.hasRound(next)) {
        seriesRow = previousSeries;
        position = next;
      } else if (previousSeries.finished_at === null) {
        // Not expected (the last round of a series finishes it), but never draw past its end.
        await repo.finishSeries(txn, previousSeries.shoe_id, previous.result_at);
      }
    }
    if (!seriesRow) {
      const serverSeed = generateServerSeed();
      seriesRow = await repo.ensureSeries(txn, {
        seriesId: seriesIdOf(table, roundNo),
        tableId: table.id,
        game: game.game,
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        startedAt: new Date(clock.roundStartsAt(roundNo)),
      });
    }
    const series = seriesOf(game, seriesRow);
    const drawn = series.roundAt(position);
    const shownAt = new Date(game.resultAt(roundNo, drawn));
    await repo.insertRound(txn, {
      tableId: table.id,
      roundNo,
      game: game.game,
      seriesId: seriesRow.shoe_id,
      position,
      cards: drawn.cards,
      result: drawn.result,
      betsCloseAt: new Date(clock.betsCloseAt(roundNo)),
      resultAt: shownAt,
    });
    // The series' last round: its seed is revealed once this result is shown.
    if (!series.hasRound(drawn.next)) await repo.finishSeries(txn, seriesRow.shoe_id, shownAt);
    return (await repo.findRound<R>(txn, table.id, roundNo))!;
  });
}

/** What a player's bets in a round credit (stakes included when won or refunded), per bet and in all. */
export function betReturns<K extends string, R>(game: Pick<TableGame<K, R>, 'betReturn'>, bets: readonly repo.BetLine[], result: R) {
  const lines = bets.map((b) => ({ kind: b.kind, amount: b.amount, win: game.betReturn(b.kind as K, result, b.amount) }));
  return { lines, win: lines.reduce((sum, l) => sum + l.win, 0) };
}

/** A player's bets as placed (the provider round's detail until settled). */
export function betDetail(
  table: { id: string; name: string; game: Pick<TableGame, 'game' | 'seriesField'> },
  roundNo: number,
  seriesId: string,
  position: number,
  bets: readonly repo.BetLine[],
) {
  return { kind: table.game.game, tableId: table.id, tableName: table.name, roundNo, [table.game.seriesField]: seriesId, position, bets };
}

export type SettleDeps = { db: Database; now: () => number; push: (records: readonly ProviderBetRecord[]) => void };

/** The tables the settlement knows, and each game by name (a round of a table no longer offered is still settled by its game). */
export type TableRegistry = { tables: Readonly<Record<string, AnyTableDef>>; games: Readonly<Record<string, TableGame>> };

/**
 * Every round whose result time has come and is not yet settled, of any game: each in one transaction
 * (the round's row locked, another instance skipping it), its open bets settled with the win credited,
 * the round marked settled, the records pushed after the commit. Returns the rounds this call settled.
 */
/** Rounds settled in one pass at most. */
export const SETTLE_ROUNDS_PER_PASS = 50;

export async function settleDueRounds(deps: SettleDeps, registry: TableRegistry, limit = SETTLE_ROUNDS_PER_PASS): Promise<number> {
  const { db, now } = deps;
  let settled = 0;
  while (settled < limit) {
    const done = await db.transaction(async (txn) => {
      const at = new Date(now());
      const round = await repo.lockDueRound(txn, at);
      if (!round) return false;
      const game = registry.games[round.game];
      if (!game) throw new Error(`table ${round.table_id}: no game '${round.game}' to settle round ${round.round_no}`);
      const table = registry.tables[round.table_id] ?? { id: round.table_id, name: round.table_id, game };
      const bets = await repo.openBetsOfRound(txn, round.table_id, round.round_no);
      const settlements: Settlement[] = bets.map((bet) => {
        const returns = betReturns(game, bet.bets, round.result);
        return {
          roundId: bet.round_id,
          playerId: bet.player_id,
          win: returns.win,
          status: 'settled',
          detail: {
            ...betDetail(table, round.round_no, round.shoe_id, round.position_start, bet.bets),
            result: game.resultView(round.result),
            returns: returns.lines,
          },
        };
      });
      const records = await settleOpenBets(txn, settlements, at);
      await repo.markRoundSettled(txn, round.table_id, round.round_no, at);
      if (records.length > 0) await txn.onCommit(() => deps.push(records));
      return true;
    });
    if (!done) break;
    settled += 1;
  }
  return settled;
}
