import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDateTimeWithYear,
  formatMoney,
  formatMoneyVnd,
  formatPhone,
  groupInFours,
  maskAccount,
  parseMoneyInput,
} from '../src/index.ts';

describe('formatMoney', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_345, '12,345'],
    [1_000_000, '1,000,000'],
    [-1500, '-1,500'],
    [-999, '-999'],
    [-0, '0'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%s → %s', (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });

  it.each([1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('throws on %s', (n) => {
    expect(() => formatMoney(n)).toThrow(/formatMoney/);
  });

  it('adds the đồng sign', () => {
    expect(formatMoneyVnd(1_000_000)).toBe('1,000,000 ₫');
    expect(formatMoneyVnd(0)).toBe('0 ₫');
    expect(() => formatMoneyVnd(0.5)).toThrow();
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['1,000,000', 1_000_000],
    ['1000000', 1_000_000],
    [' 250,000 ', 250_000],
    ['1.000.000', 1_000_000],
    ['50,000 ₫', 50_000],
    ['50000đ', 50_000],
    ['0', 0],
  ])('%j → %s', (input, n) => {
    expect(parseMoneyInput(input)).toBe(n);
  });

  it.each(['', 'abc', '-1,000', '1,00', '1,000.000', '1.5', '10,00,000', '1e6', '99999999999999999999'])(
    '%j → null',
    (input) => {
      expect(parseMoneyInput(input)).toBeNull();
    },
  );

  it('reads back what formatMoney writes', () => {
    for (const n of [0, 999, 1000, 1_234_567, 15_000_000]) expect(parseMoneyInput(formatMoney(n))).toBe(n);
  });
});

describe('groupInFours', () => {
  it.each([
    ['1234567890123456', '1234 5678 9012 3456'],
    ['1234 5678 9012 3456', '1234 5678 9012 3456'],
    ['12 345 67890', '1234 5678 90'],
    ['1234', '1234'],
    ['123', '123'],
    ['', ''],
  ])('%j → %j', (input, text) => {
    expect(groupInFours(input)).toBe(text);
  });
});

describe('maskAccount', () => {
  it.each([
    ['0123456789', '012***789'],
    ['1234567', '123***567'],
    ['0123 456 789', '012***789'],
    ['123456', '******'],
    ['12', '**'],
    ['', ''],
  ])('%j → %j', (input, text) => {
    expect(maskAccount(input)).toBe(text);
  });
});

describe('formatDateTime in Asia/Ho_Chi_Minh', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('shows dd-MM HH:mm at UTC+7', () => {
    expect(formatDateTime(new Date('2026-01-01T17:30:00Z'))).toBe('02-01 00:30');
    expect(formatDateTime('2026-03-09T01:05:00Z')).toBe('09-03 08:05');
    expect(formatDateTime('2026-03-09T08:05:00+07:00')).toBe('09-03 08:05');
    expect(formatDateTime(Date.UTC(2025, 11, 31, 16, 59))).toBe('31-12 23:59');
    expect(formatDateTime(0)).toBe('01-01 07:00');
  });

  it('gives the same answer whatever the process time zone', () => {
    const instant = new Date('2026-01-01T17:30:00Z');
    const seen = new Map<string, { local: number; text: string }>();
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Europe/London']) {
      process.env.TZ = tz;
      seen.set(tz, { local: instant.getHours(), text: formatDateTime(instant) });
    }
    // The switch took effect (local hours differ), yet the formatted time never moved.
    expect(new Set([...seen.values()].map((s) => s.local)).size).toBeGreaterThan(1);
    expect([...seen.values()].map((s) => s.text)).toEqual(Array(seen.size).fill('02-01 00:30'));
  });

  it('refuses a time string without a zone, which JavaScript would read in local time', () => {
    expect(() => formatDateTime('2026-01-01T10:00:00')).toThrow(/no time zone/);
    expect(() => formatDateTime('2026-01-01')).toThrow(/no time zone/);
  });

  it('throws on an invalid time', () => {
    expect(() => formatDateTime(new Date('nope'))).toThrow(/not a valid time/);
    expect(() => formatDateTime(Number.NaN)).toThrow(/not a valid time/);
    expect(() => formatDateTime('2026-13-45T99:00:00Z')).toThrow(/not a valid time/);
  });
});

describe('formatDateTimeWithYear in Asia/Ho_Chi_Minh', () => {
  it('shows dd-MM-yyyy HH:mm at UTC+7, the year turning with the local date', () => {
    expect(formatDateTimeWithYear(new Date('2026-12-31T17:30:00Z'))).toBe('01-01-2027 00:30');
    expect(formatDateTimeWithYear('2031-03-09T01:05:00Z')).toBe('09-03-2031 08:05');
    expect(formatDateTimeWithYear(0)).toBe('01-01-1970 07:00');
  });

  it('refuses what formatDateTime refuses', () => {
    expect(() => formatDateTimeWithYear('2026-01-01T10:00:00')).toThrow(/no time zone/);
    expect(() => formatDateTimeWithYear(Number.NaN)).toThrow(/not a valid time/);
  });
});

describe('formatPhone', () => {
  it.each([
    [912345678, '0912 345 678'],
    [388888888, '0388 888 888'],
    ['0912345678', '0912 345 678'],
    ['912345678', '0912 345 678'],
    ['0912 345 678', '0912 345 678'],
  ])('%j → %j', (input, text) => {
    expect(formatPhone(input)).toBe(text);
  });

  it.each([12345, 9123456789, 91234567.8, '09123', 'abc'])('throws on %j', (input) => {
    expect(() => formatPhone(input)).toThrow(/formatPhone/);
  });
});
