import type { BankCardFields, BankCardList, BankCardView } from '@app/contract';
import { BANKS } from '@app/domain';
import type { Config } from '../../../config.ts';
import { badRequest } from '../../../lib/errors.ts';
import { PAYMENT_MESSAGES, tooManyCards } from '../../../messages/payments.ts';
import { lockMember } from '../../members/service.ts';
import * as repo from './repository.ts';
import { bankCardView } from '../views.ts';
import type { Database } from '../../../db/database.ts';

/** Newest first, each masked: the full number never leaves the server again once bound. */
export async function listCards(db: Database, memberId: string): Promise<BankCardList> {
  return { cards: (await repo.memberCards(db, memberId)).map(bankCardView) };
}

/** Binds a card the member typed (it arrived sealed); a bank + account they already have is refused. */
export async function bindCard({ db, config }: { db: Database; config: Config }, memberId: string, fields: BankCardFields): Promise<BankCardView> {
  if (!BANKS.some((b) => b.code === fields.bankCode)) throw badRequest(PAYMENT_MESSAGES.unknownBank);
  const card = await db.transaction(async (trx) => {
    await lockMember(trx, memberId);
    const inserted = await repo.insertCard(trx, { memberId, ...fields });
    if (!inserted) throw badRequest(PAYMENT_MESSAGES.cardExists);
    // Counted after the insert, under the member's lock: the new card is the one too many.
    if ((await repo.countCards(trx, memberId)) > config.MAX_BANK_CARDS) throw badRequest(tooManyCards(config.MAX_BANK_CARDS));
    return inserted;
  });
  return bankCardView(card);
}

/** The demo seed's card: stored unless the member already has it (no limit check, no member request). */
export async function saveBankCard(db: Database, card: { memberId: string; bankCode: number; accountNumber: string; holderName: string }): Promise<void> {
  await repo.insertCard(db, card);
}
