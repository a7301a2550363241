import { evaluateLine, buildLinePayTable, type LineRules } from './line-pay.ts';
import { PAYLINE_COUNT, REEL_COUNT, ROW_COUNT, type SlotDefinition } from './types.ts';

/**
 * A definition checked once and turned into indexes and tables, the form the spin and the exact maths
 * both read. Cached per definition object: definitions are immutable data.
 */
export type CompiledSlot = {
  def: SlotDefinition;
  symbolIds: readonly string[];
  symbolCount: number;
  rules: LineRules;
  /** strips[reel][position]: symbol indexes. */
  strips: readonly Int32Array[];
  /** windowScatters[reel][stop]: scatters visible on the reel at that stop (0 or 1, see checkScatterSpacing). */
  windowScatters: readonly Uint8Array[];
  paylines: readonly (readonly number[])[];
  linePayTable: Int32Array;
  /** scatterPays[count] in total-stake units, count 0–5. */
  scatterPays: readonly number[];
};

const cache = new WeakMap<SlotDefinition, CompiledSlot>();

export function compileSlot(def: SlotDefinition): CompiledSlot {
  const cached = cache.get(def);
  if (cached) return cached;
  const compiled = compile(def);
  cache.set(def, compiled);
  return compiled;
}

function compile(def: SlotDefinition): CompiledSlot {
  const symbolIds = def.symbols.map((s) => s.id);
  const indexOf = new Map(symbolIds.map((id, i) => [id, i]));
  if (indexOf.size !== symbolIds.length) fail(def, 'symbol ids must be unique');
  // The line table holds symbols^5 entries: 16 symbols make 1M (4 MB), enough for any sensible game.
  if (symbolIds.length > 16) fail(def, 'at most 16 symbols');
  const wild = onlyOfKind(def, 'wild');
  const scatter = onlyOfKind(def, 'scatter');

  const pays = def.symbols.map((s) => {
    if (s.kind === 'scatter') return [0, 0, 0, 0, 0, 0];
    const row = def.linePays[s.id];
    if (!row) fail(def, `no line pays for ${s.id}`);
    row.forEach(assertPay(def));
    return [0, 0, 0, ...row];
  });
  def.scatterPays.forEach(assertPay(def));

  if (def.reels.length !== REEL_COUNT) fail(def, `needs ${REEL_COUNT} reels`);
  const strips = def.reels.map((strip, reel) => {
    if (strip.length < ROW_COUNT) fail(def, `reel ${reel + 1} is shorter than the window`);
    return Int32Array.from(strip, (id) => indexOf.get(id) ?? fail(def, `unknown symbol ${id} on reel ${reel + 1}`));
  });
  const windowScatters = strips.map((strip, reel) => checkScatterSpacing(def, strip, scatter, reel));

  if (def.paylines.length !== PAYLINE_COUNT) fail(def, `needs ${PAYLINE_COUNT} paylines`);
  for (const line of def.paylines) {
    if (line.length !== REEL_COUNT || line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROW_COUNT)) {
      fail(def, `bad payline ${line.join(',')}`);
    }
  }
  const { award, multiplier, maxTotal } = def.freeSpins;
  if (![award, multiplier, maxTotal].every((n) => Number.isSafeInteger(n) && n >= 1) || maxTotal < award) {
    fail(def, 'free spins need whole award ≥ 1, multiplier ≥ 1 and maxTotal ≥ award');
  }
  for (const stake of def.stakes) {
    if (!Number.isSafeInteger(stake) || stake <= 0 || stake % PAYLINE_COUNT !== 0) fail(def, `stake ${stake} is not a multiple of 20`);
  }

  const rules: LineRules = { wild, scatter, pays };
  return {
    def,
    symbolIds,
    symbolCount: symbolIds.length,
    rules,
    strips,
    windowScatters,
    paylines: def.paylines,
    linePayTable: buildLinePayTable(symbolIds.length, rules),
    scatterPays: [0, 0, 0, ...def.scatterPays],
  };
}

/**
 * Scatters stand at least 3 apart on every strip (cyclically), so a reel shows at most one: the scatter
 * count of a screen is then at most 5, and the exact maths may treat each reel as one yes/no.
 */
function checkScatterSpacing(def: SlotDefinition, strip: Int32Array, scatter: number, reel: number): Uint8Array {
  const length = strip.length;
  return Uint8Array.from({ length }, (_, stop) => {
    let seen = 0;
    for (let row = 0; row < ROW_COUNT; row += 1) if (strip[(stop + row) % length] === scatter) seen += 1;
    if (seen > 1) fail(def, `reel ${reel + 1} shows two scatters at stop ${stop}`);
    return seen;
  });
}

function onlyOfKind(def: SlotDefinition, kind: 'wild' | 'scatter'): number {
  const found = def.symbols.flatMap((s, i) => (s.kind === kind ? [i] : []));
  if (found.length !== 1 || found[0] === undefined) fail(def, `needs exactly one ${kind}`);
  return found[0];
}

function assertPay(def: SlotDefinition) {
  return (pay: number) => {
    if (!Number.isSafeInteger(pay) || pay < 0) fail(def, `pays must be whole multiples, got ${pay}`);
  };
}

function fail(def: SlotDefinition, problem: string): never {
  throw new Error(`slot definition ${def.id}: ${problem}`);
}

/** The line outcome with the symbol id, for results: the table says whether it pays, this says what. */
export function describeLine(compiled: CompiledSlot, symbols: ArrayLike<number>) {
  const outcome = evaluateLine(symbols, compiled.rules);
  return outcome && { ...outcome, symbolId: compiled.symbolIds[outcome.symbol] ?? '' };
}
