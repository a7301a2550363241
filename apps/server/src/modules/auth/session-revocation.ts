import type { KvStore } from '../../lib/kv/kv-store.ts';

/** Clock difference between instances that a revocation must outlast. */
const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * Ended sessions, for the access tokens they issued: a token is stateless and lives up to its TTL,
 * so logout, a reused refresh token, an exclusion or an account lock would otherwise leave it working
 * until then. Every token names its session (`sid`); a revoked one is kept in the shared store for as
 * long as any of its tokens can still be valid, so the next request on any instance is refused.
 */
export function createSessionRevocation(opts: { kv: KvStore; kind: 'member' | 'operator'; tokenTtlSeconds: number }) {
  const ttlMs = opts.tokenTtlSeconds * 1000 + CLOCK_MARGIN_MS;
  const key = (sessionId: string) => `revoked:${opts.kind}:${sessionId}`;
  return {
    async revoke(sessionIds: Iterable<string>): Promise<void> {
      await Promise.all([...sessionIds].map((id) => opts.kv.set(key(id), '1', ttlMs)));
    },
    async isRevoked(sessionId: string): Promise<boolean> {
      return (await opts.kv.get(key(sessionId))) !== null;
    },
  };
}

export type SessionRevocation = ReturnType<typeof createSessionRevocation>;
