import { beforeAll, describe, expect, it } from 'vitest';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/api-client.ts';
import { walletMap } from '../ledger/helpers.ts';
import { VIETNAMESE, auditCount, auditRows, operatorCall, signInNewOperatorWithMember, type RegisteredMember, type TestOperator } from './helpers.ts';

type Line = { id: number; transactionId: number; kind: string; amount: number; balanceAfter: number; createdAt: string };
type Ledger = { walletKey: string; balance: number; entries: Line[]; nextBefore: number | null };

describe.each(BACKENDS)('member ledger view on $name', (backend) => {
  const t = useTestApp(backend);
  let op: TestOperator;
  let token: string;
  let member: RegisteredMember;
  const ip = '192.0.2.91';

  beforeAll(async () => {
    ({ op, token, member } = await signInNewOperatorWithMember(t, 'finance', ip));
    // Seven postings on the main account: four deposits, two transfers out to JL, one recall back.
    for (const [i, amount] of [1_000_000, 250_000, 50_000, 2_000_000].entries()) {
      await depositFromCashIn(t.database, { memberId: member.memberId, amount, idempotencyKey: `ledger-view-deposit-${i}` });
    }
    for (const [i, amount] of [300_000, 120_000].entries()) {
      const res = await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount, idempotencyKey: `ledger-view-transfer-${i}` }, { token: member.token });
      expect(res.statusCode).toBe(200);
    }
    const recall = await call(t.app, 'walletRecallAll', { idempotencyKey: 'ledger-view-recall' }, { token: member.token });
    expect(recall.statusCode).toBe(200);
  });

  const ledger = async (body: Record<string, unknown>) => {
    const res = await operatorCall(t.app, 'memberLedger', { memberId: member.memberId, walletKey: 'Member', limit: 3, ...body }, { token, ip });
    expect(res.statusCode).toBe(200);
    return res.json() as Ledger;
  };

  it('pages the main account newest first with `before`, each entry carrying its kind and the balance after it', async () => {
    const lines: Line[] = [];
    let page = await ledger({});
    const balance = (await walletMap(t, member)).Member!;
    expect(page.walletKey).toBe('Member');
    expect(page.balance).toBe(balance);
    lines.push(...page.entries);
    while (page.nextBefore !== null) {
      expect(page.nextBefore).toBe(page.entries.at(-1)!.id);
      page = await ledger({ before: page.nextBefore });
      lines.push(...page.entries);
    }

    // Money into and out of a game account moves between the main account and the provider's (issue 9).
    expect(lines.map((l) => l.kind)).toEqual(['GAME_TRANSFER_OUT', 'GAME_TRANSFER_IN', 'GAME_TRANSFER_IN', 'DEPOSIT', 'DEPOSIT', 'DEPOSIT', 'DEPOSIT']);
    expect(lines.map((l) => l.amount)).toEqual([420_000, -120_000, -300_000, 2_000_000, 50_000, 250_000, 1_000_000]);
    expect(lines.map((l) => l.id)).toEqual([...lines.map((l) => l.id)].sort((a, b) => b - a));
    // The newest balance after is the balance; each older one is the newer one minus the newer entry's amount.
    expect(lines[0]!.balanceAfter).toBe(balance);
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.balanceAfter).toBe(lines[i - 1]!.balanceAfter - lines[i - 1]!.amount);
    expect(lines.at(-1)!.balanceAfter).toBe(lines.at(-1)!.amount);
    expect(lines.every((l) => /Z$/.test(l.createdAt) && l.transactionId > 0)).toBe(true);
  });

  it('shows a game wallet and an untouched one (no entries, no next page): game money is held by the provider, not in the member\'s ledger account', async () => {
    expect(await ledger({ walletKey: 'JL', limit: 10 })).toEqual({ walletKey: 'JL', balance: 0, entries: [], nextBefore: null });
    expect(await ledger({ walletKey: 'SB' })).toEqual({ walletKey: 'SB', balance: 0, entries: [], nextBefore: null });
  });

  it('audits every page read with the member, the wallet and the page', async () => {
    const before = await auditCount(t);
    const first = await ledger({ limit: 2 });
    await ledger({ limit: 2, before: first.nextBefore });
    const rows = await auditRows(t);
    expect(rows.length).toBe(before + 2);
    expect(rows.at(-2)).toMatchObject({
      operator_id: op.id,
      action: 'member.ledger_view',
      target_kind: 'member',
      target_id: member.memberId,
      details: { walletKey: 'Member', before: null },
      ip,
    });
    expect(rows.at(-1)).toMatchObject({ details: { walletKey: 'Member', before: first.nextBefore } });
  });

  it('refuses a wallet key that is not one of the domain keys with 400 and audits nothing', async () => {
    const before = await auditCount(t);
    for (const walletKey of ['CASH_IN', 'HELD', 'member', 'Foo']) {
      const res = await operatorCall(t.app, 'memberLedger', { memberId: member.memberId, walletKey, limit: 5 }, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(['Tài khoản không hợp lệ']);
    }
    const bad = await operatorCall(t.app, 'memberLedger', { memberId: member.memberId, walletKey: 'Member!', limit: 5 }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(VIETNAMESE);
    expect(await auditCount(t)).toBe(before);
  });

  it('answers 404 in Vietnamese for an unknown member, and 401 to a member token', async () => {
    const unknown = await operatorCall(
      t.app,
      'memberLedger',
      { memberId: '00000000-0000-4000-8000-000000000000', walletKey: 'Member', limit: 5 },
      { token },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'Không tìm thấy thành viên', error: 'Not Found' });

    const asMember = await operatorCall(t.app, 'memberLedger', { memberId: member.memberId, walletKey: 'Member', limit: 5 }, { token: member.token });
    expect(asMember.statusCode).toBe(401);
  });
});
