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
