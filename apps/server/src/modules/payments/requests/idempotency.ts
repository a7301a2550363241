import type { PaymentRequestType } from '../../../db/types.ts';
import { HttpError } from '../../../lib/errors.ts';
import { requestHash } from '../../../lib/request-hash.ts';
import { LEDGER_MESSAGES } from '../../ledger/service.ts';

/**
 * D7: every money request carries an idempotency key. The same key with the same request answers the
 * first record again; the same key with another request is refused, in the ledger's own words.
 */
export function paymentRequestHash(type: PaymentRequestType, payload: Record<string, string | number | null>): string {
  return requestHash(type, payload);
}

/** The stored request answers this one only if it asked for the same thing. */
export function assertSameRequest(stored: { request_hash: string }, hash: string): void {
  if (stored.request_hash !== hash) throw new HttpError(409, LEDGER_MESSAGES.idempotencyConflict);
}

/** A concurrent duplicate won the race for the (member, type, key) constraint: re-read its record. */
export function isDuplicateKey(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'payment_requests_idempotency';
}

export type Answer<R> = { answer: R; replayed: boolean };
