import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha224Hex, signRequest, SIGNATURE_WINDOW_MS } from '@app/contract';
import { BRANDS } from '@app/domain';
import { keyedHmacSha224Hex, nodePrimitives, nodeSigning } from '../../src/lib/node-signing.ts';

/**
 * The server's HMAC works from precomputed key pads; these hold it to the RFC 4231 vectors, to
 * node:crypto's createHmac and to the client's @noble implementation, byte for byte.
 */
describe('keyed HMAC-SHA-224 on the server', () => {
  it('matches RFC 4231 test cases 1, 2, 6 and 7 (short, text, and keys longer than the block)', () => {
    const cases: [Uint8Array | string, string, string][] = [
      [new Uint8Array(20).fill(0x0b), 'Hi There', '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22'],
      ['Jefe', 'what do ya want for nothing?', 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44'],
      [new Uint8Array(131).fill(0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First', '95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e'],
      [
        new Uint8Array(131).fill(0xaa),
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
        '3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1',
      ],
    ];
    for (const [key, message, expected] of cases) expect(keyedHmacSha224Hex(key)(message)).toBe(expected);
  });

  it('agrees with createHmac and @noble on random keys of every length around the block, reused across messages', () => {
    for (let keyLength = 0; keyLength <= 140; keyLength++) {
      const key = new Uint8Array(randomBytes(keyLength));
      const hmac = keyedHmacSha224Hex(key);
      for (const messageLength of [0, 1, 55, 64, 65, 300]) {
        const message = new Uint8Array(randomBytes(messageLength));
        const expected = createHmac('sha224', key).update(message).digest('hex');
        expect(hmac(message)).toBe(expected);
        expect(hmacSha224Hex(key, message)).toBe(expected);
      }
      const text = `b-token:${keyLength} Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ ơ ư đ 🎲`;
      expect(hmac(text)).toBe(createHmac('sha224', key).update(text, 'utf8').digest('hex'));
    }
  });

  it('encodes string keys and messages as UTF-8, Vietnamese included', () => {
    const cases: [string, string][] = [
      ['khóa bí mật', 'Nạp tiền thành công: 1,000,000 ₫'],
      ['', ''],
      ['rv-app-key-2026-demo-7f3a9c', 'Nạp tiền: 1,000,000 ₫ — ASCII key, UTF-8 message'],
      ['a'.repeat(64), 'x-token:1764000000000'],
      ['a'.repeat(65), 'x-token:1764000000000'],
      ['🔑', 'Xổ số 🎲 Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ ơ ư đ'],
      ...BRANDS.map((b): [string, string] => [b.appKey, `x-token:${Date.now()}`]),
    ];
    for (const [key, message] of cases) {
      expect(nodePrimitives.hmacSha224Hex(key, message)).toBe(hmacSha224Hex(key, message));
      expect(nodePrimitives.hmacSha224Hex(key, message)).toBe(hmacSha224Hex(key, message));
    }
  });

  it("gives a millisecond's tokens and signatures when it remembers them: byte for byte the client's, whatever the body, also once another millisecond took the slot", () => {
    const key = BRANDS[0]!.appKey;
    const start = Date.now();
    const hmac = (message: string | Uint8Array) => createHmac('sha224', key).update(message).digest('hex');
    const remembered = nodePrimitives.remembered!;
    const bodies = [
      '{"online":true}',
      '{"online":false}',
      '{"ghiChú":"Đặng Thị Hoà 🎲"}',
      new Uint8Array([0, 10, 13, 0x80, 0xc3, 0xa9, 0xff, 0x5c, 0x6e]),
      'x'.repeat(64),
      'x'.repeat(65),
      '{"online":true,"padding":"' + 'a'.repeat(200) + '"}',
    ];
    // 4,096 slots: 10,000 milliseconds come back to each slot twice over; the second round asks for old ones again.
    for (const round of [0, 1]) {
      for (let i = 0; i < 10_000; i += round === 0 ? 37 : 17) {
        const ts = String(start + i);
        for (let ask = 0; ask < 2; ask++) {
          expect(remembered.timestampTokensHex(key, ts)).toMatchObject({ xToken: hmac(`x-token:${ts}`), bToken: hmac(`b-token:${ts}`) });
          expect(remembered.signatureHex(key, ts)).toBe(hmac(ts));
        }
        for (const body of bodies) {
          for (const path of ['/api/v1/user/checkOnline', '/api/v1/user/checkOnline?x=1', '/api/v1/wallet/transfer']) {
            const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
            const head = `POST\n${path}\n${ts}\n`;
            const expected = hmac(createHash('sha256').update(head).update(bytes).digest('hex'));
            expect(remembered.signatureHex(key, ts, { head, bytes })).toBe(expected);
            expect(remembered.signatureHex(key, ts, { head, bytes })).toBe(expected);
            // The client's signature (@noble, which remembers nothing) is the same.
            if (i % 5 === 0) expect(nodeSigning.signRequest(key, { method: 'POST', path, timestamp: start + i, body })).toEqual(signRequest(key, { method: 'POST', path, timestamp: start + i, body }));
          }
        }
      }
    }
    // A timestamp as no client sends it still gets the HMAC of what was sent.
    for (const ts of ['0001764000000000', '7', '']) expect(remembered.timestampTokensHex(key, ts)).toMatchObject({ xToken: hmac(`x-token:${ts}`), bToken: hmac(`b-token:${ts}`) });
  });

  it('checks what the client signs and refuses it under another brand key', () => {
    const now = Date.now();
    const request = { method: 'POST', path: '/api/v1/user/checkOnline', body: '{"online":true,"ghiChú":"Đặng Thị Hoà"}' };
    const [first, second] = BRANDS as [(typeof BRANDS)[number], (typeof BRANDS)[number]];
    const headers = Object.fromEntries(Object.entries(signRequest(first.appKey, { ...request, timestamp: now })).map(([k, v]) => [k.toLowerCase(), v]));
    expect(nodeSigning.signRequest(first.appKey, { ...request, timestamp: now })).toEqual(signRequest(first.appKey, { ...request, timestamp: now }));
    expect(nodeSigning.checkSignature(first.appKey, headers, request, now)).toEqual({ ok: true });
    expect(nodeSigning.checkSignature(second.appKey, headers, request, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(nodeSigning.checkSignature(first.appKey, headers, { ...request, body: '{"online":false}' }, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(nodeSigning.checkSignature(first.appKey, headers, request, now + SIGNATURE_WINDOW_MS + 1)).toEqual({ ok: false, reason: 'stale' });
    // The server hands over the body's bytes as received (request-signing.ts): the same verdicts.
    const bytes = Buffer.from(request.body, 'utf8');
    expect(nodeSigning.checkSignature(first.appKey, headers, { ...request, body: bytes }, now)).toEqual({ ok: true });
    expect(nodeSigning.checkSignature(first.appKey, headers, { ...request, body: Buffer.from('{"online":false}') }, now)).toEqual({ ok: false, reason: 'mismatch' });
  });
});
