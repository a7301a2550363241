import { badRequest } from '../../../lib/errors.ts';
import { PAYMENT_MESSAGES } from '../../../messages/payments.ts';

/**
 * The keyset position after a history page: the last item's time (ISO, to the microsecond the
 * database keeps, so two items in the same millisecond are neither skipped nor repeated) and its id
 * ('D12'). Opaque to the client: base64url of "time|id".
 */
export type HistoryCursor = { createdAt: string; id: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[DWT][1-9]\d{0,17}$/;

const YEAR_1 = Date.parse('0001-01-01T00:00:00Z');

/**
 * A time PostgreSQL reads as written: Date.parse rolls 30 February over into March and takes year 0,
 * which the database refuses (a 500 before issue 7's fuzzer found it), so the time must read back the
 * same to the millisecond and fall in years 1–9999.
 */
function isStorableTime(time: string): boolean {
  const ms = Date.parse(time);
  return ms >= YEAR_1 && new Date(ms).toISOString().slice(0, 23) === time.slice(0, 23);
}

export function encodeCursor({ createdAt, id }: HistoryCursor): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): HistoryCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(PAYMENT_MESSAGES.badCursor);
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !TIME.test(createdAt) || !ID.test(id) || !isStorableTime(createdAt)) throw badRequest(PAYMENT_MESSAGES.badCursor);
  // Node's base64 decoder skips what it cannot use; only the exact string this server made is accepted.
  if (encodeCursor({ createdAt, id }) !== cursor) throw badRequest(PAYMENT_MESSAGES.badCursor);
  return { createdAt, id };
}
