import { sql, type Kysely, type Transaction } from 'kysely';
import type { DepositLimitPeriod, ExclusionKind } from '@app/contract';
import type { Database } from '../../db/types.ts';
import type { StoredLimit } from './limits.ts';

/** Kysely only (house style): the rules live in limits.ts and the services. */
type Executor = Kysely<Database> | Transaction<Database>;

const nullableNumber = (value: string | number | null) => (value === null ? null : Number(value));

// ------------------------------------------------------------------------------------------ deposit limits

export async function storedDepositLimits(db: Executor, memberId: string): Promise<Map<DepositLimitPeriod, StoredLimit>> {
  const rows = await db.selectFrom('deposit_limits').selectAll().where('member_id', '=', memberId).execute();
  return new Map(
    rows.map((r) => [
      r.period,
      { amount: nullableNumber(r.amount), pendingAmount: nullableNumber(r.pending_amount), pendingEffectiveAt: r.pending_effective_at },
    ]),
  );
}

export function saveDepositLimit(trx: Transaction<Database>, memberId: string, period: DepositLimitPeriod, limit: StoredLimit, at: Date) {
  const values = { amount: limit.amount, pending_amount: limit.pendingAmount, pending_effective_at: limit.pendingEffectiveAt, updated_at: at };
  return trx
    .insertInto('deposit_limits')
    .values({ member_id: memberId, period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
    .execute();
}

/**
 * The member's deposits counted against each window: every request created after the window's start
 * that is not failed (4) or rejected (5), so one still waiting counts (the member has asked to pay it).
 * One pass over the member's last 30 days on payment_requests_member_idx.
 */
export async function depositsInWindows(db: Executor, memberId: string, starts: Record<DepositLimitPeriod, Date>): Promise<Record<DepositLimitPeriod, number>> {
  const sumSince = (start: Date) => sql<string | number>`coalesce(sum(amount) filter (where created_at > ${start}), 0)`;
  const earliest = new Date(Math.min(starts.DAY.getTime(), starts.WEEK.getTime(), starts.MONTH.getTime()));
  const row = await db
    .selectFrom('payment_requests')
    .select([sumSince(starts.DAY).as('day'), sumSince(starts.WEEK).as('week'), sumSince(starts.MONTH).as('month')])
    .where('member_id', '=', memberId)
    .where('type', '=', 'DEPOSIT')
    .where('created_at', '>', earliest)
    .where('status', 'not in', [4, 5])
    .executeTakeFirstOrThrow();
  return { DAY: Number(row.day), WEEK: Number(row.week), MONTH: Number(row.month) };
}

// ------------------------------------------------------------------------------------------ reality check

export async function realityCheckMinutes(db: Executor, memberId: string): Promise<number> {
  const row = await db.selectFrom('member_protection_settings').select('reality_check_minutes').where('member_id', '=', memberId).executeTakeFirst();
  return row ? Number(row.reality_check_minutes) : 0;
}

export function saveRealityCheckMinutes(db: Executor, memberId: string, minutes: number, at: Date) {
  return db
    .insertInto('member_protection_settings')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: at }))
    .execute();
}

/** When this session began: the last login (registration signs in too), or the account's creation. */
export async function sessionStart(db: Executor, memberId: string): Promise<Date> {
  const row = await db.selectFrom('members').select(['last_login_at', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  return new Date(row.last_login_at ?? row.created_at);
}

/** Deposits and withdrawals that reached success (status 1) since `since`. */
export async function settledPaymentsSince(db: Executor, memberId: string, since: Date): Promise<{ deposited: number; withdrawn: number }> {
  const row = await db
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

/** The net of every ledger entry on the member's own accounts since `since`: how much all they hold has changed. */
export async function ledgerChangeSince(db: Executor, memberId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(sql<string | number>`coalesce(sum(e.amount), 0)`.as('change'))
    .where('a.member_id', '=', memberId)
    .where('e.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.change);
}

// ------------------------------------------------------------------------------------------ exclusions

export type ExclusionInForce = { kind: ExclusionKind; until: Date };

/** The exclusion that ends last among those not yet over at `at`; null when the member is free to play. */
export async function exclusionInForce(db: Executor, memberId: string, at: Date): Promise<ExclusionInForce | null> {
  const row = await db
    .selectFrom('member_exclusions')
    .select(['kind', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { kind: row.kind, until: new Date(row.ends_at) } : null;
}

export function insertExclusion(trx: Transaction<Database>, e: { memberId: string; kind: ExclusionKind; days: number; startsAt: Date; endsAt: Date }) {
  return trx
    .insertInto('member_exclusions')
    .values({ member_id: e.memberId, kind: e.kind, days: e.days, starts_at: e.startsAt, ends_at: e.endsAt })
    .execute();
}
