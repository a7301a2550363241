/**
 * What the round engine of the live tables (rounds.ts, bets.ts, views.ts, service.ts) is told about a
 * game: its clock, how a committed seed draws its rounds, its bets and what they return. Baccarat
 * (baccarat/) and xóc đĩa (xoc-dia/) are two such definitions; a table is one of a game's tables.
 */

export type BetLimit = { readonly min: number; readonly max: number };

/** Round n starts at n × cycleMs (epoch ms), so every instance, reading its own clock, agrees; bets are taken for bettingMs. */
export type RoundTiming = { readonly bettingMs: number; readonly cycleMs: number };

/** A round as its series draws it at a position. */
export type Drawn<R> = {
  /** What the round took from the series in order (a baccarat hand's cards); empty for a game without cards. */
  readonly cards: readonly number[];
  readonly result: R;
  /** Where the next round of the series starts. */
  readonly next: number;
};

/** The rounds one server seed draws: anyone holding the revealed seed recomputes them. */
export type Series<R> = {
  /** Whether the series has a round at `position` (false: it is finished). */
  hasRound(position: number): boolean;
  roundAt(position: number): Drawn<R>;
};

export type TableGameMessages = {
  /** A session of another game asking this game's routes. */
  readonly notATable: string;
  /** A series asked for that this table has not (yet) started. */
  readonly seriesUnknown: string;
};

/**
 * A table game. K: its bet kinds; R: a round's result as stored; V: the result as members see it (in the
 * state once shown, in their bets, and in the settled provider round's detail).
 */
export type TableGame<K extends string = string, R = unknown, V = unknown> = {
  /** Stored with its series and rounds; the `kind` of its bets' provider round detail. */
  readonly game: string;
  readonly timing: RoundTiming;
  /** The provider round ids of its bets start with it ('BAC', 'XD'). */
  readonly roundIdPrefix: string;
  /** The name the series id goes by in a bet's detail ('shoeId', 'seriesId'). */
  readonly seriesField: string;
  /** Until when a round's `cards` stay on the server: 'close' (baccarat deals in view after bets close) or 'result'. */
  readonly drawnShownFrom: 'close' | 'result';
  /** The bet kinds in the table's layout order, with the names members read. */
  readonly bets: Readonly<Record<K, { readonly name: string }>>;
  readonly messages: TableGameMessages;
  /** The series a seed and an id give (the engine keeps the few in play). */
  series(serverSeed: string, seriesId: string): Series<R>;
  /** When a round drawn so is shown (and settled). */
  resultAt(roundNo: number, drawn: Drawn<R>): number;
  /** What a bet credits once the round is shown: the stake included when it wins or comes back; 0 when lost. */
  betReturn(kind: K, result: R, stake: number): number;
  resultView(result: R): V;
  /** The nonce of a round's provider record (the position in its series, or 0 when the seed draws the series as one). */
  nonce(position: number): number;
};

/** A game's table (engine '<game>:<id>' in the catalogue). */
export type TableDef<K extends string = string, R = unknown, V = unknown> = {
  /** Unique across every game: the engine's rows are keyed by it. */
  readonly id: string;
  readonly name: string;
  /** The catalogue's engine for it ('baccarat:ban-1'). */
  readonly engine: string;
  /** Its series' ids: `${seriesPrefix}-${the round number the series starts at}` (unique across tables). */
  readonly seriesPrefix: string;
  /** Per bet kind: each bet at least `min`; a player's bets on the kind in one round at most `max` in all. */
  readonly limits: Readonly<Record<K, BetLimit>>;
  readonly game: TableGame<K, R, V>;
};

export type AnyTableDef = TableDef<string, unknown, unknown>;

/** The clock of a game's rounds. */
export function roundClock({ bettingMs, cycleMs }: RoundTiming) {
  const roundStartsAt = (no: number) => no * cycleMs;
  return {
    /** The round running at `now`. */
    roundNoAt: (now: number) => Math.floor(now / cycleMs),
    roundStartsAt,
    betsCloseAt: (no: number) => roundStartsAt(no) + bettingMs,
    roundEndsAt: (no: number) => roundStartsAt(no) + cycleMs,
  };
}

/** The lines a game's bet kinds are laid out in. */
export const betKindsOf = <K extends string>(game: Pick<TableGame<K>, 'bets'>) => Object.keys(game.bets) as K[];
