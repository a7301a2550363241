import { describe, expect, it } from 'vitest';
import { betKindText, betStatusText, outcomeText, outcomeTone, splitBets } from './bet-text.ts';
import type { Bet } from './sportsbook-types.ts';

describe('bet texts', () => {
  it('names every leg outcome in Vietnamese', () => {
    expect(['win', 'half-win', 'push', 'half-loss', 'loss', 'void'].map((o) => outcomeText(o as never))).toEqual(['Thắng', 'Thắng nửa', 'Hòa', 'Thua nửa', 'Thua', 'Hủy']);
    expect(outcomeText(null)).toBe('Chờ kết quả');
    expect(outcomeTone('half-win')).toBe('won');
    expect(outcomeTone('void')).toBe('even');
  });

  it('names the bet and its state', () => {
    expect(betKindText({ kind: 'single', legs: [] })).toBe('Cược đơn');
    expect(betKindText({ kind: 'accumulator', legs: [{}, {}, {}] as never })).toBe('Xiên 3');
    expect(betStatusText({ status: 'open', win: 0, risk: 100 })).toBe('Đang chờ');
    expect(betStatusText({ status: 'void', win: 100, risk: 100 })).toBe('Đã hủy');
    expect(betStatusText({ status: 'settled', win: 192, risk: 100 })).toBe('Thắng');
    expect(betStatusText({ status: 'settled', win: 100, risk: 100 })).toBe('Hoàn tiền');
    expect(betStatusText({ status: 'settled', win: 50, risk: 100 })).toBe('Thua một phần');
    expect(betStatusText({ status: 'settled', win: 0, risk: 100 })).toBe('Thua');
  });

  it('lists open bets first, newest first', () => {
    const bet = (betId: string, status: Bet['status'], placedAt: string, settledAt: string | null = null) => ({ betId, status, placedAt, settledAt }) as Bet;
    const { open, settled } = splitBets([
      bet('a', 'open', '2026-11-01T10:00:00Z'),
      bet('b', 'settled', '2026-11-01T09:00:00Z', '2026-11-02T09:00:00Z'),
      bet('c', 'open', '2026-11-01T11:00:00Z'),
      bet('d', 'void', '2026-11-01T08:00:00Z', '2026-11-03T09:00:00Z'),
    ]);
    expect(open.map((b) => b.betId)).toEqual(['c', 'a']);
    expect(settled.map((b) => b.betId)).toEqual(['d', 'b']);
  });
});
