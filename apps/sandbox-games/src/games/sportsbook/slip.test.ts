import { describe, expect, it } from 'vitest';
import { acceptChanges, compareWithBoard, convertLegs, legFrom, parseStake, slipKind, slipPreview, slipProblem, SLIP_TEXT, stakeLimits, toggleLeg, type SlipLeg } from './slip.ts';
import type { Fixture, Market } from './sportsbook-types.ts';

const market = (marketId: string, over: Partial<Market> = {}): Market => ({
  marketId,
  kind: 'handicap',
  period: 'full-time',
  line: -0.5,
  status: 'open',
  priceVersion: 1,
  minStake: 1_000,
  maxStake: 5_000_000,
  prices: { home: '0.92', away: '-0.96' },
  ...over,
});
const fixture = (fixtureId: string, ...markets: Market[]): Fixture => ({
  fixtureId,
  sport: 'football',
  league: 'V.League 1',
  home: 'Hà Nội',
  away: 'Hải Phòng',
  kickoff: '2026-12-01T12:00:00Z',
  status: 'scheduled',
  markets,
});

const f1 = fixture('f1', market('m1'), market('m2', { kind: 'over-under', line: 2.5, prices: { over: '0.85', under: '0.95' }, minStake: 5_000, maxStake: 2_000_000 }));
const f2 = fixture('f2', market('m3', { prices: { home: '-0.80', away: '0.70' } }));
const leg = (f: Fixture, i: number, side: SlipLeg['side']) => legFrom(f, f.markets[i]!, side);
const text = { outside: (min: number, max: number) => `${min}-${max}`, overBalance: 'over' };

describe('the slip', () => {
  it('adds, swaps and removes legs; refuses two markets of one match', () => {
    let r = toggleLeg([], leg(f1, 0, 'home'));
    expect(r.legs).toHaveLength(1);
    expect(slipKind(r.legs)).toBe('single');
    r = toggleLeg(r.legs, leg(f1, 0, 'away'));
    expect(r.legs.map((l) => l.side)).toEqual(['away']);
    const refused = toggleLeg(r.legs, leg(f1, 1, 'over'));
    expect(refused.problem).toBe(SLIP_TEXT.sameFixture);
    expect(refused.legs).toHaveLength(1);
    r = toggleLeg(r.legs, leg(f2, 0, 'home'));
    expect(slipKind(r.legs)).toBe('accumulator');
    r = toggleLeg(r.legs, leg(f2, 0, 'home'));
    expect(r.legs).toHaveLength(1);
  });

  it('refuses an eleventh leg', () => {
    const legs = Array.from({ length: 10 }, (_, i) => leg(fixture(`x${i}`, market(`mx${i}`)), 0, 'home'));
    expect(toggleLeg(legs, leg(f2, 0, 'home')).problem).toBe(SLIP_TEXT.tooManyLegs);
  });

  it('takes the narrowest stake limits', () => {
    expect(stakeLimits([leg(f1, 1, 'over'), leg(f2, 0, 'home')])).toEqual({ min: 5_000, max: 2_000_000 });
    expect(parseStake('100,000')).toBe(100_000);
    expect(parseStake('0')).toBeNull();
    expect(parseStake('12a')).toBeNull();
  });

  it("previews the return with the domain's rules", () => {
    // Malay 0.92: risk the stake, win 0.92 × it.
    expect(slipPreview([leg(f1, 0, 'home')], 100_000, 'malay')).toEqual({ risk: 100_000, potentialReturn: 192_000 });
    // Malay −0.80: the stake is the win, 80 % of it is risked.
    expect(slipPreview([leg(f2, 0, 'home')], 100_000, 'malay')).toEqual({ risk: 80_000, potentialReturn: 180_000 });
    // Xiên: the stake × the product of decimal prices (1.92 × 2.25).
    expect(slipPreview([leg(f1, 0, 'home'), leg(f2, 0, 'home')], 10_000, 'malay')).toEqual({ risk: 10_000, potentialReturn: 43_200 });
  });

  it('says why the slip cannot be sent', () => {
    expect(slipProblem([], 1_000, 1e9, 'malay', text)).toBe(SLIP_TEXT.empty);
    expect(slipProblem([leg(f1, 1, 'over')], 1_000, 1e9, 'malay', text)).toBe('5000-2000000');
    expect(slipProblem([leg(f1, 0, 'home')], 100_000, 50_000, 'malay', text)).toBe('over');
    expect(slipProblem([leg(f2, 0, 'home')], 100_000, 80_000, 'malay', text)).toBeNull();
    expect(slipProblem([{ ...leg(f1, 0, 'home'), suspended: true }], 100_000, 1e9, 'malay', text)).toBe(SLIP_TEXT.suspended);
  });

  it('finds moved prices on a new board and takes them only when accepted', () => {
    const legs = [leg(f1, 0, 'home'), leg(f2, 0, 'home')];
    const moved = [fixture('f1', market('m1', { priceVersion: 2, prices: { home: '0.88', away: '-0.98' } })), fixture('f2', market('m3', { status: 'suspended' }))];
    const { legs: kept, changes } = compareWithBoard(legs, moved);
    expect(changes).toEqual([
      { marketId: 'm1', side: 'home', oldQuote: '0.92', newQuote: '0.88', priceVersion: 2, suspended: false },
      { marketId: 'm3', side: 'home', oldQuote: '-0.80', newQuote: null, priceVersion: 1, suspended: true },
    ]);
    expect(kept[0]!.quote).toBe('0.92');
    const accepted = acceptChanges(kept, changes);
    expect(accepted[0]).toMatchObject({ quote: '0.88', priceVersion: 2 });
    expect(accepted[1]!.suspended).toBe(true);
    expect(compareWithBoard(legs, [f1, f2]).changes).toEqual([]);
  });

  it('rewrites seen quotes in another format', () => {
    expect(convertLegs([leg(f2, 0, 'home')], 'malay', 'decimal')[0]!.quote).toBe('2.25');
  });
});
