import type { SlotDefinition, SlotLineWin, SlotRoundResult, SlotSpinResult } from '@app/domain';
import { t } from '../../lib/i18n.ts';

/**
 * What the page needs from a round's detail (the domain's SlotRoundResult, as the provider records
 * it), checked by shape: the page must not draw from an answer it does not understand.
 */
export function readSlotDetail(detail: unknown): SlotRoundResult | null {
  if (!isSpin(detail)) return null;
  const d = detail as SlotRoundResult;
  if (!Array.isArray(d.freeSpins) || !d.freeSpins.every(isSpin) || typeof d.totalWin !== 'number') return null;
  return d;
}

function isSpin(value: unknown): value is SlotSpinResult {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<SlotSpinResult>;
  return (
    Array.isArray(s.stops) &&
    s.stops.length === 5 &&
    Array.isArray(s.grid) &&
    s.grid.length === 3 &&
    s.grid.every((row) => Array.isArray(row) && row.length === 5) &&
    Array.isArray(s.lineWins) &&
    typeof s.win === 'number'
  );
}

/** The cells (reel, row) a line win runs over: its first `count` reels along the payline. */
export function lineCells(def: SlotDefinition, win: SlotLineWin): [number, number][] {
  const rows = def.paylines[win.line - 1] ?? [];
  return rows.slice(0, win.count).map((row, reel) => [reel, row]);
}

export function scatterCells(def: SlotDefinition, grid: readonly (readonly string[])[]): [number, number][] {
  const scatter = def.symbols.find((s) => s.kind === 'scatter')?.id;
  return grid.flatMap((row, r) => row.flatMap((id, reel) => (id === scatter ? [[reel, r] as [number, number]] : [])));
}

/** One entry per thing the spin pays: each line, then the scatters. */
export type WinEntry = { text: string; cells: [number, number][]; line: readonly number[] | null; win: number };

export function winEntries(def: SlotDefinition, spin: SlotSpinResult): WinEntry[] {
  const name = symbolNamer(def);
  const lines = spin.lineWins.map((w) => ({
    text: t.lineWin(w.line, name(w.symbol), w.count, w.win),
    cells: lineCells(def, w),
    line: def.paylines[w.line - 1] ?? null,
    win: w.win,
  }));
  if (spin.scatterWin <= 0) return lines;
  const scatter = def.symbols.find((s) => s.kind === 'scatter');
  return [...lines, { text: t.scatterWin(scatter?.name ?? '', spin.scatterCount, spin.scatterWin), cells: scatterCells(def, spin.grid), line: null, win: spin.scatterWin }];
}

export function symbolNamer(def: SlotDefinition): (id: string) => string {
  const names = new Map(def.symbols.map((s) => [s.id, s.name]));
  return (id) => names.get(id) ?? id;
}

/**
 * How many free spins the member has been told of after each one is shown: the first award, then a
 * retrigger's award on top, never more than the round actually played (the answer holds them all, but
 * announcing "12/30" at the start would give away the retriggers to come).
 */
export function freeSpinCounts(freeSpins: readonly Pick<SlotSpinResult, 'triggersFreeSpins'>[], award: number): number[] {
  const total = freeSpins.length;
  let announced = Math.min(award, total);
  return freeSpins.map((spin) => {
    const shown = announced;
    if (spin.triggersFreeSpins) announced = Math.min(announced + award, total);
    return shown;
  });
}
