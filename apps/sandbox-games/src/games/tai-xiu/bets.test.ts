import { describe, expect, it } from 'vitest';
import { describeBets, outcomeName, readTaiXiuDetail } from './bets.ts';

describe('tài xỉu bets as shown', () => {
  it('reads each bet off the domain rule: its totals or triples only, its odds and RTP', () => {
    const bets = describeBets();
    expect(bets.map((b) => [b.id, b.name, b.covers, b.odds])).toEqual([
      ['tai', 'Tài', 'Tổng 11–17', 1],
      ['xiu', 'Xỉu', 'Tổng 4–10', 1],
      ['bo-ba', 'Bộ ba bất kỳ', 'Ba mặt giống nhau', 30],
    ]);
    expect(bets[0]?.rtp).toBeCloseTo(35 / 36, 12);
  });

  it('names a roll as the history strip shows it', () => {
    expect(outcomeName([6, 5, 1])).toBe('Tài');
    expect(outcomeName([1, 2, 3])).toBe('Xỉu');
    expect(outcomeName([4, 4, 4])).toBe('Bộ ba');
  });

  it('accepts the provider detail and refuses a malformed one', () => {
    expect(readTaiXiuDetail({ bet: 'tai', dice: [6, 5, 1], total: 12, triple: false, won: true, win: 2000 })).toEqual({
      bet: 'tai',
      dice: [6, 5, 1],
      total: 12,
      triple: false,
      won: true,
      win: 2000,
    });
    expect(readTaiXiuDetail({ bet: 'tai', dice: [7, 5, 1], won: true, win: 2000 })).toBeNull();
    expect(readTaiXiuDetail({ bet: 'chan', dice: [1, 5, 1], won: true, win: 2000 })).toBeNull();
    expect(readTaiXiuDetail(null)).toBeNull();
  });
});
