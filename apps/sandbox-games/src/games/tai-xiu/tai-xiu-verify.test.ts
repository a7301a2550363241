import { FISHING_GAMES, RoundRandom, resolveShot, rollTaiXiu, settleTaiXiu } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { verifyShot } from '../fishing/fishing-verify.ts';
import { verifyRoll } from './tai-xiu-verify.ts';

const SEED = '5e'.repeat(32);

describe('checking dice and shots once the seed is revealed', () => {
  it('agrees with an honest roll and catches other dice', () => {
    const dice = rollTaiXiu(new RoundRandom(SEED, 'c', 7));
    const { won, win } = settleTaiXiu('tai', dice, 1_000);
    const round = { roundId: 'r', stake: 1_000, win, detail: { bet: 'tai', dice, won, win }, fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 7 } };
    expect(verifyRoll(round, SEED)).toBe(true);
    const other = dice.map((d) => (d % 6) + 1);
    expect(verifyRoll({ ...round, detail: { bet: 'tai', dice: other, won, win } }, SEED)).toBe(false);
  });

  it('agrees with an honest shot and catches a changed capture', () => {
    const def = Object.values(FISHING_GAMES)[0]!;
    const shot = resolveShot(def, new RoundRandom(SEED, 'c', 3), 'ca-nho', 100);
    const round = { roundId: 'r', stake: 100, win: shot.win, detail: shot, fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 3 } };
    expect(verifyShot(def, round, SEED)).toBe(true);
    const flipped = { ...shot, captured: !shot.captured, win: shot.captured ? 0 : 200 };
    expect(verifyShot(def, { ...round, win: flipped.win, detail: flipped }, SEED)).toBe(false);
  });
});
