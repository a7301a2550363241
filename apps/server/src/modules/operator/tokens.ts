import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** A back-office working day: an operator signs in once per shift. */
export const OPERATOR_TOKEN_TTL_SECONDS = 8 * 60 * 60;

const ISSUER = 'betting-platform';
const AUDIENCE = 'operator';

export type OperatorTokenVerdict = { ok: true; operatorId: string; sessionId: string; epoch: number } | { ok: false; expired: boolean };

/**
 * Operator bearer tokens: HS256 JWTs under a secret of their own (not the members' JWT secret) and
 * with `aud: 'operator'`, so a member's token fails here and an operator's fails on member routes.
 * Each sign-in is a session of its own (`sid`), so logout can end that one token everywhere at once;
 * a token without one (issued before sessions existed) can never be ended, so it is refused. It also
 * carries the account's session epoch (`ep`, 0 when absent): moving the account's epoch on (a new
 * password, a two-factor reset, a disable) ends every sign-in of that operator at once.
 */
export function createOperatorTokens(opts: { secret: string; ttlSeconds?: number; now?: () => number }) {
  const key = new TextEncoder().encode(opts.secret);
  const now = opts.now ?? Date.now;
  const ttlSeconds = opts.ttlSeconds ?? OPERATOR_TOKEN_TTL_SECONDS;

  return {
    async issue(operatorId: string, epoch = 0): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
      const iat = Math.floor(now() / 1000);
      const sessionId = randomUUID();
      const token = await new SignJWT({ sid: sessionId, ep: epoch })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(operatorId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
      return { token, expiresAt: new Date((iat + ttlSeconds) * 1000), sessionId };
    },
    async verify(token: string): Promise<OperatorTokenVerdict> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const { sub, sid, ep } = payload;
        const epoch = ep === undefined ? 0 : ep;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof epoch !== 'number') return { ok: false, expired: false };
        return { ok: true, operatorId: sub, sessionId: sid, epoch };
      } catch (error) {
        return { ok: false, expired: error instanceof errors.JWTExpired };
      }
    },
  };
}

export type OperatorTokens = ReturnType<typeof createOperatorTokens>;
