import { useRef } from 'react';
import { ApiRequestError } from '../lib/api-client.ts';

/**
 * 32 hex characters from the platform's random source. Not `crypto.randomUUID`: that exists only in
 * secure contexts, and the site may be opened over plain http on a backup host.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer, or a server error: the request may have been recorded, so a retry must reuse its key. */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

/**
 * One idempotency key per money action the member submits (D7): kept while the outcome is unknown,
 * so pressing again with the same request is a retry the server answers once; dropped on any other
 * answer, so the next request is a new one.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: string): string {
      if (pending.current?.request !== request) pending.current = { request, key: newIdempotencyKey() };
      return pending.current.key;
    },
    settle(error: unknown): void {
      if (!outcomeUnknown(error)) pending.current = null;
    },
  };
}
