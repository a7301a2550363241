/** A share (0.9599…) as a percentage the way the domain's rules text writes it: two decimals, '96.00%'. */
export function formatPercent(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}
