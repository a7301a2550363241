import { DEFAULT_LOTTERY_ODDS } from '@app/domain/lottery';
import { describe, expect, it } from 'vitest';
import { drawTimeText, hitsText, numbersSummary, orderTickets, pointsText, priceText, ticketStatusText, withTicket } from './ticket-text.ts';

describe('tickets as the member reads them', () => {
  it('prices a bet type from the odds', () => {
    expect(priceText(DEFAULT_LOTTERY_ODDS.lo)).toBe('1 điểm = 23,000 ₫ · trúng 80,000 ₫/điểm');
    expect(priceText(DEFAULT_LOTTERY_ODDS['ba-cang'])).toBe('1 điểm = 1,000 ₫ · trúng 400,000 ₫/điểm');
  });

  it('names the status: waiting, won with the amount, or not', () => {
    expect(ticketStatusText({ status: 'open', payout: 0 })).toBe('Chờ quay');
    expect(ticketStatusText({ status: 'won', payout: 160_000 })).toBe('Trúng 160,000 ₫');
    expect(ticketStatusText({ status: 'lost', payout: 0 })).toBe('Không trúng');
  });

  it('counts the nháy of a lô and only "về" for đề and 3 càng', () => {
    expect(hitsText('lo', 2)).toBe('về 2 nháy');
    expect(hitsText('xien-2', 1)).toBe('về 1 nháy');
    expect(hitsText('lo', 0)).toBe('không về');
    expect(hitsText('de', 1)).toBe('về');
    expect(hitsText('ba-cang', 0)).toBe('không về');
    expect(pointsText(1500)).toBe('1,500 điểm');
  });

  it('shortens a long list of numbers', () => {
    expect(numbersSummary(['07', '38'])).toBe('07, 38');
    expect(numbersSummary(Array.from({ length: 50 }, (_, i) => String(i).padStart(2, '0')))).toBe('00, 01, 02, 03, 04, 05, 06, 07… (50 số)');
  });

  it('writes the draw time in Vietnam time', () => {
    expect(drawTimeText('2026-11-27T11:15:00.000Z')).toBe('27-11 18:15');
    expect(drawTimeText('garbage')).toBe('');
  });

  it('lists waiting tickets first, the draw on sale on top, newest first', () => {
    const t = (ticketId: string, drawId: string, status: 'open' | 'won' | 'lost', placedAt: string) => ({ ticketId, drawId, status, placedAt });
    const tickets = [
      t('a', 'D1', 'won', '2026-11-27T05:00:01Z'),
      t('b', 'D2', 'open', '2026-11-27T05:01:01Z'),
      t('c', 'D3', 'open', '2026-11-27T05:01:30Z'),
      t('d', 'D3', 'open', '2026-11-27T05:01:40Z'),
      t('e', 'D1', 'lost', '2026-11-27T05:00:30Z'),
    ];
    expect(orderTickets(tickets, 'D3').map((x) => x.ticketId)).toEqual(['d', 'c', 'b', 'e', 'a']);
    expect(withTicket(tickets, t('c', 'D3', 'open', '2026-11-27T05:01:30Z')).map((x) => x.ticketId)).toEqual(['c', 'a', 'b', 'd', 'e']);
  });
});
