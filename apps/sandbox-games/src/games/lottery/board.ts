import { loNumbers, NORTHERN_DRAW_ORDER, NORTHERN_PRIZES, type NorthernDraw, type PrizeId } from '@app/domain/lottery';

/** The results board as members read it: the special prize on top, then Giải 1 to Giải 7. */
export const PRIZE_LABELS: Readonly<Record<PrizeId, string>> = {
  special: 'Giải ĐB',
  first: 'Giải 1',
  second: 'Giải 2',
  third: 'Giải 3',
  fourth: 'Giải 4',
  fifth: 'Giải 5',
  sixth: 'Giải 6',
  seventh: 'Giải 7',
};

/** How many numbers a board row holds side by side (the six of Giải 3 and Giải 5 in two rows of three). */
export function boardColumns(count: number): number {
  return count === 6 ? 3 : count;
}

/** Reads a draw's prizes as sent, or null when a prize is missing or has the wrong count of numbers. */
export function readPrizes(prizes: Partial<Record<PrizeId, readonly string[]>> | null | undefined): NorthernDraw | null {
  if (!prizes) return null;
  for (const { id, count, digits } of NORTHERN_PRIZES) {
    const numbers = prizes[id];
    if (numbers?.length !== count || !numbers.every((n) => typeof n === 'string' && n.length === digits && /^\d+$/.test(n))) return null;
  }
  return prizes as NorthernDraw;
}

export type RevealStep = { prize: PrizeId; index: number };

/** The order the board reveals a new result in: the order drawn, Giải 1 first and Giải ĐB last. */
export function revealSequence(): RevealStep[] {
  const counts = new Map(NORTHERN_PRIZES.map((p) => [p.id, p.count]));
  return NORTHERN_DRAW_ORDER.flatMap((prize) => Array.from({ length: counts.get(prize) ?? 0 }, (_, index) => ({ prize, index })));
}

/**
 * The lô table: for each đầu (tens digit) 0–9, the đuôi (units digits) of the 27 lô that start with it,
 * sorted, repeats kept (a number that came out twice shows twice).
 */
export function loTable(draw: NorthernDraw): string[][] {
  const rows: string[][] = Array.from({ length: 10 }, () => []);
  for (const lo of loNumbers(draw)) rows[Number(lo[0])]?.push(lo[1] ?? '');
  return rows.map((row) => row.sort());
}

