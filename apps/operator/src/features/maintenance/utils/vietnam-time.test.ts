import { describe, expect, it } from 'vitest';
import { MAINTENANCE_AREA_LABELS } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { vietnamInstant, vietnamLocalValue } from '../../../lib/vietnam-time.ts';
import { stateAt } from './vietnam-time.ts';

describe('the console’s Vietnam time', () => {
  it('sends a datetime-local value as Vietnam wall time, to the minute', () => {
    expect(vietnamInstant('2026-11-27T02:30')).toBe('2026-11-27T02:30:00+07:00');
    expect(vietnamInstant('2026-11-27T02:30:45')).toBe('2026-11-27T02:30:00+07:00');
    expect(Date.parse(vietnamInstant('2026-11-27T02:30')!)).toBe(Date.parse('2026-11-26T19:30:00Z'));
    expect(vietnamInstant('')).toBeNull();
    expect(vietnamInstant('2026-11-27')).toBeNull();
  });

  it('fills a datetime-local field with Vietnam’s time of an instant', () => {
    expect(vietnamLocalValue(Date.parse('2026-11-26T19:30:10Z'))).toBe('2026-11-27T02:30');
    expect(vietnamInstant(vietnamLocalValue(Date.parse('2026-11-26T23:05:00Z')))).toBe('2026-11-27T06:05:00+07:00');
  });
});

describe('a window’s state as time goes by', () => {
  const w = { startsAt: '2026-11-26T20:00:00Z', endsAt: '2026-11-26T21:00:00Z' };
  it('starts and ends by the clock, and stays ended once ended', () => {
    expect(stateAt({ ...w, state: 'scheduled' }, Date.parse('2026-11-26T19:59:59Z'))).toBe('scheduled');
    expect(stateAt({ ...w, state: 'scheduled' }, Date.parse('2026-11-26T20:00:00Z'))).toBe('active');
    expect(stateAt({ ...w, state: 'active' }, Date.parse('2026-11-26T21:00:00Z'))).toBe('ended');
    expect(stateAt({ ...w, state: 'ended' }, Date.parse('2026-11-26T20:30:00Z'))).toBe('ended');
  });
});

describe('the area labels', () => {
  it('are the contract’s', () => {
    expect(t.maintenance.areas).toEqual(MAINTENANCE_AREA_LABELS);
  });
});
