import { rollTaiXiu, RoundRandom, settleTaiXiu } from '@app/domain';
import type { PlayedRound } from '../../lib/fairness-store.ts';
import { readTaiXiuDetail } from './bets.ts';

/** Replays a roll with the revealed seed through the domain's own dice and settlement. */
export function verifyRoll(round: PlayedRound, serverSeed: string): boolean {
  const played = readTaiXiuDetail(round.detail);
  if (!played) return false;
  const { clientSeed, nonce } = round.fairness;
  const dice = rollTaiXiu(new RoundRandom(serverSeed, clientSeed, nonce));
  const { win } = settleTaiXiu(played.bet, dice, round.stake);
  return dice.join() === played.dice.join() && win === round.win;
}
