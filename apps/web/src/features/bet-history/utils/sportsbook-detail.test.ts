import { describe, expect, it } from 'vitest';
import { readSportsbookDetail } from './sportsbook-detail.ts';
import { betStatus, correctionText, legScore, marketTitle, quoteText, selectionText } from './sportsbook-text.ts';

/** A leg as the sandbox provider stores it (sportsbook/settlement.ts betDetail: the stored leg plus its fixture). */
const leg = (over: Record<string, unknown> = {}) => ({
  marketId: 'm1',
  fixtureId: 'f1',
  sport: 'football',
  kind: 'handicap',
  period: 'full-time',
  line: -0.5,
  side: 'home',
  priceVersion: 1,
  quote: '2.00',
  league: 'V.League 1',
  home: 'Hà Nội',
  away: 'Hải Phòng',
  kickoff: '2026-12-01T12:00:00.000Z',
  outcome: null,
  result: null,
  ...over,
});
const placed = { kind: 'sportsbook-bet', betKind: 'accumulator', stake: 50_000, format: 'decimal', reason: null, legs: [leg(), leg({ fixtureId: 'f2', home: 'Nam Định', away: 'Bình Định', kind: 'over-under', period: 'first-half', line: 2.25, side: 'under', quote: '1.90' })] };
const settled = {
  ...placed,
  legs: [
    { ...placed.legs[0]!, outcome: 'win', result: { fullTime: { home: 2, away: 0 }, firstHalf: { home: 1, away: 0 } } },
    { ...placed.legs[1]!, outcome: 'half-loss', result: { fullTime: { home: 3, away: 1 }, firstHalf: { home: 2, away: 1 } } },
  ],
};

describe('a sports bet read from its detail', () => {
  it('reads a settled xiên: each leg with its match, market, pick, price, outcome and score', () => {
    const read = readSportsbookDetail(settled);
    expect(read).toMatchObject({ betKind: 'accumulator', stake: 50_000, format: 'decimal', reason: null });
    expect(read?.legs.map((l) => [l.outcome, legScore(l)])).toEqual([
      ['win', '2–0'],
      ['half-loss', '2–1'],
    ]);
    const [first, second] = read!.legs;
    expect([marketTitle(first!), selectionText(first!), quoteText(first!.quote)]).toEqual(['Kèo châu Á', 'Hà Nội \u22120.5', '2.00']);
    expect([marketTitle(second!), selectionText(second!)]).toEqual(['Tài/Xỉu Hiệp 1', 'Xỉu 2.25']);
  });

  it('reads an open single: its legs undecided, no score', () => {
    const read = readSportsbookDetail({ ...placed, betKind: 'single', legs: [leg({ side: 'away', quote: '-0.96', format: 'malay' })], format: 'malay' });
    expect(read?.legs[0]).toMatchObject({ outcome: null, result: null });
    expect(selectionText(read!.legs[0]!)).toBe('Hải Phòng +0.5');
    expect(quoteText('-0.96')).toBe('\u22120.96');
    expect(legScore(read!.legs[0]!)).toBeNull();
  });

  it('keeps a void bet\'s reason (a match cancelled)', () => {
    const read = readSportsbookDetail({ ...placed, reason: 'Trận đấu bị hủy', legs: placed.legs.map((l) => ({ ...l, outcome: 'void' })) });
    expect(read?.reason).toBe('Trận đấu bị hủy');
    expect(read?.legs.every((l) => l.outcome === 'void' && l.result === null)).toBe(true);
  });

  it('gives null for anything else, so the recall falls back to "no detail"', () => {
    for (const bad of [
      null,
      { ...settled, kind: 'baccarat' },
      { ...settled, betKind: 'single' },
      { ...settled, legs: [] },
      { ...settled, format: 'fractional' },
      { ...settled, stake: '50000' },
      { ...settled, legs: [settled.legs[0], { ...settled.legs[1], side: 'home' }] },
      { ...settled, legs: [settled.legs[0], { ...settled.legs[1], outcome: 'won' }] },
      { ...settled, legs: [settled.legs[0], { ...settled.legs[1], quote: 1.9 }] },
      { ...settled, legs: [settled.legs[0], { ...settled.legs[1], result: { fullTime: { home: 1, away: 0 } } }] },
    ]) {
      expect(readSportsbookDetail(bad)).toBeNull();
    }
  });

  it('reads a first settlement with no correction, and says nothing of one', () => {
    const read = readSportsbookDetail(settled);
    expect(read?.correction).toBeNull();
    expect(correctionText({ revision: 1, win: 200_000 }, read!.correction)).toBeNull();
  });

  it('reads a corrected bet: when (in Vietnam\'s time) and what it paid before, against what it pays now', () => {
    // 17:30 UTC is 00:30 the next day in Asia/Ho_Chi_Minh.
    const read = readSportsbookDetail({ ...settled, correction: { at: '2026-12-01T17:30:00.000Z', previousReturn: 0 } });
    expect(read?.correction).toEqual({ at: '2026-12-01T17:30:00.000Z', previousReturn: 0 });
    expect(correctionText({ revision: 2, win: 200_000 }, read!.correction)).toBe('Kết quả đã được điều chỉnh lúc 02-12 00:30: tiền trả trước đó 0 → nay 200,000');
    expect(correctionText({ revision: 3, win: 180_000 }, { at: '2026-12-01T05:05:00Z', previousReturn: 180_000 })).toBe('Kết quả đã được điều chỉnh lúc 01-12 12:05: tiền trả không đổi (180,000)');
  });

  it('takes the round\'s revision for whether the result was corrected, the detail only for its facts', () => {
    // Settled again before the provider wrote a correction, or one it cannot read: the line without the facts.
    expect(correctionText({ revision: 2, win: 0 }, null)).toBe('Kết quả đã được điều chỉnh.');
    for (const bad of [{ at: 'hôm qua', previousReturn: 0 }, { at: '2026-12-01T17:30:00', previousReturn: 0 }, { at: '2026-12-01T17:30:00Z', previousReturn: -1 }, { at: '2026-12-01T17:30:00Z', previousReturn: '0' }, 'x']) {
      const read = readSportsbookDetail({ ...settled, correction: bad });
      expect(read?.legs).toHaveLength(2);
      expect(read?.correction).toBeNull();
    }
    // A round the platform holds at its first settlement is not shown as corrected, whatever its detail says.
    expect(correctionText({ revision: 1, win: 0 }, { at: '2026-12-01T17:30:00Z', previousReturn: 100 })).toBeNull();
  });

  it('says what the bet came to by what it credited against what it took', () => {
    expect(betStatus({ status: 'open', stake: 50_000, win: 0 }).text).toBe('Đang chờ');
    expect(betStatus({ status: 'settled', stake: 50_000, win: 200_000 }).text).toBe('Thắng');
    expect(betStatus({ status: 'settled', stake: 50_000, win: 50_000 }).text).toBe('Hoàn tiền');
    expect(betStatus({ status: 'settled', stake: 50_000, win: 25_000 }).text).toBe('Thua một phần');
    expect(betStatus({ status: 'settled', stake: 50_000, win: 0 }).text).toBe('Thua');
    expect(betStatus({ status: 'void', stake: 50_000, win: 50_000 }).text).toBe('Đã hủy');
  });
});
