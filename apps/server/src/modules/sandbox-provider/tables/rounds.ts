import { generateServerSeed, RoundRandom, serverSeedHash } from '@app/domain';
import { baccaratReturn, dealHand, shoeHasRound, shuffleShoe, type BaccaratBet, type BaccaratHand, type Card } from '@app/domain/casino';
import type { ProviderBetRecord } from '@app/contract/sandbox-provider';
import type { Database } from '../../../db/database.ts';
import { settleOpenBets, type Settlement } from '../deferred-bets.ts';
import { betsCloseAt, resultAt, roundStartsAt, type BaccaratTable } from './definitions.ts';
import * as repo from './repository.ts';

/**
 * A table's rounds: each dealt once, when it opens (from the shoe where the round before it stopped, or
 * from a new shoe once the cut card has come out), and settled once, when its result is shown. Any
 * instance may do either; the database makes each happen once (an advisory lock per table while dealing,
 * the round's row locked, skip locked, while settling).
 */

/** The shoe a seed and id give: what anyone recomputes once the seed is revealed. */
export function shoeOf(serverSeed: string, shoeId: string): Card[] {
  return shuffleShoe(new RoundRandom(serverSeed, shoeId, 0));
}

// Shuffling costs ~60 HMAC blocks: the shoes in play are kept (a few tables, one shoe each).
const shoeCache = new Map<string, Card[]>();
function cachedShoe(shoe: repo.ShoeRow): Card[] {
  // Keyed by the seed too: a shoe id is only unique within one database.
  const key = `${shoe.shoe_id}:${shoe.server_seed}`;
  let cards = shoeCache.get(key);
  if (!cards) {
    cards = shoeOf(shoe.server_seed, shoe.shoe_id);
    if (shoeCache.size >= 16) shoeCache.delete(shoeCache.keys().next().value!);
    shoeCache.set(key, cards);
  }
  return cards;
}

/** The id of the shoe a table starts at a round: also what stands for its client seed. */
export const shoeIdOf = (tableId: string, roundNo: number) => `${tableId}-${roundNo}`;

export class RoundInPastError extends Error {
  constructor(tableId: string, roundNo: number) {
    super(`baccarat table ${tableId}: round ${roundNo} is before the last round dealt`);
    this.name = 'RoundInPastError';
  }
}

/** The table's round `roundNo`, dealt now if no instance has dealt it yet. */
export async function ensureRound(db: Database, table: BaccaratTable, roundNo: number): Promise<repo.TableRoundRow> {
  const existing = await repo.findRound(db, table.id, roundNo);
  if (existing) return existing;
  return db.transaction(async (txn) => {
    await repo.lockTableDealing(txn, table.id);
    const again = await repo.findRound(txn, table.id, roundNo);
    if (again) return again;
    const previous = await repo.latestRound(txn, table.id);
    // A clock set back never deals a round before one already dealt (its cards would come out twice).
    if (previous && previous.round_no > roundNo) throw new RoundInPastError(table.id, roundNo);
    let shoe: repo.ShoeRow | null = null;
    let position = 0;
    if (previous) {
      const previousShoe = (await repo.findShoe(txn, previous.shoe_id))!;
      const next = previous.position_start + previous.cards.length;
      if (previousShoe.finished_at === null && shoeHasRound(cachedShoe(previousShoe), next)) {
        shoe = previousShoe;
        position = next;
      } else if (previousShoe.finished_at === null) {
        // Not expected (the last round of a shoe finishes it), but never deal past the cut card.
        await repo.finishShoe(txn, previousShoe.shoe_id, previous.result_at);
      }
    }
    if (!shoe) {
      const serverSeed = generateServerSeed();
      shoe = await repo.ensureShoe(txn, {
        shoeId: shoeIdOf(table.id, roundNo),
        tableId: table.id,
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        startedAt: new Date(roundStartsAt(roundNo)),
      });
    }
    const cards = cachedShoe(shoe);
    const { hand, next } = dealHand(cards, position);
    const shownAt = new Date(resultAt(roundNo, hand.dealt.length));
    await repo.insertRound(txn, {
      tableId: table.id,
      roundNo,
      shoeId: shoe.shoe_id,
      position,
      cards: hand.dealt,
      result: hand,
      betsCloseAt: new Date(betsCloseAt(roundNo)),
      resultAt: shownAt,
    });
    // The shoe's last round: its seed is revealed once this result is shown.
    if (!shoeHasRound(cards, next)) await repo.finishShoe(txn, shoe.shoe_id, shownAt);
    return (await repo.findRound(txn, table.id, roundNo))!;
  });
}

/** What a player's bets in a round credit (stakes included when won or refunded), per bet and in all. */
export function betReturns(bets: readonly repo.BetLine[], hand: Pick<BaccaratHand, 'winner' | 'playerPair' | 'bankerPair'>) {
  const lines = bets.map((b) => ({ kind: b.kind, amount: b.amount, win: baccaratReturn(b.kind as BaccaratBet, hand, b.amount) }));
  return { lines, win: lines.reduce((sum, l) => sum + l.win, 0) };
}

/** The result as members see it (and the settled round's detail carries). */
export function resultView(hand: BaccaratHand) {
  return {
    winner: hand.winner,
    player: [...hand.player],
    banker: [...hand.banker],
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    natural: hand.natural,
    playerPair: hand.playerPair,
    bankerPair: hand.bankerPair,
  };
}

/** A player's bets as placed (the round's detail until settled). */
export function betDetail(table: Pick<BaccaratTable, 'id' | 'name'>, roundNo: number, shoeId: string, position: number, bets: readonly repo.BetLine[]) {
  return { kind: 'baccarat', tableId: table.id, tableName: table.name, roundNo, shoeId, position, bets };
}

export type SettleDeps = { db: Database; now: () => number; push: (records: readonly ProviderBetRecord[]) => void };

/**
 * Every round whose result time has come and is not yet settled: each in one transaction (the round's
 * row locked, another instance skipping it), its open bets settled with the win credited, the round
 * marked settled, the records pushed after the commit. Returns the rounds this call settled.
 */
export async function settleDueRounds(deps: SettleDeps, tables: Readonly<Record<string, BaccaratTable>>, limit = 50): Promise<number> {
  const { db, now } = deps;
  let settled = 0;
  while (settled < limit) {
    const done = await db.transaction(async (txn) => {
      const at = new Date(now());
      const round = await repo.lockDueRound(txn, at);
      if (!round) return false;
      const table = tables[round.table_id];
      const bets = await repo.openBetsOfRound(txn, round.table_id, round.round_no);
      const settlements: Settlement[] = bets.map((bet) => {
        const returns = betReturns(bet.bets, round.result);
        return {
          roundId: bet.round_id,
          playerId: bet.player_id,
          win: returns.win,
          status: 'settled',
          detail: {
            ...betDetail(table ?? { id: round.table_id, name: round.table_id }, round.round_no, round.shoe_id, round.position_start, bet.bets),
            result: resultView(round.result),
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
