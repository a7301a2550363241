import type { Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { BankCardsTable } from '../../../db/types.ts';

/** Kysely only (house style): the bank_cards table. */
export type BankCardRow = Selectable<BankCardsTable>;

export function memberCards(db: Database, memberId: string) {
  return db.db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findMemberCard(db: Database, memberId: string, id: number) {
  return db.db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

export async function countCards(db: Database, memberId: string): Promise<number> {
  const row = await db.db
    .selectFrom('bank_cards')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** undefined when the member already has this bank + account. */
export function insertCard(trx: Database, c: { memberId: string; bankCode: number; accountNumber: string; holderName: string }) {
  return trx.db
    .insertInto('bank_cards')
    .values({ member_id: c.memberId, bank_code: c.bankCode, account_number: c.accountNumber, holder_name: c.holderName })
    .onConflict((oc) => oc.columns(['member_id', 'bank_code', 'account_number']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
