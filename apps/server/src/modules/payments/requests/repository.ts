import { sql, type Selectable } from 'kysely';
import type { PaymentActorKind, PaymentRequestType, PaymentRequestsTable } from '../../../db/types.ts';
import { TRANSACTION_STATUS, type DepositChannel } from '@app/domain';
import type { Database } from '../../../db/database.ts';

export type PaymentRequestRow = Selectable<PaymentRequestsTable>;
export type DepositWindows = { DAY: Date; WEEK: Date; MONTH: Date };

/** Stored from text on the server, as the ledger does: PGlite and pg would serialise a jsonb parameter differently. */
const jsonb = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as jsonb)`;

export function findRequestByKey(db: Database, memberId: string, type: PaymentRequestType, idempotencyKey: string) {
  return db.db
    .selectFrom('payment_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findMemberRequest(db: Database, memberId: string, type: PaymentRequestType, id: number) {
  return db.db.selectFrom('payment_requests').selectAll().where('id', '=', id).where('member_id', '=', memberId).where('type', '=', type).executeTakeFirst();
}

export function findRequest(db: Database, id: number) {
  return db.db.selectFrom('payment_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countOpenDeposits(db: Database, memberId: string): Promise<number> {
  const row = await db.db
    .selectFrom('payment_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('status', 'in', [2, 3])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type NewDeposit = { memberId: string; channel: string; amount: number; memo: string; provider: string; idempotencyKey: string; requestHash: string };

/** undefined when the memo is already taken (the caller draws another); status 2 is the column's default. */
export function insertDeposit(trx: Database, d: NewDeposit) {
  return trx.db
    .insertInto('payment_requests')
    .values({
      member_id: d.memberId,
      type: 'DEPOSIT',
      amount: d.amount,
      channel: d.channel,
      memo: d.memo,
      provider: d.provider,
      idempotency_key: d.idempotencyKey,
      request_hash: d.requestHash,
    })
    .onConflict((oc) => oc.column('memo').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function setInstructions(trx: Database, id: number, instructions: unknown) {
  return trx.db.updateTable('payment_requests').set({ instructions: jsonb(instructions) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Keeps the answer the request got, once (the database refuses to change it afterwards). */
export async function saveFirstAnswer(trx: Database, id: number, answer: unknown): Promise<void> {
  await trx.db.updateTable('payment_requests').set({ first_answer: jsonb(answer) }).where('id', '=', id).execute();
}

type NewWithdrawal = { memberId: string; amount: number; bankCardId: number; idempotencyKey: string; requestHash: string };

export function insertWithdrawal(trx: Database, w: NewWithdrawal) {
  return trx.db
    .insertInto('payment_requests')
    .values({
      member_id: w.memberId,
      type: 'WITHDRAWAL',
      amount: w.amount,
      bank_card_id: w.bankCardId,
      idempotency_key: w.idempotencyKey,
      request_hash: w.requestHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The first line of a request's status history: the member asked, it is under review. */
export function recordCreated(trx: Database, requestId: number, memberId: string) {
  return trx.db
    .insertInto('payment_request_events')
    .values({ request_id: requestId, from_status: null, to_status: 2, actor_kind: 'member', actor_id: memberId, reason: null })
    .execute();
}

/** The online-banking channel: the gateway's short payment window applies to it. */
const ONLINE_BANKING: DepositChannel = 'ONLINE_BANKING';

/**
 * Oldest first, one statement on the partial index of open requests (status in 2, 3): a sweep costs
 * what is open, not what the table has ever held. Online banking has the gateway's short window; the
 * channels an operator matches by memo have a long one.
 */
export async function staleDepositIds(db: Database, cutoffs: { onlineBanking: Date; other: Date }, limit: number): Promise<number[]> {
  const rows = await db.db
    .selectFrom('payment_requests')
    .select('id')
    .where('status', '=', TRANSACTION_STATUS.UNDER_REVIEW)
    .where('type', '=', 'DEPOSIT')
    .where((eb) =>
      eb.or([
        eb.and([eb('channel', '=', ONLINE_BANKING), eb('created_at', '<', cutoffs.onlineBanking)]),
        eb.and([eb('channel', '<>', ONLINE_BANKING), eb('created_at', '<', cutoffs.other)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Locks one request row for a status step (lifecycle.ts). */
export function lockRequest(db: Database, id: number) {
  db.assertTransaction();
  return db.db.selectFrom('payment_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** One status step: the record's new status and reason, and its status-history line, together. */
export async function recordStatusChange(
  db: Database,
  change: { id: number; from: number; to: number; reason: string | null; actor: { kind: PaymentActorKind; id: string | null } },
) {
  db.assertTransaction();
  const updated = await db.db
    .updateTable('payment_requests')
    .set((eb) => ({ status: change.to, reason: change.reason ?? eb.ref('reason'), updated_at: new Date() }))
    .where('id', '=', change.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.db
    .insertInto('payment_request_events')
    .values({ request_id: change.id, from_status: change.from, to_status: change.to, actor_kind: change.actor.kind, actor_id: change.actor.id, reason: change.reason })
    .execute();
  return updated;
}

// ------------------------------------------------------------------------------------------ totals for player protection

/**
 * The member's deposits counted against each window: every request created after the window's start
 * that is not failed (4) or rejected (5), so one still waiting counts (the member has asked to pay it).
 * One pass over the member's last 30 days on payment_requests_member_idx.
 */
export async function depositsInWindows(db: Database, memberId: string, starts: DepositWindows): Promise<Record<keyof DepositWindows, number>> {
  const sumSince = (start: Date) => sql<string | number>`coalesce(sum(amount) filter (where created_at > ${start}), 0)`;
  const earliest = new Date(Math.min(starts.DAY.getTime(), starts.WEEK.getTime(), starts.MONTH.getTime()));
  const row = await db.db
    .selectFrom('payment_requests')
    .select([sumSince(starts.DAY).as('day'), sumSince(starts.WEEK).as('week'), sumSince(starts.MONTH).as('month')])
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('created_at', '>', earliest)
    .where('status', 'not in', [4, 5])
    .executeTakeFirstOrThrow();
  return { DAY: Number(row.day), WEEK: Number(row.week), MONTH: Number(row.month) };
}

/** Deposits and withdrawals that reached success (status 1) since `since`. */
export async function settledPaymentsSince(db: Database, memberId: string, since: Date): Promise<{ deposited: number; withdrawn: number }> {
  const row = await db.db
    .selectFrom('payment_requests')
    .select([
      sql<string | number>`coalesce(sum(amount) filter (where type = 'DEPOSIT'), 0)`.as('deposited'),
      sql<string | number>`coalesce(sum(amount) filter (where type = 'WITHDRAWAL'), 0)`.as('withdrawn'),
    ])
    .where('member_id', '=', memberId)
    .where('status', '=', 1)
    .where('updated_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { deposited: Number(row.deposited), withdrawn: Number(row.withdrawn) };
}
