import { verifyServerSeed } from '@app/domain';
import { xocDiaRound } from '@app/domain/casino';
import type { Coin, SeriesAnswer } from './xoc-dia-types.ts';

export type RoundCheck = { no: number; position: number; coins: readonly Coin[]; expected: readonly Coin[]; ok: boolean };

export type SeriesCheck =
  | { kind: 'pending' }
  | { kind: 'bad-hash' }
  | { kind: 'checked'; rounds: RoundCheck[]; wrong: number[] };

/**
 * A finished series recomputed on the member's device: the revealed seed must give the committed hash
 * (SHA-256, domain games/fair.ts), and each round's four coins must be exactly
 * `xocDiaRound(seed, seriesId, position)`; each round is marked matching or not. A position shown a
 * second time is marked not matching too: each draw of the series is played once.
 */
function recompute(seed: string, seriesId: string, position: number): readonly Coin[] {
  try {
    return xocDiaRound(seed, seriesId, position).coins;
  } catch {
    // A position no draw has (negative, not an integer): nothing can match it.
    return [];
  }
}

export function checkSeries({ series, rounds }: SeriesAnswer): SeriesCheck {
  if (!series.serverSeed) return { kind: 'pending' };
  if (!verifyServerSeed(series.serverSeed, series.serverSeedHash)) return { kind: 'bad-hash' };
  const seed = series.serverSeed;
  const seen = new Set<number>();
  const checked = rounds.map((round): RoundCheck => {
    const expected = recompute(seed, series.seriesId, round.position);
    const repeated = seen.has(round.position);
    seen.add(round.position);
    const ok = !repeated && round.coins.length === expected.length && round.coins.every((c, i) => c === expected[i]);
    return { no: round.no, position: round.position, coins: round.coins, expected, ok };
  });
  return { kind: 'checked', rounds: checked, wrong: checked.filter((r) => !r.ok).map((r) => r.no) };
}
