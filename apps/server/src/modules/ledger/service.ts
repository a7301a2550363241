import type { LedgerTransactionKind } from '../../db/types.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { mayGoNegative, type OperatorCode } from './accounts.ts';
import { LEDGER_MESSAGES } from '../../messages/ledger.ts';
import { findTransactionByKey, lockAccounts, recordPosting, type LockedAccount } from './repository.ts';
import type { Database } from '../../db/database.ts';

export type { LockedAccount } from './repository.ts';

/** One side of a movement: `amount` is added to the account's balance (negative takes money out). */
export type Leg = { accountId: number; amount: number };

/** The accounts a posting moves money between (held locked but for a source account), by wallet key (the member's) or operator code. */
export type AccountBook = {
  member(walletKey: string): LockedAccount;
  operator(code: OperatorCode): LockedAccount;
  /** The member's accounts in id order. */
  memberAccounts: LockedAccount[];
};

export type Posting<R> = {
  kind: LedgerTransactionKind;
  memberId: string;
  idempotencyKey: string;
  requestHash: string;
  /** Operator accounts the posting touches; the member's own accounts are always locked. */
  operatorCodes?: readonly OperatorCode[];
  /** Legs worked out under the locks, from current balances (a recall takes whatever is there). */
  legs: (book: AccountBook) => readonly Leg[];
  /** The answer, from the balances after the movement; stored and returned again to a retry. */
  respond: (after: AccountBook, legs: readonly Leg[]) => R;
};

export type Posted<R> = { transactionId: number; response: R; replayed: boolean };

export { requestHash } from '../../lib/request-hash.ts';

function book(accounts: LockedAccount[], memberId: string): AccountBook {
  const find = (owner: 'member' | 'operator', key: string) => {
    const found = accounts.find((a) => a.ownerKind === owner && a.walletKey === key && (owner === 'operator' || a.memberId === memberId));
    if (!found) throw new Error(`ledger account ${owner}:${key} is not open or not locked by this posting`);
    return found;
  };
  return {
    member: (key) => find('member', key),
    operator: (code) => find('operator', code),
    memberAccounts: accounts.filter((a) => a.ownerKind === 'member'),
  };
}

/** Programming errors, not member errors: a posting that breaks double entry never reaches the database. */
function assertBalancedLegs(legs: readonly Leg[], locked: LockedAccount[]): void {
  if (legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  const ids = new Set(legs.map((l) => l.accountId));
  if (ids.size !== legs.length) throw new Error('an account appears twice in one ledger transaction');
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`leg amount ${leg.amount} is not a non-zero safe integer`);
    if (!locked.some((a) => a.id === leg.accountId)) throw new Error(`account ${leg.accountId} was not locked by this posting`);
  }
  if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error('the legs of a ledger transaction must sum to zero');
}

/**
 * THE one way money moves (house style: nothing else writes a balance). Inside `trx`: locks the
 * member's accounts and the named protected operator accounts in id order (a source account, CASH_IN
 * or PROVIDER_*, is locked last, by the balance update: see lockAccounts), answers a retry from the
 * stored first answer, checks the legs balance and no protected account goes below zero, then writes the
 * transaction, its entries and the new balances. Run it through `inMoneyTransaction`, which retries
 * what concurrency can make fail and maps the database's own refusals.
 */
export async function post<R>(trx: Database, posting: Posting<R>): Promise<Posted<R>> {
  const codes = posting.operatorCodes ?? [];
  const sources = codes.filter((code) => mayGoNegative({ ownerKind: 'operator', walletKey: code }));
  // A source's row is locked by the balance update, the posting's last lock: with two, two postings could take them in turn orders.
  if (sources.length > 1) throw new Error(`a posting moves money through one source account at most (${sources.join(', ')})`);
  const locked = await lockAccounts(trx, posting.memberId, { locked: codes.filter((code) => !sources.includes(code)), sources });
  // Looked up under the member's locks, not before: a duplicate that held them first has committed
  // by now, so its answer is visible here (READ COMMITTED reads afresh per statement), and this copy
  // replays it instead of judging the balance it left behind.
  const earlier = await findTransactionByKey(trx, posting.memberId, posting.idempotencyKey);
  if (earlier) {
    if (earlier.requestHash !== posting.requestHash) throw new HttpError(409, LEDGER_MESSAGES.idempotencyConflict);
    return { transactionId: earlier.id, response: earlier.response as R, replayed: true };
  }

  const legs = posting.legs(book(locked, posting.memberId));
  assertBalancedLegs(legs, locked);

  const after = locked.map((a) => ({ ...a, balance: a.balance + (legs.find((l) => l.accountId === a.id)?.amount ?? 0) }));
  for (const account of after) {
    if (!Number.isSafeInteger(account.balance)) throw new Error(`balance of account ${account.id} leaves the safe integer range`);
    if (account.balance < 0 && !mayGoNegative(account)) throw badRequest(LEDGER_MESSAGES.insufficientBalance);
  }

  const response = posting.respond(book(after, posting.memberId), legs);
  const transactionId = await recordPosting(trx, { ...posting, response }, legs);
  return { transactionId, response, replayed: false };
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

type PgError = { code?: string; constraint?: string };

function isRetryable(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as PgError;
  if (code && RETRYABLE.has(code)) return true;
  // A concurrent duplicate committed first: the next attempt finds its stored answer.
  return code === '23505' && constraint === 'ledger_transactions_idempotency';
}

/** The database's own refusals, in words a member can read. */
function translate(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as PgError;
  if (code === '23514' && constraint === 'ledger_accounts_balance_not_negative') return badRequest(LEDGER_MESSAGES.insufficientBalance);
  if (code && RETRYABLE.has(code)) return new HttpError(503, LEDGER_MESSAGES.busy);
  return error;
}

/**
 * A READ COMMITTED transaction for money work: row locks keep it correct, and a serialisation
 * failure, a deadlock or a lost race for an idempotency key runs it again (a few times, with jitter).
 * On PGlite there is one connection, so transactions simply run one after another. Called inside a
 * transaction, it joins it.
 */
export async function inMoneyTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  // Part of a larger change (a payment request's status step): its owner's transaction retries.
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw translate(error);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** A posting in a transaction of its own (or the caller's, when it runs inside one). */
export function postMoney<R>(db: Database, posting: Posting<R>): Promise<Posted<R>> {
  return inMoneyTransaction(db, (trx) => post(trx, posting));
}

/**
 * What other modules may read of the ledger (they never query its tables): balances per account,
 * the deposits a member level is measured on, the change over a session, an account's lines for the
 * console, and the transfers of the payment history.
 */
export {
  balanceChangeSince,
  ledgerLines,
  lifetimeDeposits,
  memberAccounts,
  memberLedgerAccount,
  memberLedgerAccountsOf,
  postedTransactions,
  transferHistorySource,
} from './repository.ts';

/** Money crossing the operator's books (deposits, withdrawal hold, release and pay-out): cash.ts. */
export { depositFromCashIn, holdForWithdrawal, payOutWithdrawal, releaseWithdrawalHold, type CashMovement, type CashMoved } from './cash.ts';
export { openMemberAccounts } from './accounts.ts';
export { LEDGER_MESSAGES } from '../../messages/ledger.ts';
