import { describe, expect, it } from 'vitest';
import { decideLeave, recallAmount } from './leave-decision.ts';

const MIN = 1_000;

describe('leaving the game page', () => {
  it('offers to move the whole game balance back to TK Chính', () => {
    expect(decideLeave({ frameBalance: 498_500, walletBalance: 498_500, minTransfer: MIN })).toEqual({ kind: 'offer', amount: 498_500 });
  });

  it('leaves at once when there is nothing a transfer could move', () => {
    expect(decideLeave({ frameBalance: 0, walletBalance: 0, minTransfer: MIN })).toEqual({ kind: 'leave' });
    expect(decideLeave({ frameBalance: 999, walletBalance: 999, minTransfer: MIN })).toEqual({ kind: 'leave' });
    expect(decideLeave({ frameBalance: null, walletBalance: null, minTransfer: MIN })).toEqual({ kind: 'leave' });
  });

  it('offers exactly the minimum transfer', () => {
    expect(decideLeave({ frameBalance: null, walletBalance: 1_000, minTransfer: MIN })).toEqual({ kind: 'offer', amount: 1_000 });
  });

  it('uses whichever figure it has: the game’s before the wallet list knows, the list’s before any round', () => {
    expect(recallAmount(501_000, null)).toBe(501_000);
    expect(recallAmount(null, 500_000)).toBe(500_000);
  });

  it('asks for the smaller figure while a round’s record is still on its way, so neither side refuses it', () => {
    // The game paid a win the server has not recorded yet: the server checks its records.
    expect(recallAmount(510_000, 499_000)).toBe(499_000);
    // The game took a stake the server has not recorded yet: the provider checks its wallet.
    expect(recallAmount(498_000, 499_000)).toBe(498_000);
    expect(decideLeave({ frameBalance: 500, walletBalance: 20_000, minTransfer: MIN })).toEqual({ kind: 'leave' });
  });
});
