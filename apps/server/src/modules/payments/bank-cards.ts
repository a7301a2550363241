import type { BankCardFields, BankCardList, BankCardView } from '@app/contract';
import { BANKS } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { PAYMENT_MESSAGES, tooManyCards } from './messages.ts';
import * as repo from './repository.ts';
import { bankCardView } from './views.ts';

/** Newest first, each masked: the full number never leaves the server again once bound. */
export async function listCards(db: Kysely<Database>, memberId: string): Promise<BankCardList> {
  return { cards: (await repo.memberCards(db, memberId)).map(bankCardView) };
}

/** Binds a card the member typed (it arrived sealed); a bank + account they already have is refused. */
export async function bindCard({ db, config }: { db: Kysely<Database>; config: Config }, memberId: string, fields: BankCardFields): Promise<BankCardView> {
  if (!BANKS.some((b) => b.code === fields.bankCode)) throw badRequest(PAYMENT_MESSAGES.unknownBank);
  const card = await db.transaction().execute(async (trx) => {
    await repo.lockMember(trx, memberId);
    const inserted = await repo.insertCard(trx, { memberId, ...fields });
    if (!inserted) throw badRequest(PAYMENT_MESSAGES.cardExists);
    // Counted after the insert, under the member's lock: the new card is the one too many.
    if ((await repo.countCards(trx, memberId)) > config.MAX_BANK_CARDS) throw badRequest(tooManyCards(config.MAX_BANK_CARDS));
    return inserted;
  });
  return bankCardView(card);
}
