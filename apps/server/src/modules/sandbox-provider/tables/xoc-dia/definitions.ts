import { roundClock } from '../game.ts';

/** The xóc đĩa tables' clock: bets for 15 s, the bowl shaken for 3 s, then lifted, the result shown for 5 s. */

export const BETTING_MS = 15_000;
export const SHAKE_MS = 3_000;
export const RESULT_MS = 5_000;
/** Round n starts at n × CYCLE_MS (epoch ms). */
export const CYCLE_MS = BETTING_MS + SHAKE_MS + RESULT_MS;
/** The rounds one committed seed draws before it is revealed. */
export const SERIES_ROUNDS = 30;

export const XOC_DIA_TIMING = { bettingMs: BETTING_MS, cycleMs: CYCLE_MS } as const;

export const { roundNoAt, roundStartsAt, betsCloseAt, roundEndsAt } = roundClock(XOC_DIA_TIMING);
/** The bowl is lifted (and the round settled) once shaken. */
export const resultAt = (no: number) => betsCloseAt(no) + SHAKE_MS;

export type RoundPhase = 'betting' | 'shaking' | 'result';

export function phaseAt(no: number, now: number): RoundPhase {
  if (now < betsCloseAt(no)) return 'betting';
  return now < resultAt(no) ? 'shaking' : 'result';
}
