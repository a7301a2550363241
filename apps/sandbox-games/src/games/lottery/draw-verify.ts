import { verifyServerSeed } from '@app/domain';
import { fairNorthernDraw, NORTHERN_PRIZES } from '@app/domain/lottery';

type RevealedDraw = {
  drawId: string;
  serverSeed: string;
  serverSeedHash: string;
  prizes: Partial<Record<string, readonly string[]>>;
};

export type DrawCheck = {
  /** SHA-256 of the revealed seed is the hash committed before the draw opened. */
  seedOk: boolean;
  /** fairNorthernDraw(serverSeed, drawId), recomputed here, gives every prize exactly as published. */
  prizesOk: boolean;
};

/** "Kiểm tra": the draw recomputed in the browser with the domain's own function. */
export function verifyDraw(draw: RevealedDraw): DrawCheck {
  let seedOk = false;
  let prizesOk = false;
  try {
    seedOk = verifyServerSeed(draw.serverSeed, draw.serverSeedHash);
    const again = fairNorthernDraw(draw.serverSeed, draw.drawId);
    prizesOk = NORTHERN_PRIZES.every(({ id }) => (draw.prizes[id] ?? []).join() === again[id].join());
  } catch {
    // A seed that is not one (wrong length, not hex) proves nothing: both stay false.
  }
  return { seedOk, prizesOk };
}
