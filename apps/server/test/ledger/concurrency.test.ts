import { describe, expect, it } from 'vitest';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { INSUFFICIENT, ledgerSnapshot, newKey, registerMember, walletMap, type TestMember } from './helpers.ts';

const PARALLEL = 200;
const AMOUNT = 10_000;
const AFFORDABLE = 37;

/**
 * On PGlite the requests queue for the one connection; on PostgreSQL they really race through a pool
 * of connections and the row locks decide.
 */
describe.each(BACKENDS)('concurrent money requests on $name', (backend) => {
  const t = useTestApp(backend);

  const transfer = (m: TestMember, body: Record<string, unknown>) => call(t.app, 'walletTransfer', body, { token: m.token });

  it(`${PARALLEL} parallel transfers from one account: exactly the ${AFFORDABLE} affordable ones succeed`, async () => {
    const m = await registerMember(t);
    const initial = AFFORDABLE * AMOUNT + AMOUNT / 2;
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: initial, idempotencyKey: 'test:deposit-1' });

    const targets = ['JL', 'SB', 'EG', 'KULT'];
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => transfer(m, { from: 'Member', to: targets[i % targets.length], amount: AMOUNT, idempotencyKey: newKey() })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(AFFORDABLE);
    expect(refused).toHaveLength(PARALLEL - AFFORDABLE);
    for (const r of refused) expect(r.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: [INSUFFICIENT] });
    // Every success saw a never-negative main balance (the balances as they were when its provider answered).
    for (const r of ok) expect(r.json().balance).toBeGreaterThanOrEqual(initial - AFFORDABLE * AMOUNT);

    const wallets = await walletMap(t, m);
    expect(wallets.Member).toBe(initial - AFFORDABLE * AMOUNT);
    expect(Object.values(wallets).reduce((a, b) => a + b, 0)).toBe(initial);
    expect(Object.values(wallets).every((b) => b >= 0)).toBe(true);
    expect((await auditLedger(t.database)).ok).toBe(true);
  });

  it('the same request sent 20 times at once applies once, and every copy gets the same answer', async () => {
    const m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 100_000, idempotencyKey: 'test:deposit-1' });
    const before = await ledgerSnapshot(t);
    const request = { from: 'Member', to: 'JL', amount: 60_000, idempotencyKey: newKey() };
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(m, request)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const answers = new Set(results.map((r) => r.body));
    expect(answers.size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await walletMap(t, m)).toMatchObject({ Member: 40_000, JL: 60_000 });
    const after = await ledgerSnapshot(t);
    expect(after.transactions).toBe(before.transactions + 1);
  });

  it('transfers both ways, recalls and deposits at once neither deadlock nor lose money', async () => {
    const m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 1_000_000, idempotencyKey: 'test:deposit-1' });
    const work = Array.from({ length: 60 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return transfer(m, { from: 'Member', to: 'JL', amount: 7_000, idempotencyKey: newKey() });
        case 1:
          return transfer(m, { from: 'JL', to: 'Member', amount: 3_000, idempotencyKey: newKey() });
        case 2:
          return transfer(m, { from: 'JL', to: 'SB', amount: 2_000, idempotencyKey: newKey() });
        case 3:
          return call(t.app, 'walletRecallAll', { idempotencyKey: newKey() }, { token: m.token });
        default:
          return depositFromCashIn(t.database, { memberId: m.memberId, amount: 1_000, idempotencyKey: `test:deposit-extra-${i}` });
      }
    });
    const results = await Promise.all(work);
    for (const r of results) {
      if ('statusCode' in r && r.statusCode !== 200) {
        // The only acceptable refusals: not enough money at that moment, or nothing left to recall.
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().message[0]).toMatch(/Số dư không đủ|không có số dư/);
      }
    }
    const wallets = await walletMap(t, m);
    expect(Object.values(wallets).reduce((a, b) => a + b, 0)).toBe(1_000_000 + 12 * 1_000);
    const audit = await auditLedger(t.database);
    expect(audit).toMatchObject({ ok: true, unbalancedTransactions: 0, accountsOffTheirEntries: 0, negativeAccounts: 0 });
  });
});
