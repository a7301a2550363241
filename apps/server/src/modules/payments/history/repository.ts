import { sql } from 'kysely';
import type { HistoryType } from '@app/contract';
import type { HistoryCursor } from './history-cursor.ts';
import type { Database } from '../../../db/database.ts';
import { transferHistorySource } from '../../ledger/service.ts';

export type HistoryFilter = {
  memberId: string;
  type?: HistoryType;
  status?: number;
  /** Inclusive lower and exclusive upper bound, ISO with zone. */
  from?: string;
  until?: string;
  after?: HistoryCursor;
  limit: number;
};

export type HistoryRow = {
  hid: string;
  type: HistoryType;
  ledger_kind: string | null;
  amount: string | number;
  status: number;
  channel: string | null;
  bank_code: number | null;
  account_number: string | null;
  reason: string | null;
  response: unknown;
  created_at: Date | string;
  /** created_at in UTC to the microsecond, for the cursor. */
  cursor_time: string;
};

/**
 * One time line of a member's deposits and withdrawals (payment_requests) and transfers and recalls
 * (the ledger, always successful), newest first, ordered by (time, id) so a keyset cursor walks it
 * without gaps or repeats. The id is text ('D12', 'T34'): unique across both sources.
 */
export async function historyRows(db: Database, f: HistoryFilter): Promise<HistoryRow[]> {
  const wantRequests = f.type !== 'TRANSFER';
  const wantLedger = (f.type === undefined || f.type === 'TRANSFER') && (f.status === undefined || f.status === 1);
  const requests = sql`
    select (case when r.type = 'DEPOSIT' then 'D' else 'W' end) || r.id::text as hid, r.type, null::text as ledger_kind,
           r.amount, r.status::int as status, r.channel, c.bank_code, c.account_number, r.reason, null::jsonb as response, r.created_at
    from payment_requests r left join bank_cards c on c.id = r.bank_card_id
    where r.member_id = ${f.memberId}
      ${f.type ? sql`and r.type = ${f.type}` : sql``}
      ${f.status !== undefined ? sql`and r.status = ${f.status}` : sql``}`;
  // The ledger's own query of its transfers, in the same columns.
  const ledger = transferHistorySource(f.memberId);
  const sources = [...(wantRequests ? [requests] : []), ...(wantLedger ? [ledger] : [])];
  if (sources.length === 0) return [];

  const result = await sql<HistoryRow>`
    select items.*, to_char(items.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time
    from (${sql.join(sources, sql` union all `)}) as items
    where true
      ${f.from ? sql`and items.created_at >= ${f.from}::timestamptz` : sql``}
      ${f.until ? sql`and items.created_at < ${f.until}::timestamptz` : sql``}
      ${f.after ? sql`and (items.created_at, items.hid) < (${f.after.createdAt}::timestamptz, ${f.after.id}::text)` : sql``}
    order by items.created_at desc, items.hid desc
    limit ${f.limit}`.execute(db.db);
  return result.rows;
}
