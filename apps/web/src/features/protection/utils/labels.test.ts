import { EXCLUSION_OPTIONS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { SESSION_LIMIT_MINUTES } from '@app/contract/constants';
import {
  exclusionLabel,
  formatPlayedTime,
  formatSignedMoney,
  pendingChangeLine,
  periodLabel,
  realityCheckOptionLabel,
  sessionLimitOptionLabel,
  sessionLimitPendingLine,
} from './labels.ts';

describe('protection labels', () => {
  it('names every exclusion option as the member reads it', () => {
    expect(EXCLUSION_OPTIONS.map(exclusionLabel)).toEqual([
      'Tạm nghỉ 24 giờ',
      'Tạm nghỉ 7 ngày',
      'Tạm nghỉ 30 ngày',
      'Tự loại trừ 6 tháng',
      'Tự loại trừ 1 năm',
      'Tự loại trừ 5 năm',
    ]);
  });

  it('names the periods and the reminder intervals', () => {
    expect([periodLabel('DAY'), periodLabel('WEEK'), periodLabel('MONTH')]).toEqual(['24 giờ', '7 ngày', '30 ngày']);
    expect([0, 15, 120].map(realityCheckOptionLabel)).toEqual(['Tắt', '15 phút', '120 phút']);
  });

  it('says when a raise or a removal takes effect, in Vietnam time', () => {
    expect(pendingChangeLine(null)).toBeNull();
    expect(pendingChangeLine({ amount: 2_000_000, effectiveAt: '2026-11-27T01:30:00Z' })).toBe('Tăng lên 2,000,000 từ 27-11 08:30');
    expect(pendingChangeLine({ amount: null, effectiveAt: '2026-11-27T01:30:00Z' })).toBe('Bỏ giới hạn từ 27-11 08:30');
  });

  it('names the session limits and says when a longer one or none takes effect', () => {
    expect(SESSION_LIMIT_MINUTES.map(sessionLimitOptionLabel)).toEqual(['Không giới hạn', '30 phút', '60 phút', '120 phút', '240 phút']);
    expect(sessionLimitPendingLine(null)).toBeNull();
    expect(sessionLimitPendingLine({ minutes: 240, effectiveAt: '2026-11-27T01:30:00Z' })).toBe('Đổi thành 240 phút từ 27-11 08:30');
    expect(sessionLimitPendingLine({ minutes: 0, effectiveAt: '2026-11-27T01:30:00Z' })).toBe('Đổi thành Không giới hạn từ 27-11 08:30');
  });

  it('says how long the member has played in hours and minutes', () => {
    expect(formatPlayedTime(75 * 60_000 + 59_000)).toBe('1 giờ 15 phút');
    expect(formatPlayedTime(120 * 60_000)).toBe('2 giờ');
    expect(formatPlayedTime(45 * 60_000)).toBe('45 phút');
    expect(formatPlayedTime(-1000)).toBe('0 phút');
  });

  it('signs a change of balance both ways', () => {
    expect(formatSignedMoney(-250_000)).toBe('-250,000');
    expect(formatSignedMoney(120_000)).toBe('+120,000');
    expect(formatSignedMoney(0)).toBe('0');
  });
});
