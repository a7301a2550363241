import { describe, expect, it } from 'vitest';
import { generateServerSeed, RoundRandom, serverSeedHash } from '@app/domain';
import { dealHand, shuffleShoe } from '@app/domain/casino';
import type { ShoeAnswer } from './baccarat-types.ts';
import { checkShoe } from './shoe-verify.ts';

function finishedShoe(roundCount: number): ShoeAnswer {
  const seed = generateServerSeed();
  const shoeId = 'ban-1-1234';
  const cards = shuffleShoe(new RoundRandom(seed, shoeId, 0));
  const rounds = [];
  let position = 0;
  for (let no = 1; no <= roundCount; no += 1) {
    const { hand, next } = dealHand(cards, position);
    rounds.push({ no, position, cards: [...hand.dealt] });
    position = next;
  }
  return {
    shoe: { shoeId, serverSeedHash: serverSeedHash(seed), serverSeed: seed, startedAt: '2026-11-27T00:00:00.000Z', finishedAt: '2026-11-27T01:00:00.000Z' },
    rounds,
  };
}

describe('checking a finished shoe on the device', () => {
  it('accepts the rounds the seed deals', () => {
    expect(checkShoe(finishedShoe(20))).toEqual({ kind: 'ok', rounds: 20 });
  });

  it('waits for the seed while the shoe is in play', () => {
    const answer = finishedShoe(3);
    expect(checkShoe({ ...answer, shoe: { ...answer.shoe, serverSeed: null } })).toEqual({ kind: 'pending' });
  });

  it('refuses a seed that is not the committed one', () => {
    const answer = finishedShoe(3);
    expect(checkShoe({ ...answer, shoe: { ...answer.shoe, serverSeedHash: serverSeedHash(generateServerSeed()) } })).toEqual({ kind: 'bad-hash' });
  });

  it('names a round whose cards differ, or that skipped cards', () => {
    const answer = finishedShoe(5);
    const changed = answer.rounds.map((r) => (r.no === 2 ? { ...r, cards: [...r.cards].reverse() } : r));
    expect(checkShoe({ ...answer, rounds: changed })).toEqual({ kind: 'mismatch', rounds: [2] });
    const skipped = answer.rounds.filter((r) => r.no !== 3);
    const check = checkShoe({ ...answer, rounds: skipped });
    expect(check.kind).toBe('mismatch');
  });
});
