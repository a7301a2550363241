/** The quiet zone the QR standard asks for when no pixel width is given: 4 light modules on every side. */
export const STANDARD_QUIET_MODULES = 4;

/** A rectangle in module units, the symbol's top-left corner at 0 0 (the quiet zone lies at negative coordinates). */
export type ModuleBox = { x: number; y: number; width: number; height: number };

export type QrLayoutOptions = {
  /** Width and height of the drawn code in CSS pixels, quiet zone included. */
  size: number;
  /** The white margin in CSS pixels; without it, the standard 4 modules. */
  quietZone?: number | undefined;
  /** A centred logo box in CSS pixels at the drawn size; the modules it touches are cleared. */
  logo?: { width: number; height: number } | undefined;
};

export type QrLayout = {
  /** The SVG viewBox: the symbol in module units with the quiet zone around it. */
  viewBox: ModuleBox;
  /** The modules to draw: the symbol with every module the logo touches turned light. */
  modules: boolean[][];
  /** Where the logo goes, in module units (exactly the requested pixel box, centred). */
  logoBox: ModuleBox | null;
};

/**
 * Lays a bare symbol (no border) out at a pixel size: converts the pixel quiet zone and the pixel logo box into
 * module units, so one SVG viewBox in modules draws both sizes crisply, and clears the modules under the logo
 * (D8) rather than painting over them: a scanner then reads a clean light area, which error correction H repairs.
 */
export function layoutQr(symbol: readonly (readonly boolean[])[], { size, quietZone, logo }: QrLayoutOptions): QrLayout {
  const count = symbol.length;
  const quiet = quietZone === undefined ? STANDARD_QUIET_MODULES : (quietZone * count) / (size - 2 * quietZone);
  const pixelsPerModule = size / (count + 2 * quiet);
  const viewBox = { x: -quiet, y: -quiet, width: count + 2 * quiet, height: count + 2 * quiet };
  if (!logo) return { viewBox, modules: symbol.map((row) => [...row]), logoBox: null };
  const width = logo.width / pixelsPerModule;
  const height = logo.height / pixelsPerModule;
  const logoBox = { x: (count - width) / 2, y: (count - height) / 2, width, height };
  return { viewBox, modules: clearModulesUnder(symbol, logoBox), logoBox };
}

/** Turns light every module whose square overlaps the box, even partly, so no dark sliver shows at its edge. */
export function clearModulesUnder(symbol: readonly (readonly boolean[])[], box: ModuleBox): boolean[][] {
  const touches = (index: number, start: number, length: number) => index + 1 > start && index < start + length;
  return symbol.map((row, y) => row.map((dark, x) => dark && !(touches(x, box.x, box.width) && touches(y, box.y, box.height))));
}
