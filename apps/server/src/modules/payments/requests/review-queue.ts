import { sql } from 'kysely';
import type { PaymentRequestType } from '../../../db/types.ts';
import type { Database } from '../../../db/database.ts';


/** The open statuses a reviewer works on: 2 under review, 3 processing (D7). */
export const OPEN_STATUSES = [2, 3] as const;

export type ReviewFilter = { type?: PaymentRequestType | undefined; statuses: readonly number[]; limit: number; before?: number | undefined };

/** A payment request with what a reviewer needs beside it: for a withdrawal, the card to pay (the console adds the member's names). */
function reviewSelect(db: Database) {
  return db.db
    .selectFrom('payment_requests as p')
    .leftJoin('bank_cards as c', 'c.id', 'p.bank_card_id')
    .select([
      'p.id',
      'p.type',
      'p.amount',
      'p.status',
      'p.channel',
      'p.memo',
      'p.reason',
      'p.created_at',
      'p.updated_at',
      'p.member_id',
      'c.bank_code',
      'c.account_number',
      'c.holder_name',
    ]);
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewRowById>>>;

/** How many requests wait for a reviewer, per type, and since when the oldest waits (the metrics' gauges). */
export async function pendingReviews(db: Database): Promise<{ type: PaymentRequestType; count: number; oldest: Date | null }[]> {
  const rows = await db.db
    .selectFrom('payment_requests')
    .select((eb) => ['type', eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', [...OPEN_STATUSES])
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.count), oldest: r.oldest === null ? null : new Date(r.oldest as Date) }));
}

/** Requests made since `since` by type and channel: how many and how much, asked for and paid (the console's dashboard). */
export async function paymentsSince(db: Database, since: Date) {
  const rows = await db.db
    .selectFrom('payment_requests')
    .select((eb) => [
      'type',
      'channel',
      eb.fn.countAll<string>().as('requested'),
      eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('requested_amount'),
      sql<string>`count(*) filter (where status = 1)`.as('succeeded'),
      sql<string>`coalesce(sum(amount) filter (where status = 1), 0)`.as('succeeded_amount'),
    ])
    .where('created_at', '>=', since)
    .groupBy(['type', 'channel'])
    .orderBy('type')
    .orderBy('channel')
    .execute();
  return rows.map((r) => ({
    type: r.type,
    channel: r.channel,
    requested: Number(r.requested),
    requestedAmount: Number(r.requested_amount),
    succeeded: Number(r.succeeded),
    succeededAmount: Number(r.succeeded_amount),
  }));
}

/** Newest first, keyset by id (the previous page's last id as `before`), like the audit log. */
export function reviewRows(db: Database, filter: ReviewFilter) {
  let query = reviewSelect(db).where('p.status', 'in', [...filter.statuses]).orderBy('p.id', 'desc').limit(filter.limit);
  if (filter.type) query = query.where('p.type', '=', filter.type);
  if (filter.before !== undefined) query = query.where('p.id', '<', filter.before);
  return query.execute();
}

export function reviewRowById(db: Database, id: number) {
  return reviewSelect(db).where('p.id', '=', id).executeTakeFirst();
}

/** A member's requests still open (under review, processing), newest first: what a support agent sees beside a chat. */
export async function openRequestsOfMember(db: Database, memberId: string, limit: number) {
  const rows = await db.db
    .selectFrom('payment_requests')
    .select(['id', 'type', 'amount', 'status', 'created_at'])
    .where('member_id', '=', memberId)
    .where('status', 'in', [...OPEN_STATUSES])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), type: r.type, amount: Number(r.amount), status: Number(r.status), createdAt: new Date(r.created_at as Date) }));
}
