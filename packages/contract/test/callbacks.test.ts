import { describe, expect, it } from 'vitest';
import {
  CALLBACK_FIELD_MESSAGES as M,
  CallbackCloseBody,
  CallbackRequestBody,
  callbackWindowRange,
  checkCallbackFields,
  formatCallbackWindow,
  normalizeCallbackPhone,
  openCallbackWindows,
} from '../src/callbacks.ts';

/** An instant given as Ho Chi Minh City wall time. */
const vn = (wall: string) => Date.parse(`${wall}+07:00`);

describe('callback windows (Asia/Ho_Chi_Minh)', () => {
  it('places today’s and tomorrow’s parts of the day in Vietnam hours, whatever the machine’s zone', () => {
    const at = vn('2026-11-28T23:30:00');
    expect(callbackWindowRange('now', at)).toBeNull();
    expect(callbackWindowRange('today-evening', at)).toEqual({ from: vn('2026-11-28T18:00:00'), to: vn('2026-11-28T22:00:00') });
    expect(callbackWindowRange('tomorrow-morning', at)).toEqual({ from: vn('2026-11-29T08:00:00'), to: vn('2026-11-29T12:00:00') });
    // 00:30 in Vietnam is still the previous day in UTC: "today" is Vietnam's.
    expect(callbackWindowRange('today-morning', vn('2026-11-29T00:30:00'))).toEqual({ from: vn('2026-11-29T08:00:00'), to: vn('2026-11-29T12:00:00') });
  });

  it('offers a part of today until it ends, "now" and tomorrow always', () => {
    expect(openCallbackWindows(vn('2026-11-28T07:00:00'))).toHaveLength(7);
    expect(openCallbackWindows(vn('2026-11-28T11:59:00'))).toContain('today-morning');
    expect(openCallbackWindows(vn('2026-11-28T12:00:00'))).toEqual(['now', 'today-afternoon', 'today-evening', 'tomorrow-morning', 'tomorrow-afternoon', 'tomorrow-evening']);
    expect(openCallbackWindows(vn('2026-11-28T22:00:00'))).toEqual(['now', 'tomorrow-morning', 'tomorrow-afternoon', 'tomorrow-evening']);
  });

  it('names a stored window by its day as seen later', () => {
    const request = { window: 'tomorrow-afternoon' as const, preferredFrom: new Date(vn('2026-11-29T12:00:00')).toISOString(), preferredTo: new Date(vn('2026-11-29T18:00:00')).toISOString() };
    expect(formatCallbackWindow(request, vn('2026-11-28T20:00:00'))).toBe('Ngày mai, 12:00–18:00');
    expect(formatCallbackWindow(request, vn('2026-11-29T09:00:00'))).toBe('Hôm nay, 12:00–18:00');
    expect(formatCallbackWindow(request, vn('2026-11-30T09:00:00'))).toBe('Hôm qua, 12:00–18:00');
    expect(formatCallbackWindow(request, vn('2026-12-02T09:00:00'))).toBe('29-11, 12:00–18:00');
    expect(formatCallbackWindow({ window: 'now', preferredFrom: null, preferredTo: null }, 0)).toBe('Ngay bây giờ');
  });
});

describe('the callback form’s checks', () => {
  it.each([
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['84912345678', '0912345678'],
    [' (091) 234-5678 ', '0912345678'],
  ])('reads %s as %s', (typed, phone) => {
    expect(normalizeCallbackPhone(typed)).toBe(phone);
  });

  it('says what the server would say, field by field', () => {
    const at = vn('2026-11-28T13:00:00');
    expect(checkCallbackFields({ phone: '0912345678', window: 'now', note: '' }, at)).toEqual({});
    expect(checkCallbackFields({ phone: '', window: '', note: 'x'.repeat(201) }, at)).toEqual({ phone: M.phoneRequired, window: M.windowRequired, note: M.noteTooLong });
    expect(checkCallbackFields({ phone: '0241234567', window: 'today-morning', note: '' }, at)).toEqual({ phone: M.phoneInvalid, window: M.windowOver });
  });

  it('agrees with the schema on the phone and the note', () => {
    for (const phone of ['0912345678', '0312345678', '0241234567', '091234567', '0912 345 678']) {
      const form = checkCallbackFields({ phone, window: 'now', note: '' }, 0).phone === undefined;
      expect(CallbackRequestBody.safeParse({ phone, window: 'now' }).success, phone).toBe(form);
    }
    const long = CallbackRequestBody.safeParse({ phone: '0912345678', window: 'now', note: 'x'.repeat(201) });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual([M.noteTooLong]);
  });

  it('requires a close note of three characters that are not spaces', () => {
    expect(CallbackCloseBody.safeParse({ id: 1, note: 'Đã gọi' }).success).toBe(true);
    expect(CallbackCloseBody.safeParse({ id: 1, note: '  a b c' }).success).toBe(true);
    expect(CallbackCloseBody.safeParse({ id: 1, note: ' a b ' }).success).toBe(false);
  });
});
