import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type LedgerAudit = {
  transactions: number;
  entries: number;
  /** Transactions whose entries do not sum to zero, or with fewer than two entries. */
  unbalancedTransactions: number;
  /** Accounts whose balance is not the sum of their entries, or not their last entry's balance_after. */
  accountsOffTheirEntries: number;
  /** Accounts below zero that the rules protect (all but CASH_IN and PROVIDER_*). */
  negativeAccounts: number;
  memberTotal: number;
  held: number;
  providers: number;
  cashReceived: number;
  cashPaidOut: number;
  /** memberTotal + held + providers = cashReceived − cashPaidOut. */
  conserved: boolean;
  ok: boolean;
};

const n = (v: unknown) => Number(v ?? 0);

/** Checks the books from the rows themselves (tests and the benchmark end with it). */
export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const counts = await sql<{ transactions: string; entries: string }>`
    select (select count(*) from ledger_transactions) as transactions, (select count(*) from ledger_entries) as entries`.execute(db.db);
  const unbalanced = await sql<{ n: string }>`
    select count(*) as n from (
      select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2) as x`.execute(db.db);
  const off = await sql<{ n: string }>`
    select count(*) as n from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
    left join lateral (select balance_after from ledger_entries where account_id = a.id order by id desc limit 1) last on true
    where a.balance <> coalesce(s.total, 0) or a.balance <> coalesce(last.balance_after, 0)`.execute(db.db);
  const negative = await sql<{ n: string }>`
    select count(*) as n from ledger_accounts
    where balance < 0 and not (owner_kind = 'operator' and (wallet_key = 'CASH_IN' or starts_with(wallet_key, 'PROVIDER_')))`.execute(db.db);
  const totals = await sql<Record<'members' | 'held' | 'providers' | 'cash_in' | 'cash_out', string | null>>`
    select
      sum(balance) filter (where owner_kind = 'member') as members,
      sum(balance) filter (where owner_kind = 'operator' and wallet_key = 'HELD') as held,
      sum(balance) filter (where owner_kind = 'operator' and starts_with(wallet_key, 'PROVIDER_')) as providers,
      sum(balance) filter (where owner_kind = 'operator' and wallet_key = 'CASH_IN') as cash_in,
      sum(balance) filter (where owner_kind = 'operator' and wallet_key = 'CASH_OUT') as cash_out
    from ledger_accounts`.execute(db.db);
  const t = totals.rows[0]!;
  const audit = {
    transactions: n(counts.rows[0]?.transactions),
    entries: n(counts.rows[0]?.entries),
    unbalancedTransactions: n(unbalanced.rows[0]?.n),
    accountsOffTheirEntries: n(off.rows[0]?.n),
    negativeAccounts: n(negative.rows[0]?.n),
    memberTotal: n(t.members),
    held: n(t.held),
    providers: n(t.providers),
    // CASH_IN is a source account: what came in is its balance negated.
    cashReceived: 0 - n(t.cash_in),
    cashPaidOut: n(t.cash_out),
  };
  const conserved = audit.memberTotal + audit.held + audit.providers === audit.cashReceived - audit.cashPaidOut;
  return {
    ...audit,
    conserved,
    ok: conserved && audit.unbalancedTransactions === 0 && audit.accountsOffTheirEntries === 0 && audit.negativeAccounts === 0,
  };
}
