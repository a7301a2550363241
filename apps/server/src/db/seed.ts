import { randomUUID } from 'node:crypto';
import type { Db } from './database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { depositFromCashIn } from '../modules/ledger/cash.ts';
import { ensureOperator } from '../modules/operator/service.ts';
import { openMemberAccounts } from '../modules/wallet/service.ts';

/** Demo members for `npm start`; their passwords are printed at start, so they are demo-only. */
export const DEMO_MEMBERS = [
  { username: 'demo01', password: 'matkhau123', nickname: 'Anh Minh', phone: 912_345_678, brand: 'rong-vang', openingDeposit: 5_000_000 },
  { username: 'demo02', password: 'matkhau123', nickname: 'Chị Lan', phone: 987_654_321, brand: 'lam-ngoc', openingDeposit: 2_000_000 },
] as const;

/** The demo operator of the console at /operator/; printed at start, so demo-only too. */
export const DEMO_OPERATORS = [{ username: 'admin', password: 'quantri123', displayName: 'Quản trị demo', role: 'admin' }] as const;

/** demo01's bank card, so the withdrawal screen has somewhere to pay out to on first start. */
const DEMO_BANK_CARD = { username: 'demo01', bankCode: 1001, accountNumber: '0451000123456', holderName: 'NGUYEN VAN MINH' } as const;

/** The key of the demo's opening deposit: a restart finds it and moves nothing again. */
const OPENING_DEPOSIT_KEY = 'seed:opening-deposit';

export async function seedDemoData(db: Db): Promise<void> {
  for (const o of DEMO_OPERATORS) await ensureOperator(db, o);
  for (const m of DEMO_MEMBERS) {
    const exists = await db.selectFrom('members').select('id').where('username', '=', m.username).executeTakeFirst();
    const id = exists?.id ?? randomUUID();
    if (!exists) {
      const passwordHash = await hashPassword(m.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('members')
          .values({
            id,
            username: m.username,
            nickname: m.nickname,
            nickname_key: m.nickname.toLocaleLowerCase('vi'),
            phone: m.phone,
            password_hash: passwordHash,
            agent_name: '',
            brand_id: m.brand,
          })
          .execute();
        await openMemberAccounts(trx, id);
      });
    }
    // Money enters only as a ledger deposit from CASH_IN, never by writing a balance.
    await depositFromCashIn(db, { memberId: id, amount: m.openingDeposit, idempotencyKey: OPENING_DEPOSIT_KEY });
    if (m.username === DEMO_BANK_CARD.username) {
      const { bankCode, accountNumber, holderName } = DEMO_BANK_CARD;
      await db
        .insertInto('bank_cards')
        .values({ member_id: id, bank_code: bankCode, account_number: accountNumber, holder_name: holderName })
        .onConflict((oc) => oc.columns(['member_id', 'bank_code', 'account_number']).doNothing())
        .execute();
    }
  }
}
