import { badRequest } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

/**
 * The keyset position after a history page: the last item's time (ISO, to the microsecond the
 * database keeps, so two items in the same millisecond are neither skipped nor repeated) and its id
 * ('D12'). Opaque to the client: base64url of "time|id".
 */
export type HistoryCursor = { createdAt: string; id: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[DWT][1-9]\d{0,17}$/;

export function encodeCursor({ createdAt, id }: HistoryCursor): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): HistoryCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(PAYMENT_MESSAGES.badCursor);
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !TIME.test(createdAt) || !ID.test(id) || Number.isNaN(Date.parse(createdAt))) throw badRequest(PAYMENT_MESSAGES.badCursor);
  // Node's base64 decoder skips what it cannot use; only the exact string this server made is accepted.
  if (encodeCursor({ createdAt, id }) !== cursor) throw badRequest(PAYMENT_MESSAGES.badCursor);
  return { createdAt, id };
}
