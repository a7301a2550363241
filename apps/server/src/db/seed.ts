import { randomUUID } from 'node:crypto';
import type { Database } from './database.ts';
import { hashPassword } from '../lib/passwords.ts';
import { depositFromCashIn } from '../modules/ledger/service.ts';
import { findMemberByUsername, insertMember } from '../modules/members/service.ts';
import { ensureOperator } from '../modules/operator/service.ts';
import { saveBankCard } from '../modules/payments/bank-cards/bank-cards.ts';
import { openMemberAccounts } from '../modules/wallet/service.ts';
import { seedDemoFixtures } from '../modules/sandbox-provider/service.ts';

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

/** Through the modules' services, as a registration and a deposit would: the seed writes no table itself. */
export async function seedDemoData(db: Database): Promise<void> {
  for (const o of DEMO_OPERATORS) await ensureOperator(db, o);
  for (const m of DEMO_MEMBERS) {
    const exists = await findMemberByUsername(db, m.username);
    const id = exists?.id ?? randomUUID();
    if (!exists) {
      const passwordHash = await hashPassword(m.password);
      await db.transaction(async (trx) => {
        await insertMember(trx, {
            id,
            username: m.username,
            nickname: m.nickname,
            nickname_key: m.nickname.toLocaleLowerCase('vi'),
            phone: m.phone,
            password_hash: passwordHash,
            agent_name: '',
            brand_id: m.brand,
          });
        await openMemberAccounts(trx, id);
      });
    }
    // Money enters only as a ledger deposit from CASH_IN, never by writing a balance.
    await depositFromCashIn(db, { memberId: id, amount: m.openingDeposit, idempotencyKey: OPENING_DEPOSIT_KEY });
    if (m.username === DEMO_BANK_CARD.username) {
      const { bankCode, accountNumber, holderName } = DEMO_BANK_CARD;
      await saveBankCard(db, { memberId: id, bankCode, accountNumber, holderName });
    }
  }
  // The sportsbook's board is not empty in a demo (upcoming fixtures with their markets, once).
  await seedDemoFixtures(db, Date.now());
}
