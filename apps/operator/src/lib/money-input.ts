/** A whole VND amount as typed ("90,000", "90000", "90.000"), or null when it is not one. */
export function parseVnd(text: string): number | null {
  const digits = text.replace(/[\s,.]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  return Number(digits);
}
