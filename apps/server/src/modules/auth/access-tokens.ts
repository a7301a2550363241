import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { memberId: string; familyId: string };
export type AccessTokenVerdict = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

const EXPIRED: AccessTokenVerdict = Object.freeze({ ok: false, expired: true });

/** A compact JWS as we issue it (base64url parts): the only kind of token the cache keeps. */
export const TOKEN_PATTERN = /^[A-Za-z0-9._-]+$/;

/** D5: short-lived HS256 JWT access tokens. */
export function createAccessTokens(opts: { secret: string; ttlSeconds: number; cacheSize: number; now?: () => number }) {
  const key = new TextEncoder().encode(opts.secret);
  const now = opts.now ?? Date.now;
  const issuer = 'betting-platform';
  /**
   * Tokens already verified, with their expiry: a token never changes, so its signature need only be
   * checked once; expiry is still checked on every use. Bounded (ACCESS_TOKEN_CACHE_SIZE), oldest first out.
   */
  const verified = new Map<string, { admitted: AccessTokenVerdict; expiresAtMs: number }>();

  /**
   * The verdict on a token whose signature was already checked, without waiting: most requests
   * carry one, and the hot path then skips a promise. Undefined for a token not seen yet. The verdict
   * objects are made once (the token's, and one for every expired token), not per request.
   */
  function verifyCached(token: string): AccessTokenVerdict | undefined {
    const known = verified.get(token);
    if (!known) return undefined;
    // jose allows no clock tolerance by default: expired once now reaches exp.
    return now() >= known.expiresAtMs ? EXPIRED : known.admitted;
  }

  return {
    verifyCached,
    async issue(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ sid: claims.familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.memberId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AccessTokenVerdict> {
      const known = verifyCached(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
          return { ok: false, expired: false };
        }
        const claims = { memberId: payload.sub, familyId: payload.sid };
        // Only tokens spelled as issued: a lookup that finds one then needs no pattern check of its own.
        if (opts.cacheSize > 0 && TOKEN_PATTERN.test(token)) {
          if (verified.size >= opts.cacheSize) verified.delete(verified.keys().next().value!);
          verified.set(token, { admitted: Object.freeze({ ok: true, claims }), expiresAtMs: payload.exp * 1000 });
        }
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, expired: error instanceof errors.JWTExpired };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
