/** PostgreSQL's codes for a connection that ended or cannot be made (class 08, and the 57P shutdowns). */
const CONNECTION_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** node-postgres says so in words only. */
const CONNECTION_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/**
 * The database went away under a request (a restart, a failover, an administrator ending sessions):
 * the request did not complete, nothing half-done was committed, and the same request with the same
 * idempotency key may be sent again. Such errors are answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}
