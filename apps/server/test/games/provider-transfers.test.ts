import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { PROVIDER_SIGNATURE_HEADER, SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, walletMap, type TestMember } from '../ledger/helpers.ts';
import { serverSecret } from '../../src/db/server-secrets.ts';
import { signProviderBody } from '../../src/lib/provider-signature.ts';
import { depositFromCashIn } from '../../src/modules/ledger/service.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { createSandboxAdapter } from '../../src/modules/games/service.ts';
import { reconcileNow } from './play-harness.ts';

const PENDING = 'Nhà cung cấp trò chơi chưa xác nhận giao dịch. Hệ thống đang đối soát: số tiền sẽ vào ví trò chơi hoặc trở về TK Chính trong ít phút';

const baseUrl = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

/** Tells the sandbox provider to misbehave on its next calls (test-only endpoint, signed like any provider call). */
async function inject(t: TestApp, fault: string, options: { count?: number; delayMs?: number } = {}) {
  const body = JSON.stringify({ fault, count: options.count ?? 1, delayMs: options.delayMs ?? 0 });
  const secret = await serverSecret(t.database, 'sandbox-provider');
  const res = await fetch(`${baseUrl(t)}${SANDBOX_PROVIDER_BASE_PATH}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, body, Date.now()) },
    body,
  });
  expect(res.status).toBe(200);
}

describe.each(BACKENDS)('game accounts held by the provider, on $name', (backend) => {
  // Faults answer at once (a 503, or a connection cut after applying): no test waits on a timeout.
  const t = useTestApp(backend, { SANDBOX_PROVIDER_FAULTS: '1' });
  let member: TestMember;
  const deposited = 5_000_000;
  const sandbox = (code: 'JILI' | 'V8' = 'JILI') =>
    createSandboxAdapter({ code, baseUrl: () => baseUrl(t), secret: () => serverSecret(t.database, 'sandbox-provider') });
  const move = (from: string, to: string, amount: number, idempotencyKey = newKey()) =>
    call(t.app, 'walletTransfer', { from, to, amount, idempotencyKey }, { token: member.token });

  beforeAll(async () => {
    member = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: deposited, idempotencyKey: 'fixture-deposit' });
  });

  /** No money lost or created: main + every provider's wallet = what was deposited; the books balance. */
  async function assertConserved() {
    const wallets = await walletMap(t, member);
    const held = (await sandbox('JILI').balance(member.memberId)) + (await sandbox('V8').balance(member.memberId));
    expect(wallets.Member! + held).toBe(deposited);
    // What the records explain equals what each provider holds.
    expect(wallets.JL).toBe(await sandbox('JILI').balance(member.memberId));
    expect(wallets.LCC).toBe(await sandbox('V8').balance(member.memberId));
    const audit = await auditLedger(t.database);
    expect(audit).toMatchObject({ ok: true, conserved: true, unbalancedTransactions: 0, accountsOffTheirEntries: 0, negativeAccounts: 0 });
  }

  it('moves money into a game account and back through the provider, over HTTP; the ledger records each move against the provider', async () => {
    const into = await move('Member', 'JL', 500_000);
    expect(into.statusCode).toBe(200);
    expect(into.json()).toMatchObject({ from: 'Member', to: 'JL', amount: 500_000, balance: deposited - 500_000 });
    expect(await sandbox().balance(member.memberId)).toBe(500_000);
    const back = await move('JL', 'Member', 200_000);
    expect(back.statusCode).toBe(200);
    expect(await walletMap(t, member)).toMatchObject({ Member: deposited - 300_000, JL: 300_000 });
    const kinds = await t.db.selectFrom('ledger_transactions').select('kind').where('member_id', '=', member.memberId).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['DEPOSIT', 'GAME_TRANSFER_IN', 'GAME_TRANSFER_OUT']);
    await assertConserved();
  });

  it('a retried request with the same key gets the first answer and moves nothing twice; another request with it is refused', async () => {
    const key = newKey();
    const first = await move('Member', 'JL', 100_000, key);
    const again = await move('Member', 'JL', 100_000, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await move('Member', 'JL', 999_000, key)).statusCode).toBe(409);
    await assertConserved();
  });

  it('a provider refusal of money in brings it back to the main account; of money out moves nothing', async () => {
    const before = await walletMap(t, member);
    await inject(t, 'refuse');
    const refusedIn = await move('Member', 'JL', 50_000);
    expect(refusedIn.statusCode).toBe(400);
    expect(await walletMap(t, member)).toEqual(before);
    const tooMuch = await move('JL', 'Member', before.JL! + 1_000);
    expect(tooMuch.statusCode).toBe(400);
    expect(await walletMap(t, member)).toEqual(before);
    await assertConserved();
  });

  for (const fault of ['fail-before-apply', 'timeout-after-apply'] as const) {
    it(`${fault}: the outcome is unknown, the member is told so; the reconciliation settles it exactly once, both ways`, async () => {
      const before = await walletMap(t, member);
      await inject(t, fault);
      const into = await move('Member', 'JL', 70_000);
      expect(into.statusCode).toBe(503);
      expect(into.json().message).toBe(PENDING);
      // The money left the main account and is on its way; not yet in the game account.
      expect((await walletMap(t, member)).Member).toBe(before.Member! - 70_000);
      const report = await reconcileNow(t);
      expect(report.stillPending).toBe(0);
      expect(await walletMap(t, member)).toMatchObject({ Member: before.Member! - 70_000, JL: before.JL! + 70_000 });
      await assertConserved();

      await inject(t, fault);
      const key = newKey();
      const out = await move('JL', 'Member', 30_000, key);
      expect(out.statusCode).toBe(503);
      // The member retries with the same key: the order is sent again and settles once.
      const retried = await move('JL', 'Member', 30_000, key);
      expect(retried.statusCode).toBe(200);
      expect(await walletMap(t, member)).toMatchObject({ Member: before.Member! - 40_000, JL: before.JL! + 40_000 });
      await assertConserved();
    });
  }

  it('a slow provider inside the timeout is just slow; money between two game accounts goes through the main account', async () => {
    await inject(t, 'slow', { delayMs: 200 });
    const before = await walletMap(t, member);
    const res = await move('JL', 'LCC', 10_000);
    expect(res.statusCode).toBe(200);
    expect(await walletMap(t, member)).toMatchObject({ Member: before.Member, JL: before.JL! - 10_000, LCC: before.LCC! + 10_000 });
    await assertConserved();
  });

  it('recall brings every game account back as each provider holds it', async () => {
    const res = await call(t.app, 'walletRecallAll', { idempotencyKey: newKey() }, { token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(deposited);
    expect(await walletMap(t, member)).toMatchObject({ Member: deposited, JL: 0, LCC: 0 });
    await assertConserved();
    const report = await reconcileNow(t);
    expect(report.alerts).toBe(0);
  });
});
