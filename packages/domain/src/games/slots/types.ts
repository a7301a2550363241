/**
 * A 5-reel × 3-row video slot with 20 fixed paylines, as data. Everything a round pays follows from this
 * record and the draws, so a definition, once shipped, never changes: a new strip set gets a new id.
 */

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;
export const PAYLINE_COUNT = 20;

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = {
  id: string;
  /** As the info screen shows it. */
  name: string;
  kind: SlotSymbolKind;
};

/** Pays for 3, 4 and 5 of a kind. */
export type Pays = readonly [three: number, four: number, five: number];

export type FreeSpinRule = {
  /** Spins awarded by 3 or more scatters, in the base game and (retrigger) in free spins alike. */
  award: number;
  /** Every win of a free spin, line and scatter, is multiplied by this. */
  multiplier: number;
  /** No round plays more free spins than this; a retrigger tops the award up to it at most. */
  maxTotal: number;
};

export type SlotDefinition = {
  /** The strip set's id, unique across games and RTP variants: what a round records for recall. */
  id: string;
  /** The game the strip set belongs to. */
  gameId: string;
  name: string;
  /** The nominal RTP of the strip set, e.g. 96: a label; exactSlotStats gives the true figure. */
  rtpVariant: number;
  symbols: readonly SlotSymbol[];
  /** Five cyclic strips of symbol ids; the visible window of reel i at stop s is strip[(s + row) mod length]. */
  reels: readonly (readonly string[])[];
  /** Twenty lines, each the row (0 top … 2 bottom) it crosses on each reel. */
  paylines: readonly (readonly number[])[];
  /** Multiples of the LINE stake (total stake / 20), for every symbol but the scatter; the wild pays its own row. */
  linePays: Readonly<Record<string, Pays>>;
  /** Multiples of the TOTAL stake, for 3, 4 and 5 scatters anywhere on the screen. */
  scatterPays: Pays;
  freeSpins: FreeSpinRule;
  /** The stakes the game offers, in VND: each a multiple of 20 so the line stake is a whole number. */
  stakes: readonly number[];
};

export type SlotLineWin = {
  /** The payline's number as shown, 1–20: `def.paylines[line - 1]`. */
  line: number;
  symbol: string;
  count: number;
  win: number;
};

/** One spin's screen and what it pays, in VND, multiplier already applied. */
export type SlotSpinResult = {
  stops: number[];
  /** grid[row][reel]: 3 rows of 5 symbol ids. */
  grid: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: number;
  /** True when this spin's scatters award free spins (a trigger in the base game, a retrigger in free spins). */
  triggersFreeSpins: boolean;
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number;
  win: number;
};

export type SlotRoundResult = SlotSpinResult & {
  stake: number;
  freeSpins: SlotSpinResult[];
  /** Base spin and every free spin: what the member is credited, the stake having been taken before. */
  totalWin: number;
};
