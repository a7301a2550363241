import { DEFAULT_LOTTERY_ODDS } from '@app/domain/lottery';
import { describe, expect, it } from 'vitest';
import { createPurchaseIds, newClientId, purchaseAnswered, purchaseKey } from './purchase-id.ts';
import { checkDraft, costBreakdown, readPoints, selectionHint } from './ticket-form.ts';

const ctx = { odds: DEFAULT_LOTTERY_ODDS.lo, points: { min: 1, max: 1000 }, balance: 1_000_000, blocked: null };

describe('the ticket being made', () => {
  it('costs each number × points × point price, a xiên one bet on the combination', () => {
    expect(checkDraft({ betType: 'lo', numbers: ['07', '38'], points: 2 }, ctx)).toEqual({ cost: 92_000, problem: null });
    expect(checkDraft({ betType: 'xien-2', numbers: ['07', '38'], points: 10 }, { ...ctx, odds: DEFAULT_LOTTERY_ODDS['xien-2'] })).toEqual({ cost: 10_000, problem: null });
    expect(costBreakdown({ betType: 'lo', numbers: ['07', '38'], points: 2 }, DEFAULT_LOTTERY_ODDS.lo)).toBe('2 số × 2 điểm × 23,000 ₫');
    expect(costBreakdown({ betType: 'xien-3', numbers: ['07', '38', '11'], points: 5 }, DEFAULT_LOTTERY_ODDS['xien-3'])).toBe('5 điểm × 1,000 ₫');
  });

  it('says why it cannot be bought, the domain rule first', () => {
    expect(checkDraft({ betType: 'lo', numbers: [], points: 1 }, ctx).problem).toBe('Chưa chọn số.');
    expect(checkDraft({ betType: 'xien-3', numbers: ['07', '38'], points: 1 }, { ...ctx, odds: DEFAULT_LOTTERY_ODDS['xien-3'] })).toEqual({ cost: null, problem: 'Xiên 3 cần đúng 3 số.' });
    expect(checkDraft({ betType: 'lo', numbers: ['07'], points: Number.NaN }, ctx).problem).toBe('Số điểm phải là số nguyên dương.');
    expect(checkDraft({ betType: 'lo', numbers: ['07'], points: 1001 }, ctx)).toEqual({ cost: 23_023_000, problem: 'Số điểm từ 1 đến 1,000.' });
    expect(checkDraft({ betType: 'lo', numbers: ['07'], points: 50 }, { ...ctx, balance: 1_000_000 }).problem).toBe('Số dư không đủ để đặt vé này.');
    expect(checkDraft({ betType: 'ba-cang', numbers: ['07'], points: 1 }, { ...ctx, odds: DEFAULT_LOTTERY_ODDS['ba-cang'] }).problem).toBe('Mỗi số chọn gồm 3 chữ số (000–999).');
  });

  it('puts a closed draw before every other reason, and keeps the cost shown', () => {
    const blocked = { ...ctx, blocked: 'Đã đóng cược kỳ này.' };
    expect(checkDraft({ betType: 'lo', numbers: ['07'], points: 1 }, blocked)).toEqual({ cost: 23_000, problem: 'Đã đóng cược kỳ này.' });
    expect(checkDraft({ betType: 'lo', numbers: [], points: 1 }, blocked).problem).toBe('Đã đóng cược kỳ này.');
  });

  it('tells how many numbers a xiên still needs', () => {
    expect(selectionHint('xien-4', 1)).toBe('Chọn thêm 3 số (1/4)');
    expect(selectionHint('xien-2', 3)).toBe('Bỏ bớt 1 số (3/2)');
    expect(selectionHint('xien-2', 2)).toBe('Đã chọn đủ 2 số');
    expect(selectionHint('lo', 0)).toBe('Chưa chọn số');
    expect(selectionHint('de', 12)).toBe('Đã chọn 12 số');
  });

  it('reads the points field as a whole number only', () => {
    expect(readPoints(' 12 ')).toBe(12);
    expect(readPoints('1.5')).toBeNaN();
    expect(readPoints('')).toBeNaN();
    expect(readPoints('-3')).toBeNaN();
  });
});

describe('the purchase id', () => {
  it('is 32 characters the provider accepts', () => {
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(newClientId());
  });

  it('is reused for the same purchase retried after no answer, new for a new purchase', () => {
    let n = 0;
    const ids = createPurchaseIds(() => `purchase${++n}`);
    const body = { drawId: 'ST1-20261127-0751', betType: 'lo', numbers: ['07'], points: 1 };
    const first = ids.idFor(purchaseKey(body));
    expect(ids.idFor(purchaseKey(body))).toBe(first);
    ids.answered();
    expect(ids.idFor(purchaseKey(body))).not.toBe(first);
    const third = ids.idFor(purchaseKey({ ...body, points: 2 }));
    expect(third).toBe('purchase3');
  });

  it('counts only a refusal (4xx) as an answer; no answer or a 5xx may have bought the ticket', () => {
    expect(purchaseAnswered(409)).toBe(true);
    expect(purchaseAnswered(400)).toBe(true);
    expect(purchaseAnswered(0)).toBe(false);
    expect(purchaseAnswered(502)).toBe(false);
    expect(purchaseAnswered(504)).toBe(false);
  });
});
