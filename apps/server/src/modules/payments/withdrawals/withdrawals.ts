import type { WithdrawalCreated, WithdrawalFields, WithdrawalOptions } from '@app/contract';
import type { Config } from '../../../config.ts';
import type { MemberEventBus } from '../../../lib/events/member-event-bus.ts';
import { badRequest } from '../../../lib/errors.ts';
import { holdForWithdrawal, inMoneyTransaction } from '../../ledger/service.ts';
import { lockMember } from '../../members/service.ts';
import { announceBalance, memberWalletBalances } from '../../wallet/service.ts';
import { listCards } from '../bank-cards/bank-cards.ts';
import { assertSameRequest, isDuplicateKey, paymentRequestHash, type Answer } from '../requests/idempotency.ts';
import { announcePaymentStatus } from '../requests/lifecycle.ts';
import { assertWithinLimits, withdrawalLimits } from '../limits.ts';
import { PAYMENT_MESSAGES } from '../../../messages/payments.ts';
import * as cards from '../bank-cards/repository.ts';
import * as repo from '../requests/repository.ts';
import { withdrawalView } from '../views.ts';
import type { Database } from '../../../db/database.ts';

export type WithdrawalDeps = { db: Database; config: Config; events: MemberEventBus };

export async function withdrawalOptions({ db, config }: Pick<WithdrawalDeps, 'db' | 'config'>, memberId: string): Promise<WithdrawalOptions> {
  return { ...withdrawalLimits(config), ...(await listCards(db, memberId)) };
}

/**
 * A withdrawal request: the record (status 2), its status-history line and the hold of its amount
 * (main account → HELD, D7) commit together or not at all, so a member without the balance is left
 * with no record. Members cannot cancel it (D7); the operator's decision goes through lifecycle.ts.
 */
export async function createWithdrawal(deps: WithdrawalDeps, memberId: string, fields: WithdrawalFields): Promise<Answer<WithdrawalCreated>> {
  const { db, config, events } = deps;
  const hash = paymentRequestHash('WITHDRAWAL', { cardId: fields.cardId, amount: fields.amount });
  const replay = async (row: repo.PaymentRequestRow): Promise<Answer<WithdrawalCreated>> => {
    assertSameRequest(row, hash);
    if (row.first_answer) return { answer: row.first_answer as WithdrawalCreated, replayed: true };
    // A request kept from before first answers were stored: its record as it stands.
    const card = (await cards.findMemberCard(db, memberId, Number(row.bank_card_id)))!;
    return { answer: { ...(await memberWalletBalances(db, memberId)), withdrawal: withdrawalView(row, card) }, replayed: true };
  };

  const earlier = await repo.findRequestByKey(db, memberId, 'WITHDRAWAL', fields.idempotencyKey);
  if (earlier) return replay(earlier);
  // Another member's card (or none) is refused in the same words: ids reveal nothing.
  const card = await cards.findMemberCard(db, memberId, fields.cardId);
  if (!card) throw badRequest(PAYMENT_MESSAGES.invalidCard);
  assertWithinLimits(fields.amount, withdrawalLimits(config), 'rút');

  let created;
  try {
    created = await inMoneyTransaction(db, async (trx) => {
      await lockMember(trx, memberId);
      const raced = await repo.findRequestByKey(trx, memberId, 'WITHDRAWAL', fields.idempotencyKey);
      if (raced) return { raced: true as const, row: raced };
      const row = await repo.insertWithdrawal(trx, {
        memberId,
        amount: fields.amount,
        bankCardId: Number(card.id),
        idempotencyKey: fields.idempotencyKey,
        requestHash: hash,
      });
      const id = Number(row.id);
      await repo.recordCreated(trx, id, memberId);
      await holdForWithdrawal(trx, { memberId, amount: fields.amount, idempotencyKey: `withdrawal:${id}:hold` });
      const balances = await memberWalletBalances(trx, memberId);
      const answer: WithdrawalCreated = { ...balances, withdrawal: withdrawalView(row, card) };
      await repo.saveFirstAnswer(trx, id, answer);
      await announceBalance(trx, events, memberId, balances);
      await announcePaymentStatus(trx, events, row);
      return { raced: false as const, answer };
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return replay((await repo.findRequestByKey(db, memberId, 'WITHDRAWAL', fields.idempotencyKey))!);
  }
  if (created.raced) return replay(created.row);
  return { answer: created.answer, replayed: false };
}
