import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_WALLET_KEYS, WALLET_KEYS } from '@app/domain';
import { DEMO_MEMBERS, seedDemoData } from '../../src/db/seed.ts';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { inMoneyTransaction, postMoney, requestHash, type Leg } from '../../src/modules/ledger/service.ts';
import { memberWalletBalances } from '../../src/modules/wallet/service.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { INSUFFICIENT, ledgerSnapshot, newKey, registerMember, type TestMember } from './helpers.ts';

describe.each(BACKENDS)('ledger schema and service on $name', (backend) => {
  let t: TestApp;
  let m: TestMember;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 50_000, idempotencyKey: 'test:deposit-1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const accountId = async (where: { memberId?: string; key: string }) =>
    Number(
      (
        await t.db
          .selectFrom('ledger_accounts')
          .select('id')
          .where('wallet_key', '=', where.key)
          .where('owner_kind', '=', where.memberId ? 'member' : 'operator')
          .$if(where.memberId !== undefined, (q) => q.where('member_id', '=', where.memberId!))
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('replaces wallet_accounts with ledger accounts: nine per member and the operator accounts', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' and table_name like '%account%'`.execute(t.db);
    expect(tables.rows.map((r) => r.table_name).sort()).toEqual(['ledger_accounts']);
    const mine = await t.db.selectFrom('ledger_accounts').select('wallet_key').where('member_id', '=', m.memberId).execute();
    expect(mine.map((r) => r.wallet_key).sort()).toEqual([...WALLET_KEYS].sort());
    const operator = await t.db.selectFrom('ledger_accounts').select('wallet_key').where('owner_kind', '=', 'operator').execute();
    expect(operator.map((r) => r.wallet_key).sort()).toEqual(
      ['CASH_IN', 'CASH_OUT', 'HELD', ...GAME_WALLET_KEYS.map((k) => `PROVIDER_${k}`)].sort(),
    );
  });

  it('the database itself refuses a negative balance on member, HELD and CASH_OUT accounts', async () => {
    for (const id of [await accountId({ memberId: m.memberId, key: 'Member' }), await accountId({ key: 'HELD' }), await accountId({ key: 'CASH_OUT' })]) {
      await expect(sql`update ledger_accounts set balance = -1 where id = ${id}`.execute(t.db)).rejects.toMatchObject({
        code: '23514',
        constraint: 'ledger_accounts_balance_not_negative',
      });
    }
    // CASH_IN is the source of deposited money: its balance is minus what came in.
    const cashIn = await t.db.selectFrom('ledger_accounts').select('balance').where('id', '=', await accountId({ key: 'CASH_IN' })).executeTakeFirstOrThrow();
    expect(Number(cashIn.balance)).toBeLessThanOrEqual(-50_000);
  });

  it('keeps ledger history append-only', async () => {
    await expect(sql`update ledger_entries set amount = amount * 2`.execute(t.db)).rejects.toMatchObject({ code: '55000' });
    await expect(sql`delete from ledger_transactions`.execute(t.db)).rejects.toMatchObject({ code: '55000' });
  });

  it('maps the database refusal to the Vietnamese 400 when code lets a negative balance through', async () => {
    const id = await accountId({ memberId: m.memberId, key: 'JL' });
    const error = await inMoneyTransaction(t.database, async (trx) => {
      await sql`update ledger_accounts set balance = balance - 1 where id = ${id}`.execute(trx.db);
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, messages: [INSUFFICIENT] });
  });

  it('refuses postings that break double entry, and writes nothing', async () => {
    const other = await registerMember(t);
    const otherMain = await accountId({ memberId: other.memberId, key: 'Member' });
    const before = await ledgerSnapshot(t);
    const attempt = (legs: (ids: { main: number; jl: number; cashIn: number }) => Leg[]) =>
      postMoney(t.database, {
        kind: 'TRANSFER',
        memberId: m.memberId,
        idempotencyKey: newKey(),
        requestHash: requestHash('TRANSFER', { test: true }),
        operatorCodes: ['CASH_IN'],
        legs: (book) => legs({ main: book.member('Member').id, jl: book.member('JL').id, cashIn: book.operator('CASH_IN').id }),
        respond: () => ({}),
      });
    await expect(attempt((a) => [{ accountId: a.main, amount: -1_000 }, { accountId: a.jl, amount: 999 }])).rejects.toThrow(/sum to zero/);
    await expect(attempt((a) => [{ accountId: a.main, amount: 0 }, { accountId: a.jl, amount: 0 }])).rejects.toThrow(/non-zero/);
    await expect(attempt((a) => [{ accountId: a.main, amount: 1.5 }, { accountId: a.jl, amount: -1.5 }])).rejects.toThrow(/safe integer/);
    await expect(attempt((a) => [{ accountId: a.main, amount: 0 }])).rejects.toThrow(/two legs/);
    await expect(attempt((a) => [{ accountId: a.main, amount: -5 }, { accountId: a.main, amount: 5 }])).rejects.toThrow(/twice/);
    // Another member's account is never locked by this member's posting, so it cannot be touched.
    await expect(attempt((a) => [{ accountId: a.main, amount: -1_000 }, { accountId: otherMain, amount: 1_000 }])).rejects.toThrow(/not locked/);
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('seeds the demo members with their opening deposit once, however often it runs', async () => {
    await seedDemoData(t.database);
    await seedDemoData(t.database);
    for (const demo of DEMO_MEMBERS) {
      const row = await t.db.selectFrom('members').select('id').where('username', '=', demo.username).executeTakeFirstOrThrow();
      expect(await memberWalletBalances(t.database, row.id)).toMatchObject({ balance: demo.openingDeposit, totalBalance: demo.openingDeposit });
    }
    expect((await auditLedger(t.database)).ok).toBe(true);
  });
});
