import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, formatDay, formatRtp, vietnamToday } from './report.ts';

describe('report helpers', () => {
  it('takes today in Vietnam: 17:00 UTC is already the next day there', () => {
    expect(vietnamToday(Date.parse('2026-11-26T16:59:59Z'))).toBe('2026-11-26');
    expect(vietnamToday(Date.parse('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it('counts and moves days across months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2026-10-01', '2026-10-31')).toBe(31);
    expect(daysInRange('2026-10-01', '2026-10-01')).toBe(1);
  });

  it('writes returns and days as the console shows them', () => {
    expect(formatRtp(0.96123)).toBe('96.12%');
    expect(formatRtp(null)).toBe('—');
    expect(formatDay('2026-10-05')).toBe('05-10-2026');
  });
});
