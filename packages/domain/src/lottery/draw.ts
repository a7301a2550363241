import type { RandomSource } from '../games/fair.ts';

/**
 * The northern-region draw (xổ số miền Bắc): 27 numbers in eight prizes. The daily 18:15 draw and the
 * fast draws ("siêu tốc") share it; only the schedule differs.
 */
export type PrizeId = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

export type PrizeTier = { readonly id: PrizeId; readonly name: string; readonly count: number; readonly digits: number };

/** In board order, the special prize on top. */
export const NORTHERN_PRIZES: readonly PrizeTier[] = [
  { id: 'special', name: 'Giải đặc biệt', count: 1, digits: 5 },
  { id: 'first', name: 'Giải nhất', count: 1, digits: 5 },
  { id: 'second', name: 'Giải nhì', count: 2, digits: 5 },
  { id: 'third', name: 'Giải ba', count: 6, digits: 5 },
  { id: 'fourth', name: 'Giải tư', count: 4, digits: 4 },
  { id: 'fifth', name: 'Giải năm', count: 6, digits: 4 },
  { id: 'sixth', name: 'Giải sáu', count: 3, digits: 3 },
  { id: 'seventh', name: 'Giải bảy', count: 4, digits: 2 },
];

export const NORTHERN_NUMBER_COUNT = NORTHERN_PRIZES.reduce((n, tier) => n + tier.count, 0);

/**
 * The order numbers are drawn from the random source, which is also the order the results board reveals
 * them: first prize to seventh, the special prize last. Fixed, so a draw is recomputable from its seeds.
 */
export const NORTHERN_DRAW_ORDER: readonly PrizeId[] = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'special'];

/** Each prize's numbers, as zero-padded digit strings ('00935'), in the order drawn. */
export type NorthernDraw = Readonly<Record<PrizeId, readonly string[]>>;

const tierById = new Map(NORTHERN_PRIZES.map((tier) => [tier.id, tier]));

/** One draw: each number an unbiased integer below 10^digits, written with its leading zeros. */
export function drawNorthern(random: RandomSource): NorthernDraw {
  const draw = {} as Record<PrizeId, string[]>;
  for (const id of NORTHERN_DRAW_ORDER) {
    const { count, digits } = tierById.get(id) as PrizeTier;
    draw[id] = Array.from({ length: count }, () => String(random.nextInt(10 ** digits)).padStart(digits, '0'));
  }
  return draw;
}

/** Throws unless every prize has its count of numbers of its length: for results typed in or read back. */
export function assertNorthernDraw(draw: NorthernDraw): void {
  for (const { id, name, count, digits } of NORTHERN_PRIZES) {
    const numbers = draw[id];
    const pattern = new RegExp(`^\\d{${digits}}$`);
    if (numbers?.length !== count || !numbers.every((n) => pattern.test(n))) {
      throw new RangeError(`${name} cần ${count} số, mỗi số ${digits} chữ số.`);
    }
  }
}

/** The 27 numbers in board order (special prize first). */
export function drawNumbers(draw: NorthernDraw): string[] {
  return NORTHERN_PRIZES.flatMap(({ id }) => draw[id]);
}

/** The lô of the draw: the last two digits of each of the 27 numbers, in board order, repeats kept. */
export function loNumbers(draw: NorthernDraw): string[] {
  return drawNumbers(draw).map((n) => n.slice(-2));
}

/** The đề: the last two digits of the special prize. */
export function deNumber(draw: NorthernDraw): string {
  return (draw.special[0] ?? '').slice(-2);
}

/** The 3 càng: the last three digits of the special prize. */
export function baCangNumber(draw: NorthernDraw): string {
  return (draw.special[0] ?? '').slice(-3);
}
