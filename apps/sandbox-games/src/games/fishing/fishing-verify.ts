import { resolveShot, RoundRandom, type FishingDefinition } from '@app/domain';
import type { PlayedRound } from '../../lib/fairness-store.ts';
import { readShotDetail } from './shot.ts';

/** Replays a shot with the revealed seed through the domain's own draw: same capture, same win. */
export function verifyShot(def: FishingDefinition, round: PlayedRound, serverSeed: string): boolean {
  const played = readShotDetail(round.detail);
  if (!played) return false;
  const { clientSeed, nonce } = round.fairness;
  const replay = resolveShot(def, new RoundRandom(serverSeed, clientSeed, nonce), played.fishId, round.stake);
  return replay.captured === played.captured && replay.win === played.win && replay.win === round.win;
}
