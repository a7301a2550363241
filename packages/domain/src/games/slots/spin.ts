import type { RandomSource } from '../fair.ts';
import { stakeProblem } from '../stakes.ts';
import { compileSlot, describeLine, type CompiledSlot } from './compile.ts';
import { PAYLINE_COUNT, REEL_COUNT, ROW_COUNT, type SlotDefinition, type SlotLineWin, type SlotRoundResult, type SlotSpinResult } from './types.ts';

/**
 * Wins are whole VND with no rounding at all: the stake is a multiple of 20, so the line stake
 * (stake / 20) is whole, and every pay in the tables is a whole multiple of the line or total stake.
 */
export function slotStakeProblem(def: SlotDefinition, stake: number): string | null {
  if (Number.isSafeInteger(stake) && stake > 0 && stake % PAYLINE_COUNT !== 0) {
    return `Mức cược phải chia hết cho ${PAYLINE_COUNT} VND (${PAYLINE_COUNT} dòng thưởng).`;
  }
  return stakeProblem(stake, def.stakes);
}

/**
 * One round: the base spin, then every free spin it earns, all drawn from `random` in that order (five
 * stops per spin, reel 1 first). Given the definition and the round's RoundRandom, the result is fixed,
 * which is what a recall recomputes.
 */
export function spinSlot(def: SlotDefinition, random: RandomSource, stake: number): SlotRoundResult {
  const problem = slotStakeProblem(def, stake);
  if (problem) throw new RangeError(problem);
  const compiled = compileSlot(def);
  const base = evaluateStops(compiled, drawStops(compiled, random), stake, 1);

  const { award, multiplier, maxTotal } = def.freeSpins;
  const freeSpins: SlotSpinResult[] = [];
  let awarded = base.triggersFreeSpins ? award : 0;
  while (freeSpins.length < awarded) {
    const spin = evaluateStops(compiled, drawStops(compiled, random), stake, multiplier);
    if (spin.triggersFreeSpins) awarded = Math.min(awarded + award, maxTotal);
    freeSpins.push(spin);
  }
  const totalWin = freeSpins.reduce((sum, spin) => sum + spin.win, base.win);
  // Spelled out rather than spread: V8 copies a spread object on a slow path, a third of a round's cost.
  const { stops, grid, lineWins, scatterCount, scatterWin, triggersFreeSpins, win } = base;
  return { stops, grid, lineWins, scatterCount, scatterWin, triggersFreeSpins, multiplier: 1, win, stake, freeSpins, totalWin };
}

/**
 * The screen and pays for given stops: the part of a spin that involves no chance. Any stake that is a
 * whole multiple of 20 VND, on the game's list or not, so the maths can be checked at a 20 VND stake.
 */
export function evaluateSpin(def: SlotDefinition, stops: readonly number[], stake: number, multiplier = 1): SlotSpinResult {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % PAYLINE_COUNT !== 0) throw new RangeError(`stake must be a positive multiple of ${PAYLINE_COUNT}, got ${stake}`);
  const compiled = compileSlot(def);
  if (stops.length !== REEL_COUNT || stops.some((stop, reel) => !Number.isInteger(stop) || stop < 0 || stop >= (compiled.strips[reel]?.length ?? 0))) {
    throw new RangeError(`needs ${REEL_COUNT} stops within the strips, got ${stops.join(',')}`);
  }
  return evaluateStops(compiled, stops, stake, multiplier);
}

function drawStops(compiled: CompiledSlot, random: RandomSource): number[] {
  const stops: number[] = [];
  for (const strip of compiled.strips) stops.push(random.nextInt(strip.length));
  return stops;
}

const SCREEN = new Int32Array(ROW_COUNT * REEL_COUNT);

function evaluateStops(compiled: CompiledSlot, stops: readonly number[], stake: number, multiplier: number): SlotSpinResult {
  const { strips, symbolIds, symbolCount, linePayTable, windowScatters, paylines } = compiled;
  // The screen as symbol indexes, cells[row * 5 + reel], in a buffer reused from spin to spin (nothing
  // here yields); plain loops, as a simulation runs this a million times.
  const cells = SCREEN;
  let scatterCount = 0;
  for (let reel = 0; reel < REEL_COUNT; reel += 1) {
    const strip = strips[reel] as Int32Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < ROW_COUNT; row += 1) cells[row * REEL_COUNT + reel] = strip[(stop + row) % strip.length] as number;
    scatterCount += windowScatters[reel]?.[stop] ?? 0;
  }
  const lineStake = stake / PAYLINE_COUNT;
  const scatterWin = (compiled.scatterPays[scatterCount] ?? 0) * stake * multiplier;
  const lineWins: SlotLineWin[] = [];
  let win = scatterWin;
  const line = [0, 0, 0, 0, 0];
  for (let index = 0; index < paylines.length; index += 1) {
    const rows = paylines[index] as readonly number[];
    let key = 0;
    for (let reel = 0; reel < REEL_COUNT; reel += 1) {
      const symbol = cells[(rows[reel] as number) * REEL_COUNT + reel] as number;
      line[reel] = symbol;
      key = key * symbolCount + symbol;
    }
    if (linePayTable[key] === 0) continue;
    const outcome = describeLine(compiled, line);
    if (!outcome) continue;
    const lineWin = outcome.pay * lineStake * multiplier;
    lineWins.push({ line: index + 1, symbol: outcome.symbolId, count: outcome.count, win: lineWin });
    win += lineWin;
  }
  const grid: string[][] = [];
  for (let row = 0; row < ROW_COUNT; row += 1) {
    const ids: string[] = [];
    for (let reel = 0; reel < REEL_COUNT; reel += 1) ids.push(symbolIds[cells[row * REEL_COUNT + reel] as number] ?? '');
    grid.push(ids);
  }
  return { stops: Array.from(stops), grid, lineWins, scatterCount, scatterWin, triggersFreeSpins: scatterCount >= 3, multiplier, win };
}
