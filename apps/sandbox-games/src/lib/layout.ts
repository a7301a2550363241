/**
 * The slot's size from the room it gets: five reels across and three rows down, cells a little taller
 * than wide where the screen allows it (portrait phones), never wider than `maxCell`, and leaving
 * `reservedHeight` under the reels for the win line.
 */
export type SlotLayout = { cellWidth: number; cellHeight: number };

export type SlotLayoutOptions = {
  reels: number;
  rows: number;
  /** The frame's padding on each side, in px. */
  framePadding: number;
  reservedHeight: number;
  maxCell: number;
  minCell: number;
  /** How much taller than wide a cell may grow (1 = square). */
  maxAspect: number;
};

export const SLOT_LAYOUT: SlotLayoutOptions = { reels: 5, rows: 3, framePadding: 10, reservedHeight: 96, maxCell: 150, minCell: 40, maxAspect: 1.3 };

export function slotLayout(width: number, height: number, o: SlotLayoutOptions = SLOT_LAYOUT): SlotLayout {
  const byWidth = (width - 2 * o.framePadding) / o.reels;
  const byHeight = (height - o.reservedHeight - 2 * o.framePadding) / o.rows;
  const cellWidth = Math.floor(Math.max(o.minCell, Math.min(o.maxCell, byWidth, byHeight)));
  const cellHeight = Math.floor(Math.max(cellWidth, Math.min(cellWidth * o.maxAspect, byHeight)));
  return { cellWidth, cellHeight };
}
