import { RoundRandom, verifyServerSeed } from '@app/domain';
import { dealHand, shuffleShoe } from '@app/domain/casino';
import type { ShoeAnswer } from './baccarat-types.ts';

export type ShoeCheck =
  | { kind: 'pending' }
  | { kind: 'bad-hash' }
  | { kind: 'mismatch'; rounds: number[] }
  | { kind: 'ok'; rounds: number };

/**
 * A finished shoe recomputed on the member's device: the revealed seed must give the committed hash, the
 * shoe is `shuffleShoe(new RoundRandom(seed, shoeId, 0))`, and each round must be exactly what `dealHand`
 * deals from where the round before it stopped (the first from the top): no card twice, none skipped.
 */
export function checkShoe({ shoe, rounds }: ShoeAnswer): ShoeCheck {
  if (!shoe.serverSeed) return { kind: 'pending' };
  if (!verifyServerSeed(shoe.serverSeed, shoe.serverSeedHash)) return { kind: 'bad-hash' };
  const cards = shuffleShoe(new RoundRandom(shoe.serverSeed, shoe.shoeId, 0));
  const wrong: number[] = [];
  let position = 0;
  for (const round of rounds) {
    let dealt: readonly number[];
    try {
      const { hand, next } = dealHand(cards, position);
      dealt = hand.dealt;
      position = next;
    } catch {
      wrong.push(round.no);
      continue;
    }
    if (round.position !== position - dealt.length || dealt.length !== round.cards.length || dealt.some((c, i) => c !== round.cards[i])) wrong.push(round.no);
  }
  return wrong.length > 0 ? { kind: 'mismatch', rounds: wrong } : { kind: 'ok', rounds: rounds.length };
}
