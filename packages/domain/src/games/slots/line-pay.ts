/**
 * The line rule, on symbol indexes: a win runs from the leftmost reel over consecutive reels. Wilds stand
 * for any symbol but the scatter; a run of wilds from the left also pays as wilds, and the line pays the
 * better of the two readings, never both. A scatter on a line only breaks it (scatters pay anywhere).
 */

export type LineRules = {
  wild: number;
  scatter: number;
  /** pays[symbol][count] in line-stake units, count 0–5 (0 below 3). */
  pays: readonly (readonly number[])[];
};

export type LineOutcome = { symbol: number; count: number; pay: number };

export function evaluateLine(symbols: ArrayLike<number>, rules: LineRules): LineOutcome | null {
  const { wild, scatter, pays } = rules;
  const length = symbols.length;
  let wildRun = 0;
  while (wildRun < length && symbols[wildRun] === wild) wildRun += 1;
  const wildPay = pays[wild]?.[wildRun] ?? 0;
  const wildOutcome = wildPay > 0 ? { symbol: wild, count: wildRun, pay: wildPay } : null;
  const target = symbols[wildRun];
  if (target === undefined || target === scatter) return wildOutcome;

  let count = wildRun;
  while (count < length && (symbols[count] === target || symbols[count] === wild)) count += 1;
  const targetPay = pays[target]?.[count] ?? 0;
  if (targetPay > 0 && targetPay >= wildPay) return { symbol: target, count, pay: targetPay };
  return wildOutcome;
}

/**
 * Every line's pay, looked up by the five symbols read as a number in base `symbolCount`: the spin and the
 * exact maths read the same table, and a spin's twenty lines cost twenty array reads.
 */
export function buildLinePayTable(symbolCount: number, rules: LineRules): Int32Array {
  const table = new Int32Array(symbolCount ** 5);
  const line = [0, 0, 0, 0, 0];
  for (let index = 0; index < table.length; index += 1) {
    let rest = index;
    for (let reel = 4; reel >= 0; reel -= 1) {
      line[reel] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    table[index] = evaluateLine(line, rules)?.pay ?? 0;
  }
  return table;
}
