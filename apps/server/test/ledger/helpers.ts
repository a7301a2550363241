import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/test-app.ts';
import { call, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';

export const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
export const INSUFFICIENT = 'Số dư không đủ để thực hiện giao dịch';

export type TestMember = { memberId: string; token: string };

/** A member registered through the real endpoints (captcha included). */
export async function registerMember(t: TestApp): Promise<TestMember> {
  const res = await call(t.app, 'register', { ...newMemberFields(), Captcha: await obtainCaptchaPass(t.app) });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const body = res.json();
  return { memberId: body.user.userId, token: body.access_token };
}

/** A fresh idempotency key, as the client makes one per money action. */
export const newKey = () => `k_${randomBytes(12).toString('hex')}`;

export async function balancesOf(t: TestApp, member: TestMember) {
  const res = await call(t.app, 'walletBalances', undefined, { token: member.token });
  if (res.statusCode !== 200) throw new Error(`balances failed: ${res.body}`);
  return res.json() as { accounts: Array<{ walletKey: string; name: string; balance: number }>; balance: number; totalBalance: number };
}

export async function walletMap(t: TestApp, member: TestMember): Promise<Record<string, number>> {
  const { accounts } = await balancesOf(t, member);
  return Object.fromEntries(accounts.map((a) => [a.walletKey, a.balance]));
}

/** Every row count and every balance of the books: equal before and after means nothing moved. */
export async function ledgerSnapshot(t: TestApp) {
  const counts = await sql<{ transactions: string; entries: string; accounts: string }>`
    select (select count(*) from ledger_transactions) as transactions,
           (select count(*) from ledger_entries) as entries,
           (select count(*) from ledger_accounts) as accounts`.execute(t.db);
  const balances = await t.db.selectFrom('ledger_accounts').select(['id', 'balance']).orderBy('id').execute();
  const c = counts.rows[0]!;
  return {
    transactions: Number(c.transactions),
    entries: Number(c.entries),
    accounts: Number(c.accounts),
    balances: balances.map((b) => `${b.id}:${Number(b.balance)}`).join(' '),
  };
}
