import { describe, expect, it } from 'vitest';
import { BALANCE_RECHECKS, lastingMismatch } from '../../src/modules/games/transfers/reconcile.ts';

/** A provider and our records as the reconciliation sees them, one answer per look. */
function looks(expectedAfterCatchUp: number[], heldOnAsk: number[]) {
  const calls = { catchUp: 0, askHeld: 0 };
  return {
    calls,
    catchUp: async () => expectedAfterCatchUp[calls.catchUp++]!,
    askHeld: async () => heldOnAsk[calls.askHeld++]!,
  };
}

describe('a balance difference is raised only when it lasts', () => {
  it('agreeing at once asks nothing more', async () => {
    const l = looks([], []);
    expect(await lastingMismatch({ expected: 500, held: 500, ...l })).toBeNull();
    expect(l.calls).toEqual({ catchUp: 0, askHeld: 0 });
  });

  it('a bet whose record had not arrived yet: once caught up, the figures agree and nothing is raised', async () => {
    // We read 500,000; the member staked 1,000 and won nothing before the provider answered 499,000.
    const l = looks([499_000], []);
    expect(await lastingMismatch({ expected: 500_000, held: 499_000, ...l })).toBeNull();
    expect(l.calls).toEqual({ catchUp: 1, askHeld: 0 });
  });

  it('bets keep landing between the looks: a later look agrees', async () => {
    const l = looks([499_000, 498_000], [498_000]);
    expect(await lastingMismatch({ expected: 500_000, held: 498_000, ...l })).toBeNull();
  });

  it('a difference the records never explain is raised with the last figures seen', async () => {
    const l = looks([500_000, 500_000, 500_000], [510_000, 510_000, 510_000]);
    expect(await lastingMismatch({ expected: 500_000, held: 510_000, ...l })).toEqual({ expected: 500_000, actual: 510_000 });
    expect(l.calls.catchUp).toBe(BALANCE_RECHECKS);
  });
});
