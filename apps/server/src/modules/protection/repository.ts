import type { DepositLimitPeriod, ExclusionKind } from '@app/contract';
import type { StoredLimit } from './limits.ts';
import type { Database } from '../../db/database.ts';


const nullableNumber = (value: string | number | null) => (value === null ? null : Number(value));

// ------------------------------------------------------------------------------------------ deposit limits

export async function storedDepositLimits(db: Database, memberId: string): Promise<Map<DepositLimitPeriod, StoredLimit>> {
  const rows = await db.db.selectFrom('deposit_limits').selectAll().where('member_id', '=', memberId).execute();
  return new Map(
    rows.map((r) => [
      r.period,
      { amount: nullableNumber(r.amount), pendingAmount: nullableNumber(r.pending_amount), pendingEffectiveAt: r.pending_effective_at },
    ]),
  );
}

export function saveDepositLimit(trx: Database, memberId: string, period: DepositLimitPeriod, limit: StoredLimit, at: Date) {
  const values = { amount: limit.amount, pending_amount: limit.pendingAmount, pending_effective_at: limit.pendingEffectiveAt, updated_at: at };
  return trx.db
    .insertInto('deposit_limits')
    .values({ member_id: memberId, period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
    .execute();
}

// ------------------------------------------------------------------------------------------ reality check

export async function realityCheckMinutes(db: Database, memberId: string): Promise<number> {
  const row = await db.db.selectFrom('member_protection_settings').select('reality_check_minutes').where('member_id', '=', memberId).executeTakeFirst();
  return row ? Number(row.reality_check_minutes) : 0;
}

export function saveRealityCheckMinutes(db: Database, memberId: string, minutes: number, at: Date) {
  return db.db
    .insertInto('member_protection_settings')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: at }))
    .execute();
}

// ------------------------------------------------------------------------------------------ exclusions

export type ExclusionInForce = { kind: ExclusionKind; until: Date };

/** The exclusion that ends last among those not yet over at `at`; null when the member is free to play. */
export async function exclusionInForce(db: Database, memberId: string, at: Date): Promise<ExclusionInForce | null> {
  const row = await db.db
    .selectFrom('member_exclusions')
    .select(['kind', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { kind: row.kind, until: new Date(row.ends_at) } : null;
}

export function insertExclusion(trx: Database, e: { memberId: string; kind: ExclusionKind; days: number; startsAt: Date; endsAt: Date }) {
  return trx.db
    .insertInto('member_exclusions')
    .values({ member_id: e.memberId, kind: e.kind, days: e.days, starts_at: e.startsAt, ends_at: e.endsAt })
    .execute();
}
