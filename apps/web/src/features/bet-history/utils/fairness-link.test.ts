import type { BetRoundDetail } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { fairnessSearch, readFairnessSearch } from './fairness-link.ts';

const round: BetRoundDetail = {
  provider: 'V8',
  roundId: 'SBX-abc',
  gameId: 'tai-xiu',
  gameName: 'Tài Xỉu',
  category: 'cards',
  stake: 10_000,
  win: 20_000,
  net: 10_000,
  playedAt: '2026-11-26T05:00:00.000Z',
  status: 'settled',
  engine: 'tai-xiu:tai-xiu',
  balanceBefore: 100_000,
  balanceAfter: 110_000,
  detail: { bet: 'xiu', dice: [1, 2, 4], total: 7, triple: false, won: true, win: 20_000 },
  fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed_1', nonce: 12 },
  revision: 0,
};

describe('the link from a round to "Kiểm tra công bằng"', () => {
  it('carries everything but the server seed, and reads back the same', () => {
    const search = fairnessSearch(round);
    expect(search).not.toContain('server');
    expect(readFairnessSearch(search)).toEqual({
      engine: 'tai-xiu:tai-xiu',
      stake: '10000',
      fishId: '',
      bet: 'xiu',
      serverSeedHash: 'ab'.repeat(32),
      clientSeed: 'seed_1',
      nonce: '12',
      recordedWin: 20_000,
    });
  });

  it('reads a hand-made or damaged query as empty fields', () => {
    expect(readFairnessSearch('?thang=abc&nonce=')).toMatchObject({ engine: '', nonce: '', recordedWin: null });
    expect(readFairnessSearch('')).toMatchObject({ engine: '', recordedWin: null });
  });
});
