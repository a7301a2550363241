import { describe, expect, it } from 'vitest';
import type { TradingFixture } from '@app/contract/sandbox-sportsbook';
import { deskOrder } from './desk-order.ts';

const fixture = (fixtureId: string, status: TradingFixture['status'], kickoff: string): TradingFixture => ({
  fixtureId,
  sport: 'football',
  league: 'V.League 1',
  home: 'Hà Nội',
  away: 'Hải Phòng',
  kickoff,
  status,
  result: null,
  cancelReason: null,
  markets: [],
  bets: { open: 0, settled: 0 },
});

describe('the desk order', () => {
  it('puts matches in play first, then the next to kick off, then the latest over', () => {
    const fixtures = [
      fixture('next-month', 'scheduled', '2026-12-27T12:00:00.000Z'),
      fixture('old', 'finished', '2026-11-20T12:00:00.000Z'),
      fixture('tonight', 'scheduled', '2026-11-27T12:00:00.000Z'),
      fixture('called-off', 'cancelled', '2026-11-26T12:00:00.000Z'),
      fixture('in-play', 'live', '2026-11-27T07:00:00.000Z'),
      fixture('tomorrow', 'scheduled', '2026-11-28T12:00:00.000Z'),
    ];
    expect(deskOrder(fixtures).map((f) => f.fixtureId)).toEqual(['in-play', 'tonight', 'tomorrow', 'next-month', 'called-off', 'old']);
    // The list it was given is left as it was.
    expect(fixtures[0]!.fixtureId).toBe('next-month');
  });
});
