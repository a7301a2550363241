/**
 * The 2-digit number picker's sets: 00–99 and the quick picks members know from the street (chẵn / lẻ,
 * tài 50–99 / xỉu 00–49, a đầu (first digit) or a đuôi (last digit)).
 */
export type QuickPick = 'chan' | 'le' | 'tai' | 'xiu' | `dau-${number}` | `duoi-${number}`;

export const TWO_DIGIT_NUMBERS: readonly string[] = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

export const QUICK_PICK_LABELS: readonly { pick: QuickPick; label: string }[] = [
  { pick: 'chan', label: 'Chẵn' },
  { pick: 'le', label: 'Lẻ' },
  { pick: 'tai', label: 'Tài' },
  { pick: 'xiu', label: 'Xỉu' },
];

export const DIGITS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The numbers a quick pick selects, in order. */
export function quickPick(pick: QuickPick): string[] {
  const value = (n: string) => Number(n);
  switch (pick) {
    case 'chan':
      return TWO_DIGIT_NUMBERS.filter((n) => value(n) % 2 === 0);
    case 'le':
      return TWO_DIGIT_NUMBERS.filter((n) => value(n) % 2 === 1);
    case 'tai':
      return TWO_DIGIT_NUMBERS.filter((n) => value(n) >= 50);
    case 'xiu':
      return TWO_DIGIT_NUMBERS.filter((n) => value(n) < 50);
  }
  const [kind, digit] = pick.split('-') as ['dau' | 'duoi', string];
  if (!/^\d$/.test(digit)) return [];
  return TWO_DIGIT_NUMBERS.filter((n) => (kind === 'dau' ? n[0] : n[1]) === digit);
}

/** Adds a number or takes it away; the selection stays sorted and without repeats. */
export function toggleNumber(selection: readonly string[], number: string): string[] {
  return selection.includes(number) ? selection.filter((n) => n !== number) : sortNumbers([...selection, number]);
}

export function sortNumbers(numbers: readonly string[]): string[] {
  return [...new Set(numbers)].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** What the 3 càng field accepts: exactly three digits (000–999), spaces around ignored. */
export function readThreeDigits(input: string): string | null {
  const value = input.trim();
  return /^\d{3}$/.test(value) ? value : null;
}
