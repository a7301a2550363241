import { formatMoney } from '@app/domain';

/**
 * What every live table's page (baccarat, xóc đĩa) does alike, pure: the provider's clock read as an
 * offset from the device's, the countdown and betting bar of a round, and the chips waiting to be
 * placed, checked against the table's limits before they are sent.
 */

/** serverTime − device time when the answer arrived; add it to Date.now() for the provider's "now". */
export function clockOffset(serverTime: string, deviceNowAtAnswer: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNowAtAnswer : 0;
}

/** Whole seconds left until `until` (rounded up), never below 0. */
export function secondsUntil(until: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - serverNow) / 1000));
}

/** The betting window's share left, 0–1, for the progress bar. */
export function bettingShare(round: { readonly startsAt: string; readonly betsCloseAt: string }, serverNow: number): number {
  const start = Date.parse(round.startsAt);
  const close = Date.parse(round.betsCloseAt);
  if (!(close > start)) return 0;
  return Math.min(1, Math.max(0, (close - serverNow) / (close - start)));
}

// ---- the chips waiting to be placed ----

export type Slip<K extends string> = Readonly<Partial<Record<K, number>>>;
export type SlipLine<K extends string> = { kind: K; amount: number };
export type SlipLimits<K extends string> = Readonly<Partial<Record<K, { readonly min: number; readonly max: number }>>>;

/** What a table's refusals say before anything is sent (the server says the same when it refuses). */
export const SLIP_TEXT = {
  belowMin: (name: string, min: number) => `Mức cược tối thiểu cửa ${name} là ${formatMoney(min)} VND.`,
  aboveMax: (name: string, max: number) => `Tổng cược cửa ${name} trong một ván tối đa là ${formatMoney(max)} VND.`,
  notEnough: 'Số dư không đủ',
} as const;

/** A table's slip rules: its bet kinds in the order the request lists them, with the names members read. */
export function slipRules<K extends string>(order: readonly K[], bets: Readonly<Record<K, { readonly name: string }>>) {
  const addChip = (slip: Slip<K>, kind: K, chip: number): Slip<K> => ({ ...slip, [kind]: (slip[kind] ?? 0) + chip });
  /** The slip as the bet request's lines, in the table's order. */
  const slipLines = (slip: Slip<K>): SlipLine<K>[] => order.filter((k) => (slip[k] ?? 0) > 0).map((kind) => ({ kind, amount: slip[kind]! }));
  const slipTotal = (slip: Slip<K>): number => slipLines(slip).reduce((sum, l) => sum + l.amount, 0);
  const placedOn = (placed: readonly SlipLine<K>[], kind: K): number => placed.find((p) => p.kind === kind)?.amount ?? 0;
  /** Why the slip cannot be placed (the table's limits with what is already placed, the balance), or null. */
  const slipProblem = (slip: Slip<K>, limits: SlipLimits<K>, placed: readonly SlipLine<K>[], balance: number): string | null => {
    for (const line of slipLines(slip)) {
      const limit = limits[line.kind];
      if (!limit) continue;
      const name = bets[line.kind].name;
      if (line.amount < limit.min) return SLIP_TEXT.belowMin(name, limit.min);
      if (placedOn(placed, line.kind) + line.amount > limit.max) return SLIP_TEXT.aboveMax(name, limit.max);
    }
    if (slipTotal(slip) > balance) return SLIP_TEXT.notEnough;
    return null;
  };
  return { addChip, slipLines, slipTotal, placedOn, slipProblem };
}

// ---- a pushed round and an answered state, arriving in any order ----

/**
 * Whether round view `a` is behind `b`: an earlier round, or the same round at an earlier phase
 * (`phases` in their order). A /state answer asked before a pushed round must not take the page back.
 */
export function isBehind(a: { readonly no: number; readonly phase: string }, b: { readonly no: number; readonly phase: string }, phases: readonly string[]): boolean {
  if (a.no !== b.no) return a.no < b.no;
  return phases.indexOf(a.phase) < phases.indexOf(b.phase);
}

/** What a table's page shows that /state answers and pushed rounds both change. */
type ShownTable<R, E> = {
  readonly round: R & { readonly no: number; readonly phase: string; readonly result: unknown };
  readonly roads: readonly E[];
  readonly myBets: readonly unknown[];
  readonly myWin: number | null;
};

/**
 * A /state answer against what the page shows: null when it is of an earlier round (a pushed round
 * went past it meanwhile); of the same round at an earlier phase, its player's part with the round as
 * shown; otherwise the answer as it is.
 */
export function stateToShow<R, E, T extends ShownTable<R, E>>(next: T, shown: T | null, phases: readonly string[]): T | null {
  if (!shown || !isBehind(next.round, shown.round, phases)) return next;
  return next.round.no < shown.round.no ? null : { ...next, round: shown.round };
}

/** The result is out and the player bet in the round, but their win is not settled yet: worth asking again shortly. */
export function awaitsSettlement(table: ShownTable<unknown, unknown>): boolean {
  return table.round.result !== null && table.myBets.length > 0 && table.myWin === null;
}

/**
 * A pushed round onto what the page shows: null when it is behind it; a new round clears the
 * player's bets and win; the road's new entry is added once, the last `roadsKept` kept.
 */
export function roundToShow<R, E extends { readonly no: number }, T extends ShownTable<R, E>>(
  shown: T,
  event: { readonly round: T['round']; readonly road: E | null },
  phases: readonly string[],
  roadsKept: number,
): T | null {
  if (isBehind(event.round, shown.round, phases)) return null;
  const newRound = event.round.no !== shown.round.no;
  const road = event.road;
  const roads = road && !shown.roads.some((r) => r.no === road.no) ? [...shown.roads, road].slice(-roadsKept) : shown.roads;
  return { ...shown, round: event.round, roads, ...(newRound ? { myBets: [], myWin: null } : {}) };
}
