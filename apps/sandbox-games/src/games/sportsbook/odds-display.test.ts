import { describe, expect, it } from 'vitest';
import { FORMAT_CHOICES, boardOrder, handicapText, marketTitle, quoteText, readOddsFormat, selectionText, sideLabel } from './odds-display.ts';
import type { Market } from './sportsbook-types.ts';

const market = (kind: Market['kind'], period: Market['period'], line: number | null): Market => ({
  marketId: `${kind}-${period}`,
  kind,
  period,
  line,
  status: 'open',
  priceVersion: 1,
  minStake: 1000,
  maxStake: 1_000_000,
  prices: {},
});

describe('odds display', () => {
  it('offers the four formats, Malay first and by default, under the domain names', () => {
    expect(FORMAT_CHOICES.map((c) => c.format)).toEqual(['malay', 'hongkong', 'decimal', 'indo']);
    expect(FORMAT_CHOICES[0]!.name).toBe('Tỷ lệ Malaysia');
    expect(readOddsFormat(null)).toBe('malay');
    expect(readOddsFormat('nonsense')).toBe('malay');
    expect(readOddsFormat('indo')).toBe('indo');
  });

  it('writes a negative quote with the minus sign, a positive one as sent', () => {
    expect(quoteText('-0.96')).toBe('\u22120.96');
    expect(quoteText('0.92')).toBe('0.92');
    expect(quoteText('1.95')).toBe('1.95');
  });

  it('writes handicap lines for each side, quarter lines as given', () => {
    expect(handicapText(-0.75, 'home')).toBe('\u22120.75');
    expect(handicapText(-0.75, 'away')).toBe('+0.75');
    expect(handicapText(0.25, 'home')).toBe('+0.25');
    expect(handicapText(0, 'away')).toBe('0');
  });

  it('names markets and selections in Vietnamese', () => {
    expect(marketTitle('handicap', 'full-time')).toBe('Kèo châu Á');
    expect(marketTitle('over-under', 'first-half')).toBe('Tài/Xỉu Hiệp 1');
    const teams = { home: 'Hà Nội', away: 'Hải Phòng' };
    expect(selectionText({ kind: 'handicap', line: -0.5 }, 'away', teams)).toBe('Hải Phòng +0.5');
    expect(selectionText({ kind: 'over-under', line: 2.25 }, 'under', teams)).toBe('Xỉu 2.25');
    expect(selectionText({ kind: '1x2', line: null }, 'draw', teams)).toBe('Hòa');
    expect(sideLabel({ kind: '1x2', line: null }, 'away')).toBe('2');
    expect(sideLabel({ kind: 'over-under', line: 3 }, 'over')).toBe('T 3');
  });

  it('orders a fixture as the Asian board does', () => {
    const order = boardOrder([market('1x2', 'full-time', null), market('over-under', 'first-half', 1), market('handicap', 'first-half', 0), market('handicap', 'full-time', -0.5)]);
    expect(order.map((m) => m.marketId)).toEqual(['handicap-full-time', '1x2-full-time', 'handicap-first-half', 'over-under-first-half']);
  });
});
