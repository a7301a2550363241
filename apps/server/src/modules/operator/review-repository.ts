import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentRequestType } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The open statuses a reviewer works on: 2 under review, 3 processing (D7). */
export const OPEN_STATUSES = [2, 3] as const;

export type ReviewFilter = { type?: PaymentRequestType | undefined; statuses: readonly number[]; limit: number; before?: number | undefined };

/** A payment request with what a reviewer needs beside it: the member, and for a withdrawal the card to pay. */
function reviewSelect(db: Executor) {
  return db
    .selectFrom('payment_requests as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
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
      'm.id as member_id',
      'm.username',
      'm.nickname',
      'c.bank_code',
      'c.account_number',
      'c.holder_name',
    ]);
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewRowById>>>;

/** Newest first, keyset by id (the previous page's last id as `before`), like the audit log. */
export function reviewRows(db: Executor, filter: ReviewFilter) {
  let query = reviewSelect(db).where('p.status', 'in', [...filter.statuses]).orderBy('p.id', 'desc').limit(filter.limit);
  if (filter.type) query = query.where('p.type', '=', filter.type);
  if (filter.before !== undefined) query = query.where('p.id', '<', filter.before);
  return query.execute();
}

export function reviewRowById(db: Executor, id: number) {
  return reviewSelect(db).where('p.id', '=', id).executeTakeFirst();
}
