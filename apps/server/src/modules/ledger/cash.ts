import { MAIN_WALLET_KEY } from '@app/domain';
import type { LedgerTransactionKind } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { LEDGER_MESSAGES } from '../../messages/ledger.ts';
import type { OperatorCode } from './accounts.ts';
import { postMoney, requestHash, type AccountBook, type Posting } from './service.ts';
import type { Database } from '../../db/database.ts';

/**
 * Money crossing the operator's books: deposits from outside, and the three steps of a withdrawal
 * (hold at request, release on failure or rejection, pay-out on success). Each is one posting through
 * the ledger; the deposit and withdrawal records of issue 3 call these when their status changes,
 * with an idempotency key derived from the record (e.g. `deposit:<id>`), so a replayed status
 * change never moves money twice.
 */
export type CashMovement = { memberId: string; amount: number; idempotencyKey: string };
export type CashMoved = { transactionId: number; amount: number; balance: number; replayed: boolean };

type Side = (b: AccountBook) => { id: number };
const main: Side = (b) => b.member(MAIN_WALLET_KEY);
const operator =
  (code: OperatorCode): Side =>
  (b) => b.operator(code);

async function move(
  db: Database,
  kind: LedgerTransactionKind,
  { from, to, codes }: { from: Side; to: Side; codes: OperatorCode[] },
  { memberId, amount, idempotencyKey }: CashMovement,
): Promise<CashMoved> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badRequest(LEDGER_MESSAGES.invalidAmount);
  const posting: Posting<{ amount: number; balance: number }> = {
    kind,
    memberId,
    idempotencyKey,
    requestHash: requestHash(kind, { amount }),
    operatorCodes: codes,
    legs: (b) => [
      { accountId: from(b).id, amount: -amount },
      { accountId: to(b).id, amount },
    ],
    respond: (after) => ({ amount, balance: after.member(MAIN_WALLET_KEY).balance }),
  };
  // Inside a caller's transaction (a payment request changing status under its row lock), the posting
  // joins it and commits or rolls back with it; on its own, it gets a money transaction with retries.
  const posted = await postMoney(db, posting);
  return { transactionId: posted.transactionId, ...posted.response, replayed: posted.replayed };
}

/** CASH_IN → the member's main account: a deposit marked paid (and the demo's opening balance). */
export const depositFromCashIn = (db: Database, m: CashMovement) =>
  move(db, 'DEPOSIT', { from: operator('CASH_IN'), to: main, codes: ['CASH_IN'] }, m);

/** Main account → HELD: a withdrawal request sets its amount aside at once (D7). */
export const holdForWithdrawal = (db: Database, m: CashMovement) =>
  move(db, 'WITHDRAWAL_HOLD', { from: main, to: operator('HELD'), codes: ['HELD'] }, m);

/** HELD → main account: a failed (4) or rejected (5) withdrawal gives the hold back. */
export const releaseWithdrawalHold = (db: Database, m: CashMovement) =>
  move(db, 'WITHDRAWAL_RELEASE', { from: operator('HELD'), to: main, codes: ['HELD'] }, m);

/** HELD → CASH_OUT: a withdrawal paid to the member's bank. */
export const payOutWithdrawal = (db: Database, m: CashMovement) =>
  move(db, 'WITHDRAWAL_PAYOUT', { from: operator('HELD'), to: operator('CASH_OUT'), codes: ['HELD', 'CASH_OUT'] }, m);
