import type { Bet, LegOutcome } from './sportsbook-types.ts';

/** "Cược của tôi" in words: each leg's outcome, each bet's state. Pure. */

export const OUTCOME_TEXT: Readonly<Record<LegOutcome, string>> = {
  win: 'Thắng',
  'half-win': 'Thắng nửa',
  push: 'Hòa',
  'half-loss': 'Thua nửa',
  loss: 'Thua',
  void: 'Hủy',
};

/** A leg's outcome, "Chờ kết quả" until its fixture has one. */
export function outcomeText(outcome: LegOutcome | null): string {
  return outcome === null ? 'Chờ kết quả' : OUTCOME_TEXT[outcome];
}

/** The tone the page colours an outcome in. */
export function outcomeTone(outcome: LegOutcome | null): 'pending' | 'won' | 'lost' | 'even' {
  if (outcome === null) return 'pending';
  if (outcome === 'win' || outcome === 'half-win') return 'won';
  if (outcome === 'loss' || outcome === 'half-loss') return 'lost';
  return 'even';
}

/** "Cược đơn" or "Xiên 3". */
export function betKindText(bet: Pick<Bet, 'kind' | 'legs'>): string {
  return bet.kind === 'single' ? 'Cược đơn' : `Xiên ${bet.legs.length}`;
}

/** The bet's state: open, settled (won / lost / returned, by what it credited against what it took), voided. */
export function betStatusText(bet: Pick<Bet, 'status' | 'win' | 'risk'>): string {
  if (bet.status === 'open') return 'Đang chờ';
  if (bet.status === 'void') return 'Đã hủy';
  if (bet.win > bet.risk) return 'Thắng';
  if (bet.win === bet.risk) return 'Hoàn tiền';
  if (bet.win > 0) return 'Thua một phần';
  return 'Thua';
}

/** Open bets first (newest first), then the settled ones (newest settled first). */
export function splitBets(bets: readonly Bet[]): { open: Bet[]; settled: Bet[] } {
  const newest = (a: string | null, b: string | null) => Date.parse(b ?? '') - Date.parse(a ?? '') || 0;
  return {
    open: bets.filter((b) => b.status === 'open').sort((a, b) => newest(a.placedAt, b.placedAt)),
    settled: bets.filter((b) => b.status !== 'open').sort((a, b) => newest(a.settledAt ?? a.placedAt, b.settledAt ?? b.placedAt)),
  };
}
