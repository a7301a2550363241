import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, totpStep } from '../../src/lib/totp.ts';

// RFC 6238 appendix B (SHA-1 seed) and RFC 4226 appendix D.
const SEED = Buffer.from('12345678901234567890', 'ascii');

describe('one-time passwords', () => {
  it('match RFC 4226 HOTP values', () => {
    expect([0, 1, 2, 3, 9].map((c) => hotp(SEED, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('match RFC 6238 TOTP values (8 digits, SHA-1)', () => {
    const table: [number, string][] = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ];
    for (const [seconds, code] of table) expect(hotp(SEED, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('accept a code one step either side, never an older or the same step twice, never a malformed code', () => {
    const at = 1_700_000_000_000;
    const now = totpStep(at);
    expect(matchingStep(SEED, hotp(SEED, now), at)).toBe(now);
    expect(matchingStep(SEED, hotp(SEED, now - 1), at)).toBe(now - 1);
    expect(matchingStep(SEED, hotp(SEED, now + 1), at)).toBe(now + 1);
    expect(matchingStep(SEED, hotp(SEED, now - 2), at)).toBeNull();
    expect(matchingStep(SEED, hotp(SEED, now), at, now)).toBeNull();
    expect(matchingStep(SEED, ' 12345', at)).toBeNull();
  });

  it('round-trips base32 and writes the otpauth URI authenticator apps read', () => {
    expect(base32Encode(SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEED);
    expect(otpauthUri({ issuer: 'Rồng Vàng', account: 'admin', secret: SEED })).toBe(
      'otpauth://totp/R%E1%BB%93ng%20V%C3%A0ng%3Aadmin?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=R%E1%BB%93ng+V%C3%A0ng&algorithm=SHA1&digits=6&period=30',
    );
  });
});
