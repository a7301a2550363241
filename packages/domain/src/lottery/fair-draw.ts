import { RoundRandom } from '../games/fair.ts';
import { drawNorthern, type NorthernDraw } from './draw.ts';

/**
 * A shared draw, provably fair: the draw's server seed is committed (its SHA-256 shown) when the draw
 * opens for tickets and revealed once it is drawn; the 27 numbers are HMAC-SHA-256(server seed,
 * `${drawId}:0`) read as the games read every round (RoundRandom). The draw id stands in for a client
 * seed: every member shares the draw, so none of them may steer it, and it ties the seed to one draw.
 */
export function fairNorthernDraw(serverSeed: string, drawId: string): NorthernDraw {
  return drawNorthern(new RoundRandom(serverSeed, drawId, 0));
}
