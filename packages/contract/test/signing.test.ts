import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_WINDOW_MS,
  checkSignature,
  hmacSha224Hex,
  signRequest,
  type SignInput,
  type SignedHeaders,
} from '../src/signing.ts';

const nodeHmac = (key: string | Uint8Array, msg: string | Uint8Array) =>
  createHmac('sha224', key).update(msg).digest('hex');

describe('hmacSha224Hex', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha224Hex('Jefe', 'what do ya want for nothing?')).toBe(
      'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
    );
  });

  it('matches RFC 4231 test case 6 (key longer than the block)', () => {
    const key = new Uint8Array(131).fill(0xaa);
    expect(hmacSha224Hex(key, 'Test Using Larger Than Block-Size Key - Hash Key First')).toBe(
      '95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e',
    );
  });

  it('agrees with node:crypto on random byte keys and messages', () => {
    for (let i = 0; i < 50; i++) {
      const key = new Uint8Array(randomBytes(1 + (i * 7) % 150));
      const msg = new Uint8Array(randomBytes((i * 13) % 300));
      expect(hmacSha224Hex(key, msg)).toBe(nodeHmac(key, msg));
    }
  });

  it('encodes string keys and messages as UTF-8, Vietnamese included', () => {
    const cases: [string, string][] = [
      ['khóa bí mật', 'Nạp tiền thành công: 1,000,000 ₫'],
      ['rv-app-key-2026-demo-7f3a9c', '{"UserName":"thànhviên","NickName":"Đặng Thị Hoà"}'],
      ['', ''],
      ['🔑', 'Xổ số 🎲 Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ ơ ư đ'],
      [randomBytes(32).toString('hex'), randomBytes(200).toString('base64')],
    ];
    for (const [key, msg] of cases) {
      expect(hmacSha224Hex(key, msg)).toBe(nodeHmac(Buffer.from(key, 'utf8'), Buffer.from(msg, 'utf8')));
    }
  });
});

const APP_KEY = 'rv-app-key-2026-demo-7f3a9c';
const NOW = 1_767_225_600_000;
const REQUEST = {
  method: 'POST',
  path: '/api/v1/auth/register',
  body: '{"UserName":"thanhvien01","NickName":"Thành Viên","PhoneNumber":912345678}',
} satisfies Omit<SignInput, 'timestamp'>;

/** The server reads headers lower-cased (as Node delivers them). */
function asReceived(h: SignedHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The formula of the signing.ts doc comment, computed with node:crypto alone. */
function independentSignature(key: string, method: string, path: string, ts: number, body?: string): string {
  const message = body
    ? createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${ts}\n${body}`, 'utf8').digest('hex')
    : String(ts);
  return nodeHmac(key, message);
}

describe('signRequest', () => {
  it('signs a request with a body as documented', () => {
    const h = signRequest(APP_KEY, { ...REQUEST, timestamp: NOW });
    expect(h).toEqual({
      'X-Timestamp': String(NOW),
      'X-Signature': independentSignature(APP_KEY, 'POST', REQUEST.path, NOW, REQUEST.body),
      'X-Token': nodeHmac(APP_KEY, `x-token:${NOW}`),
      'B-Token': nodeHmac(APP_KEY, `b-token:${NOW}`),
    });
  });

  it('signs the timestamp alone when there is no body', () => {
    const expected = independentSignature(APP_KEY, 'POST', '/api/v1/captcha/init', NOW);
    expect(signRequest(APP_KEY, { method: 'POST', path: '/api/v1/captcha/init', timestamp: NOW })['X-Signature']).toBe(
      expected,
    );
    expect(
      signRequest(APP_KEY, { method: 'POST', path: '/api/v1/captcha/init', timestamp: NOW, body: '' })['X-Signature'],
    ).toBe(expected);
  });

  it('signs the same bytes the same way, given as a string or as bytes', () => {
    const asBytes = new TextEncoder().encode(REQUEST.body);
    expect(signRequest(APP_KEY, { ...REQUEST, body: asBytes, timestamp: NOW })).toEqual(
      signRequest(APP_KEY, { ...REQUEST, timestamp: NOW }),
    );
  });
});

describe('checkSignature', () => {
  const signed = asReceived(signRequest(APP_KEY, { ...REQUEST, timestamp: NOW }));

  it('accepts a request as signed, also a few minutes either side', () => {
    expect(checkSignature(APP_KEY, signed, REQUEST, NOW)).toEqual({ ok: true });
    expect(checkSignature(APP_KEY, signed, REQUEST, NOW + SIGNATURE_WINDOW_MS)).toEqual({ ok: true });
    expect(checkSignature(APP_KEY, signed, REQUEST, NOW - 4 * 60_000)).toEqual({ ok: true });
  });

  it('accepts upper-case hex', () => {
    const upper = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, v.toUpperCase()]));
    expect(checkSignature(APP_KEY, upper, REQUEST, NOW)).toEqual({ ok: true });
  });

  it.each([
    ['body', { ...REQUEST, body: REQUEST.body.replace('912345678', '912345679') }],
    ['path', { ...REQUEST, path: '/api/v1/auth/verifyAccountIDIsExist' }],
    ['method', { ...REQUEST, method: 'PUT' }],
  ])('rejects a changed %s as a mismatch', (_, changed) => {
    expect(checkSignature(APP_KEY, signed, changed, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects a changed timestamp as a mismatch', () => {
    const moved = { ...signed, 'x-timestamp': String(NOW + 1) };
    expect(checkSignature(APP_KEY, moved, REQUEST, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects another brand key, and a tampered X-Token or B-Token', () => {
    expect(checkSignature('ln-app-key-2026-demo-41be08', signed, REQUEST, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    const other = asReceived(signRequest(APP_KEY, { ...REQUEST, timestamp: NOW + 1 }));
    for (const header of ['x-token', 'b-token']) {
      expect(checkSignature(APP_KEY, { ...signed, [header]: other[header]! }, REQUEST, NOW)).toEqual({
        ok: false,
        reason: 'mismatch',
      });
    }
  });

  it('rejects a timestamp 6 minutes off as stale', () => {
    expect(checkSignature(APP_KEY, signed, REQUEST, NOW + 6 * 60_000)).toEqual({ ok: false, reason: 'stale' });
    expect(checkSignature(APP_KEY, signed, REQUEST, NOW - 6 * 60_000)).toEqual({ ok: false, reason: 'stale' });
  });

  it.each(['x-timestamp', 'x-signature', 'x-token', 'b-token'])('rejects a request without %s as missing', (header) => {
    const { [header]: _dropped, ...rest } = signed;
    expect(checkSignature(APP_KEY, rest, REQUEST, NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('rejects a timestamp that is not a number as missing', () => {
    expect(checkSignature(APP_KEY, { ...signed, 'x-timestamp': '1.7e12' }, REQUEST, NOW)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('accepts a bodyless request whatever its method and path: D4 signs only the timestamp there', () => {
    const bodyless = asReceived(signRequest(APP_KEY, { method: 'POST', path: '/api/v1/captcha/init', timestamp: NOW }));
    const elsewhere = { method: 'POST', path: '/api/v1/user/GetLoggedinInfo' };
    expect(checkSignature(APP_KEY, bodyless, elsewhere, NOW)).toEqual({ ok: true });
  });
});
