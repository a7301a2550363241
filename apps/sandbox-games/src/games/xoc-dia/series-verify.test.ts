import { describe, expect, it } from 'vitest';
import { generateServerSeed, serverSeedHash } from '@app/domain';
import { xocDiaRound } from '@app/domain/casino';
import { checkSeries } from './series-verify.ts';
import type { SeriesAnswer } from './xoc-dia-types.ts';

const SERIES_ROUNDS = 30;

function finishedSeries(seed = generateServerSeed()): SeriesAnswer {
  const seriesId = 'ban-1-4567';
  return {
    series: { seriesId, serverSeedHash: serverSeedHash(seed), serverSeed: seed, startedAt: '2026-11-27T00:00:00.000Z', finishedAt: '2026-11-27T00:11:30.000Z' },
    rounds: Array.from({ length: SERIES_ROUNDS }, (_, position) => ({ no: 9000 + position, position, coins: [...xocDiaRound(seed, seriesId, position).coins] })),
  };
}

describe('checking a finished series on the device', () => {
  it('accepts the rounds the seed draws, every one marked matching', () => {
    const check = checkSeries(finishedSeries());
    expect(check.kind).toBe('checked');
    if (check.kind !== 'checked') return;
    expect(check.rounds).toHaveLength(SERIES_ROUNDS);
    expect(check.rounds.every((r) => r.ok)).toBe(true);
    expect(check.wrong).toEqual([]);
  });

  it('waits for the seed while the series is in play', () => {
    const answer = finishedSeries();
    expect(checkSeries({ ...answer, series: { ...answer.series, serverSeed: null } })).toEqual({ kind: 'pending' });
  });

  it('refuses a seed changed after its hash was committed', () => {
    const answer = finishedSeries();
    const seed = answer.series.serverSeed!;
    const changed = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    expect(checkSeries({ ...answer, series: { ...answer.series, serverSeed: changed } })).toEqual({ kind: 'bad-hash' });
  });

  it('names a round whose coin was changed, and only that one', () => {
    const answer = finishedSeries();
    const rounds = answer.rounds.map((r) =>
      r.position === 7 ? { ...r, coins: r.coins.map((c, i) => (i === 2 ? (c === 'red' ? 'white' : 'red') : c)) } : r,
    );
    const check = checkSeries({ ...answer, rounds });
    expect(check.kind).toBe('checked');
    if (check.kind !== 'checked') return;
    expect(check.wrong).toEqual([9007]);
    const marked = check.rounds.find((r) => r.no === 9007)!;
    expect(marked.ok).toBe(false);
    expect(marked.expected).toEqual(answer.rounds[7]!.coins);
  });

  it('refuses a draw shown twice, or a position no draw has', () => {
    const answer = finishedSeries();
    const repeated = [...answer.rounds, { ...answer.rounds[3]!, no: 9999 }];
    const check = checkSeries({ ...answer, rounds: repeated });
    expect(check.kind === 'checked' && check.wrong).toEqual([9999]);
    const negative = checkSeries({ ...answer, rounds: [{ no: 1, position: -1, coins: ['red', 'red', 'red', 'red'] }] });
    expect(negative.kind === 'checked' && negative.wrong).toEqual([1]);
  });
});
