import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import * as repo from './repository.ts';

type DemoFixture = { sport: 'football' | 'esports'; league: string; home: string; away: string; inHours: number };

const DEMO_FIXTURES: readonly DemoFixture[] = [
  { sport: 'football', league: 'V.League 1', home: 'Hà Nội FC', away: 'Hoàng Anh Gia Lai', inHours: 3 },
  { sport: 'football', league: 'V.League 1', home: 'Công an Hà Nội', away: 'Thép Xanh Nam Định', inHours: 5 },
  { sport: 'football', league: 'Ngoại hạng Anh', home: 'Arsenal', away: 'Chelsea', inHours: 26 },
  { sport: 'esports', league: 'LMHT – VCS', home: 'GAM Esports', away: 'Team Secret Whales', inHours: 2 },
  { sport: 'esports', league: 'Dota 2 – SEA', home: 'Talon Esports', away: 'BOOM Esports', inHours: 7 },
];

const id = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/**
 * Development only (SEED_DEMO): a few upcoming fixtures of each sport with their usual markets, so the
 * board is not empty. Does nothing when upcoming fixtures exist already. Never called in production.
 */
export async function seedDemoFixtures(db: Database, now: number): Promise<number> {
  if ((await repo.listFixtures(db, { from: new Date(now), statuses: ['scheduled'] })).length > 0) return 0;
  await db.transaction(async (txn) => {
    for (const f of DEMO_FIXTURES) {
      const fixtureId = id('FX');
      // On the hour, so the board reads well.
      const kickoff = new Date(Math.ceil((now + f.inHours * 3_600_000) / 3_600_000) * 3_600_000);
      await repo.insertFixture(txn, { fixture_id: fixtureId, sport: f.sport, league: f.league, home: f.home, away: f.away, kickoff_at: kickoff });
      const market = (kind: repo.MarketRow['kind'], period: repo.MarketRow['period'], line: number | null, format: string, prices: Record<string, string>, max = 50_000_000) =>
        repo.insertMarket(txn, { market_id: id('MK'), fixture_id: fixtureId, kind, period, line, price_format: format, prices, min_stake: 10_000, max_stake: max });
      // E-sports are scored in maps (a best of three): its lines are maps, and it has no draw.
      await market('handicap', 'full-time', f.sport === 'football' ? -0.75 : -1.5, 'malay', { home: '0.92', away: '0.96' });
      await market('over-under', 'full-time', 2.5, 'malay', { over: '0.88', under: '-0.98' });
      if (f.sport === 'esports') continue;
      await market('1x2', 'full-time', null, 'decimal', { home: '1.85', draw: '3.40', away: '4.10' }, 20_000_000);
      await market('handicap', 'first-half', -0.25, 'malay', { home: '0.85', away: '-0.95' }, 20_000_000);
    }
  });
  return DEMO_FIXTURES.length;
}
