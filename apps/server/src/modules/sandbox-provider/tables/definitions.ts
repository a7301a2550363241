import type { BaccaratBet, BaccaratHand } from '@app/domain/casino';

/**
 * The provider's live baccarat tables, defined here (a table is a game of the catalogue: engine
 * 'baccarat:<id>'), and the clock every instance runs their rounds on.
 */
export type BetLimit = { readonly min: number; readonly max: number };

export type BaccaratTable = {
  readonly id: string;
  readonly name: string;
  /** Per bet kind: each bet at least `min`; a player's bets on the kind in one round at most `max` in all. */
  readonly limits: Readonly<Record<BaccaratBet, BetLimit>>;
};

export const BACCARAT_TABLES: Readonly<Record<string, BaccaratTable>> = {
  'ban-1': {
    id: 'ban-1',
    name: 'Baccarat Bàn 1',
    limits: {
      player: { min: 10_000, max: 50_000_000 },
      banker: { min: 10_000, max: 50_000_000 },
      tie: { min: 10_000, max: 5_000_000 },
      'player-pair': { min: 10_000, max: 2_500_000 },
      'banker-pair': { min: 10_000, max: 2_500_000 },
    },
  },
};

export const ENGINE_PREFIX = 'baccarat:';

/** The table an engine names ('baccarat:ban-1'), or null. */
export function tableOfEngine(engine: string): BaccaratTable | null {
  if (!engine.startsWith(ENGINE_PREFIX)) return null;
  const id = engine.slice(ENGINE_PREFIX.length);
  return Object.hasOwn(BACCARAT_TABLES, id) ? BACCARAT_TABLES[id]! : null;
}

/** The game's name for an engine the tables play ('Baccarat Bàn 1'), or null: what engines.ts's engineGameName asks. */
export function baccaratTableName(engine: string): string | null {
  return tableOfEngine(engine)?.name ?? null;
}

/** Bets are taken for this long from the round's start. */
export const BETTING_MS = 15_000;
/** Then one card every CARD_MS, in dealing order, the first CARD_MS after the close. */
export const CARD_MS = 1_000;
/** The result (and the settlement) one CARD_MS after the last card; shown until the next round. */
export const RESULT_MS = 4_000;
const MAX_CARDS = 6;
/** Every round lasts this long, whatever its number of cards: round n starts at n × CYCLE_MS (epoch ms). */
export const CYCLE_MS = BETTING_MS + (MAX_CARDS + 1) * CARD_MS + RESULT_MS;

/** The round running at `now`: every instance, reading its own clock, agrees. */
export const roundNoAt = (now: number) => Math.floor(now / CYCLE_MS);
export const roundStartsAt = (no: number) => no * CYCLE_MS;
export const betsCloseAt = (no: number) => roundStartsAt(no) + BETTING_MS;
export const roundEndsAt = (no: number) => roundStartsAt(no) + CYCLE_MS;
/** When the i-th card dealt (0-based) is shown. */
export const cardShownAt = (no: number, i: number) => betsCloseAt(no) + (i + 1) * CARD_MS;
export const resultAt = (no: number, cards: number) => betsCloseAt(no) + (cards + 1) * CARD_MS;

export type RoundPhase = 'betting' | 'dealing' | 'result';

export function phaseAt(no: number, cards: number, now: number): RoundPhase {
  if (now < betsCloseAt(no)) return 'betting';
  return now < resultAt(no, cards) ? 'dealing' : 'result';
}

/** The side the i-th card dealt goes to: P, B, P, B, then the player's third if drawn, then the banker's. */
export function sideOfCard(hand: Pick<BaccaratHand, 'player'>, i: number): 'player' | 'banker' {
  if (i < 4) return i % 2 === 0 ? 'player' : 'banker';
  return i === 4 && hand.player.length === 3 ? 'player' : 'banker';
}
