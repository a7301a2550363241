import type { HistoryBody, HistoryItem, HistoryPage } from '@app/contract';
import { DEPOSIT_CHANNEL_NAMES, MAIN_WALLET_LABEL, isWalletKey, walletDisplayName, type DepositChannel } from '@app/domain';
import { badRequest } from '../../../lib/errors.ts';
import { decodeCursor, encodeCursor } from './history-cursor.ts';
import { DAY_MS, vietnamDayStart as dayStart } from '../../../lib/vietnam-day.ts';
import { historyRows, type HistoryRow } from './repository.ts';
import { PAYMENT_MESSAGES } from '../../../messages/payments.ts';
import { cardDescription, statusOf } from '../views.ts';
import type { Database } from '../../../db/database.ts';

const DEFAULT_PAGE = 20;

const walletName = (key: unknown) => (typeof key === 'string' && isWalletKey(key) ? walletDisplayName(key) : String(key));

/** 'TK Chính → JILI' for a transfer; the wallets a recall emptied → 'TK Chính'. */
function transferDescription(kind: string | null, response: unknown): string {
  const r = (response ?? {}) as { from?: unknown; to?: unknown; recalled?: Array<{ walletKey: unknown }> };
  if (kind === 'RECALL_ALL') return `${(r.recalled ?? []).map((x) => walletName(x.walletKey)).join(', ')} → ${MAIN_WALLET_LABEL}`;
  return `${walletName(r.from)} → ${walletName(r.to)}`;
}

function describe(row: HistoryRow): string {
  if (row.type === 'DEPOSIT') return DEPOSIT_CHANNEL_NAMES[row.channel as DepositChannel];
  if (row.type === 'WITHDRAWAL') return cardDescription(Number(row.bank_code), row.account_number ?? '');
  return transferDescription(row.ledger_kind, row.response);
}

function item(row: HistoryRow): HistoryItem {
  return {
    id: row.hid,
    type: row.type,
    amount: Number(row.amount),
    status: statusOf({ id: row.hid, status: Number(row.status) }),
    description: describe(row),
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A page of the member's history, newest first; `nextCursor` is null on the last page. */
export async function transactionHistory(db: Database, memberId: string, body: HistoryBody): Promise<HistoryPage> {
  const from = body.fromDate === undefined ? undefined : dayStart(body.fromDate);
  const until = body.toDate === undefined ? undefined : dayStart(body.toDate) + DAY_MS;
  if (from !== undefined && until !== undefined && from >= until) throw badRequest(PAYMENT_MESSAGES.dateOrder);
  const after = body.cursor === undefined ? undefined : decodeCursor(body.cursor);
  const limit = body.limit ?? DEFAULT_PAGE;

  const rows = await historyRows(db, {
    memberId,
    limit: limit + 1,
    ...(body.type ? { type: body.type } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(from !== undefined ? { from: new Date(from).toISOString() } : {}),
    ...(until !== undefined ? { until: new Date(until).toISOString() } : {}),
    ...(after ? { after } : {}),
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(item),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_time, id: last.hid }) : null,
  };
}
