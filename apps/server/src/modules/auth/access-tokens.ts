import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { memberId: string; familyId: string };
export type AccessTokenVerdict = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/** D5: short-lived HS256 JWT access tokens. */
export function createAccessTokens(opts: { secret: string; ttlSeconds: number; now?: () => number }) {
  const key = new TextEncoder().encode(opts.secret);
  const now = opts.now ?? Date.now;
  const issuer = 'betting-platform';

  return {
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, expired: false };
        return { ok: true, claims: { memberId: payload.sub, familyId: payload.sid } };
      } catch (error) {
        return { ok: false, expired: error instanceof errors.JWTExpired };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
