import { describe, expect, it } from 'vitest';
import { WALLET_KEYS, walletDisplayName } from '@app/domain';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { balancesOf, ledgerSnapshot, newKey, registerMember, walletMap, type TestMember } from './helpers.ts';

describe.each(BACKENDS)('wallet API on $name', (backend) => {
  const t = useTestApp(backend);

  const transfer = (m: TestMember, body: Record<string, unknown>) => call(t.app, 'walletTransfer', body, { token: m.token });
  const recall = (m: TestMember, idempotencyKey: string) => call(t.app, 'walletRecallAll', { idempotencyKey }, { token: m.token });

  it('lists the nine wallets with their display names, all at 0 after registration', async () => {
    const m = await registerMember(t);
    const view = await balancesOf(t, m);
    expect(view.accounts).toEqual(WALLET_KEYS.map((k) => ({ walletKey: k, name: walletDisplayName(k), balance: 0 })));
    expect(view.accounts[0]).toEqual({ walletKey: 'Member', name: 'TK Chính', balance: 0 });
    expect(view).toMatchObject({ balance: 0, totalBalance: 0 });
  });

  it('measures the member level on cumulative deposits read from the ledger (spec §9 thresholds)', async () => {
    const m = await registerMember(t);
    const level = async () => (await call(t.app, 'loggedInInfo', undefined, { token: m.token })).json().level;
    expect(await level()).toBe(1);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 249_000, idempotencyKey: 'level:1' });
    expect(await level()).toBe(1);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 1_000, idempotencyKey: 'level:2' });
    expect(await level()).toBe(2);
    // Moving money between one's own wallets is not a deposit.
    await transfer(m, { from: 'Member', to: 'JL', amount: 200_000, idempotencyKey: newKey() });
    await transfer(m, { from: 'JL', to: 'Member', amount: 200_000, idempotencyKey: newKey() });
    expect(await level()).toBe(2);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 14_750_000, idempotencyKey: 'level:3' });
    expect(await level()).toBe(5);
  });

  it('needs a member token', async () => {
    const res = await call(t.app, 'walletBalances');
    expect(res.statusCode).toBe(401);
    const moved = await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1000, idempotencyKey: newKey() }, { token: 'nope' });
    expect(moved.statusCode).toBe(401);
  });

  it('deposits from CASH_IN, transfers Member → JILI and back, and reports it in the logged-in info', async () => {
    const m = await registerMember(t);
    const deposit = await depositFromCashIn(t.database, { memberId: m.memberId, amount: 500_000, idempotencyKey: 'test:deposit-1' });
    expect(deposit).toMatchObject({ amount: 500_000, balance: 500_000, replayed: false });
    expect(await walletMap(t, m)).toMatchObject({ Member: 500_000, JL: 0 });

    const there = await transfer(m, { from: 'Member', to: 'JL', amount: 120_000, idempotencyKey: newKey() });
    expect(there.statusCode).toBe(200);
    const body = there.json();
    expect(body).toMatchObject({ from: 'Member', to: 'JL', amount: 120_000, balance: 380_000, totalBalance: 500_000 });
    expect(body.transactionId).toEqual(expect.any(Number));
    expect(body.accounts.find((a: { walletKey: string }) => a.walletKey === 'JL')).toEqual({ walletKey: 'JL', name: 'JILI', balance: 120_000 });

    const back = await transfer(m, { from: 'JL', to: 'Member', amount: 20_000, idempotencyKey: newKey() });
    expect(back.statusCode).toBe(200);
    expect(await walletMap(t, m)).toMatchObject({ Member: 400_000, JL: 100_000 });

    const info = await call(t.app, 'loggedInInfo', undefined, { token: m.token });
    expect(info.json()).toMatchObject({ balance: 400_000, totalBalance: 500_000 });

    const entries = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_entries.amount', 'ledger_entries.balance_after'])
      .where('ledger_transactions.id', '=', body.transactionId)
      .orderBy('ledger_entries.amount')
      .execute();
    expect(entries.map((e) => [Number(e.amount), Number(e.balance_after)])).toEqual([
      [-120_000, 380_000],
      [120_000, 120_000],
    ]);
  });

  it('recalls every game wallet to the main account, one provider order and ledger transaction each', async () => {
    const m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 1_000_000, idempotencyKey: 'test:deposit-1' });
    for (const [to, amount] of [['JL', 100_000], ['SB', 250_000], ['TCG_LOTTO_VN', 5_000]] as const) {
      expect((await transfer(m, { from: 'Member', to, amount, idempotencyKey: newKey() })).statusCode).toBe(200);
    }
    const before = await ledgerSnapshot(t);
    const res = await recall(m, newKey());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.amount).toBe(355_000);
    expect(body.recalled).toEqual([
      { walletKey: 'SB', amount: 250_000 },
      { walletKey: 'JL', amount: 100_000 },
      { walletKey: 'TCG_LOTTO_VN', amount: 5_000 },
    ]);
    expect(body).toMatchObject({ balance: 1_000_000, totalBalance: 1_000_000 });
    const after = await ledgerSnapshot(t);
    // Each provider gives back what it holds by an order of its own: one ledger transaction per provider.
    expect(after.transactions).toBe(before.transactions + 3);
    expect(after.entries).toBe(before.entries + 6);

    const again = await recall(m, newKey());
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual(['Các ví trò chơi không có số dư để chuyển về TK Chính']);
  });

  it('answers a retry with the first answer and moves the money once', async () => {
    const m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 300_000, idempotencyKey: 'test:deposit-1' });
    const request = { from: 'Member', to: 'EG', amount: 100_000, idempotencyKey: newKey() };
    const first = await transfer(m, request);
    const before = await ledgerSnapshot(t);
    const second = await transfer(m, request);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerSnapshot(t)).toEqual(before);
    expect(await walletMap(t, m)).toMatchObject({ Member: 200_000, EG: 100_000 });

    // The replay is the first answer even after the balances moved on.
    await transfer(m, { from: 'Member', to: 'EG', amount: 50_000, idempotencyKey: newKey() });
    expect((await transfer(m, request)).json()).toEqual(first.json());

    const recallKey = newKey();
    const recalled = await recall(m, recallKey);
    expect((await recall(m, recallKey)).json()).toEqual(recalled.json());

    const depositAgain = await depositFromCashIn(t.database, { memberId: m.memberId, amount: 300_000, idempotencyKey: 'test:deposit-1' });
    expect(depositAgain).toMatchObject({ amount: 300_000, balance: 300_000, replayed: true });
    expect((await walletMap(t, m)).Member).toBe(300_000);
  });

  it('refuses the same key with another payload (409) and moves nothing', async () => {
    const m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 300_000, idempotencyKey: 'test:deposit-1' });
    const key = newKey();
    expect((await transfer(m, { from: 'Member', to: 'JL', amount: 10_000, idempotencyKey: key })).statusCode).toBe(200);
    const before = await ledgerSnapshot(t);
    for (const other of [
      { from: 'Member', to: 'JL', amount: 20_000, idempotencyKey: key },
      { from: 'Member', to: 'SB', amount: 10_000, idempotencyKey: key },
    ]) {
      const res = await transfer(m, other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Mã giao dịch đã được dùng cho một yêu cầu khác' });
    }
    expect((await recall(m, key)).statusCode).toBe(409);
    await expect(depositFromCashIn(t.database, { memberId: m.memberId, amount: 1, idempotencyKey: 'test:deposit-1' })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('keeps idempotency keys per member: two members may pick the same key', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    for (const m of [a, b]) await depositFromCashIn(t.database, { memberId: m.memberId, amount: 50_000, idempotencyKey: 'test:deposit-1' });
    const key = newKey();
    expect((await transfer(a, { from: 'Member', to: 'JL', amount: 10_000, idempotencyKey: key })).statusCode).toBe(200);
    expect((await transfer(b, { from: 'Member', to: 'SB', amount: 20_000, idempotencyKey: key })).json()).toMatchObject({ to: 'SB', amount: 20_000 });
    expect(await walletMap(t, a)).toMatchObject({ Member: 40_000, JL: 10_000, SB: 0 });
    expect(await walletMap(t, b)).toMatchObject({ Member: 30_000, JL: 0, SB: 20_000 });
  });

  it('leaves the books balanced', async () => {
    const audit = await auditLedger(t.database);
    expect(audit).toMatchObject({ ok: true, unbalancedTransactions: 0, accountsOffTheirEntries: 0, negativeAccounts: 0, conserved: true });
    expect(audit.cashReceived).toBeGreaterThan(0);
  });
});
