import { createHash, randomBytes } from 'node:crypto';
import type { KvStore } from '../../lib/kv/kv-store.ts';

/** How long a ticket opens a stream: enough to get it and connect, short enough to be worthless later. */
export const TICKET_TTL_SECONDS = 60;
const TICKET_TTL_MS = TICKET_TTL_SECONDS * 1000;
/** 32 random bytes in base64url, nothing else: anything of another shape never reaches the store. */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The store holds a digest, not the ticket: whoever reads Redis cannot open a member's stream with it. */
const ticketKey = (kind: string, ticket: string) => `${kind}-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;

type Stored = { memberId: string; issuedAt: number };

/**
 * One-use credentials for the event stream. EventSource cannot send the bearer header or sign, so a
 * signed, authenticated call buys a ticket and the stream URL carries it. The store's TTL clears
 * unused tickets; the issue time checked against the app's clock is what decides expiry, so every
 * instance (and a test's clock) agrees on it.
 */
export function createEventTickets({ kv, now, kind = 'events' }: { kv: KvStore; now: () => number; /** Keeps one stream's tickets from opening another's. */ kind?: string }) {
  return {
    async issue(memberId: string): Promise<{ ticket: string; expiresInSeconds: number }> {
      const ticket = randomBytes(32).toString('base64url');
      const stored: Stored = { memberId, issuedAt: now() };
      await kv.set(ticketKey(kind, ticket), JSON.stringify(stored), TICKET_TTL_MS);
      return { ticket, expiresInSeconds: TICKET_TTL_SECONDS };
    },

    /** The member the ticket was issued to, or null when it is malformed, unknown, used or expired. Burns it. */
    async redeem(ticket: unknown): Promise<string | null> {
      if (typeof ticket !== 'string' || !TICKET_SHAPE.test(ticket)) return null;
      const raw = await kv.take(ticketKey(kind, ticket));
      if (!raw) return null;
      const { memberId, issuedAt } = JSON.parse(raw) as Stored;
      // An issue time ahead of this clock is another instance's clock skew, not a forgery (the store is ours).
      return now() - issuedAt < TICKET_TTL_MS ? memberId : null;
    },
  };
}

export type EventTickets = ReturnType<typeof createEventTickets>;
