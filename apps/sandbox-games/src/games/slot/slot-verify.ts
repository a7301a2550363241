import { RoundRandom, spinSlot, type SlotDefinition } from '@app/domain';
import type { PlayedRound } from '../../lib/fairness-store.ts';
import { readSlotDetail } from './slot-round.ts';

/**
 * Replays a round with the revealed server seed through the domain's own spin: the same strips, the
 * same draws, so every stop (free spins included) and the total must come out equal.
 */
export function verifySlotRound(def: SlotDefinition, round: PlayedRound, serverSeed: string): boolean {
  const played = readSlotDetail(round.detail);
  if (!played) return false;
  const { clientSeed, nonce } = round.fairness;
  const replay = spinSlot(def, new RoundRandom(serverSeed, clientSeed, nonce), round.stake);
  const stops = (spins: { stops: readonly number[] }[]) => spins.map((s) => s.stops.join(',')).join('|');
  return replay.totalWin === round.win && stops([replay, ...replay.freeSpins]) === stops([played, ...played.freeSpins]);
}
