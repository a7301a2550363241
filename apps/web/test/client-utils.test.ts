import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findNonce, leadingZeroBits } from '../src/features/captcha/pow/pow.ts';
import { observeServerDate, serverNow, clockOffset } from '../src/lib/clock.ts';
import { utf8ToBase64 } from '../src/utils/base64.ts';
import { toPhoneNumber } from '../src/utils/phone-number.ts';

describe('proof of work (D6)', () => {
  it('counts leading zero bits from the first byte', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x01]))).toBe(15);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0x00]))).toBe(4);
  });

  it('finds the smallest decimal nonce, checked against Node crypto', () => {
    const challenge = 'test-challenge-42';
    const difficulty = 10;
    const nonce = findNonce(challenge, difficulty);
    const bits = (n: string) => leadingZeroBits(createHash('sha256').update(challenge + n, 'utf8').digest());
    expect(bits(nonce)).toBeGreaterThanOrEqual(difficulty);
    for (let n = 0; n < Number(nonce); n++) expect(bits(String(n))).toBeLessThan(difficulty);
  });
});

describe('registration phone number (spec §5)', () => {
  it('sends the number without its leading 0', () => {
    expect(toPhoneNumber('0912345678')).toBe(912345678);
    expect(toPhoneNumber('0912 345 678')).toBe(912345678);
    expect(toPhoneNumber('+84912345678')).toBe(912345678);
    expect(toPhoneNumber('')).toBeNaN();
  });
});

describe('login data (D5)', () => {
  it('is base64 of the UTF-8 JSON, Vietnamese letters included', () => {
    const json = JSON.stringify({ UserName: 'ngọc', n: 1 });
    const encoded = utf8ToBase64(json);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(json);
  });
});

describe('server clock (D4)', () => {
  it('issues strictly increasing timestamps', () => {
    const a = serverNow();
    const b = serverNow();
    expect(b).toBeGreaterThan(a);
  });

  it('follows the Date header only when it is off by more than its one-second resolution', () => {
    const now = Date.now();
    // Whatever an earlier test left (an estimate within half a second of this clock), a header within the
    // resolution of it moves nothing: the test holds in any order (vitest --sequence.shuffle).
    const before = clockOffset();
    expect(Math.abs(before)).toBeLessThanOrEqual(500);
    expect(observeServerDate(new Date(now).toUTCString(), now, now)).toBe(false);
    expect(clockOffset()).toBe(before);
    const ahead = now + 10 * 60_000;
    expect(observeServerDate(new Date(ahead).toUTCString(), now, now)).toBe(true);
    expect(Math.abs(clockOffset() - 10 * 60_000)).toBeLessThan(1500);
    expect(observeServerDate(null, now, now)).toBe(false);
  });

  it('comes back to the server time after the device clock ran ahead', () => {
    const now = Date.now();
    observeServerDate(new Date(now).toUTCString(), now, now);
    // Signed an hour ahead (the device clock jumped), then the server's Date header corrects the estimate.
    observeServerDate(new Date(now + 60 * 60_000).toUTCString(), now, now);
    const ahead = serverNow();
    expect(observeServerDate(new Date(now).toUTCString(), now, now)).toBe(true);
    const corrected = serverNow();
    expect(corrected).toBeLessThan(ahead - 30 * 60_000);
    expect(Math.abs(corrected - Date.now())).toBeLessThan(2_000);
  });
});
