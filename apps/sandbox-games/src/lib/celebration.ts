/**
 * How a round's result is shown. Only a round that pays back more than it cost is celebrated: a win
 * at or under the stake is a loss in disguise, so it is stated plainly ("Thắng 500"), and nothing
 * flashes for it (design brief: nothing celebrates a loss).
 */
export type WinPresentation = 'none' | 'plain' | 'celebrate';

export function winPresentation(stake: number, totalWin: number): WinPresentation {
  if (totalWin <= 0) return 'none';
  return totalWin > stake ? 'celebrate' : 'plain';
}
