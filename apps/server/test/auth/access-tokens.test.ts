import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/modules/auth/access-tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = (n: number) => ({ memberId: `member-${n}`, familyId: `session-${n}` });

describe('the verified access-token cache (ACCESS_TOKEN_CACHE_SIZE)', () => {
  it('remembers at most cacheSize tokens, the oldest leaving first; a forgotten token still verifies', async () => {
    const tokens = createAccessTokens({ secret: SECRET, ttlSeconds: 900, cacheSize: 2 });
    const issued = await Promise.all([1, 2, 3].map((n) => tokens.issue(claims(n))));
    for (const token of issued) expect(await tokens.verify(token)).toEqual({ ok: true, claims: expect.any(Object) });
    expect(tokens.verifyCached(issued[0]!)).toBeUndefined();
    expect(tokens.verifyCached(issued[1]!)).toEqual({ ok: true, claims: claims(2) });
    expect(tokens.verifyCached(issued[2]!)).toEqual({ ok: true, claims: claims(3) });
    expect(await tokens.verify(issued[0]!)).toEqual({ ok: true, claims: claims(1) });
  });

  it('with size 0 remembers none, and a cached token still expires on time', async () => {
    const none = createAccessTokens({ secret: SECRET, ttlSeconds: 900, cacheSize: 0 });
    const token = await none.issue(claims(1));
    expect(await none.verify(token)).toEqual({ ok: true, claims: claims(1) });
    expect(none.verifyCached(token)).toBeUndefined();

    let now = Date.now();
    const cached = createAccessTokens({ secret: SECRET, ttlSeconds: 60, cacheSize: 10, now: () => now });
    const short = await cached.issue(claims(2));
    expect(await cached.verify(short)).toEqual({ ok: true, claims: claims(2) });
    now += 61_000;
    expect(cached.verifyCached(short)).toEqual({ ok: false, expired: true });
  });
});
