import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '@app/domain';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/api-client.ts';
import { insertMembers } from '../helpers/members.ts';
import {
  VIETNAMESE,
  auditCount,
  auditRows,
  operatorCall,
  registerMember,
  signInNewOperator,
  type RegisteredMember,
  type TestOperator,
} from './helpers.ts';

describe.each(BACKENDS)('member lookup on $name', (backend) => {
  const t = useTestApp(backend);
  let op: TestOperator;
  let token: string;
  let adminToken: string;
  let member: RegisteredMember;
  const ip = '192.0.2.44';

  beforeAll(async () => {
    ({ op, token } = await signInNewOperator(t, 'support', ip));
    adminToken = (await signInNewOperator(t, 'admin')).token;
    member = await registerMember(t);
    await registerMember(t);
  });

  const search = (query: unknown) => operatorCall(t.app, 'memberSearch', { query }, { token, ip });
  const found = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode).toBe(200);
    return (res.json().members as Array<{ username: string }>).map((m) => m.username);
  };

  it('finds a member by username prefix, nickname, and phone digits with or without the leading 0', async () => {
    expect(await found(member.username)).toEqual([member.username]);
    expect(await found(member.username.slice(0, 6).toUpperCase())).toContain(member.username);
    expect(await found(member.nickname.toUpperCase())).toEqual([member.username]);
    expect(await found(`0${member.phone}`)).toEqual([member.username]);
    expect(await found(formatPhone(member.phone))).toEqual([member.username]);
    expect(await found(String(member.phone).slice(-6))).toContain(member.username);
    expect(await found('zz%_')).toEqual([]);
  });

  it('answers each result with the profile fields the console shows', async () => {
    const res = await search(member.username);
    expect(res.json().members[0]).toEqual({
      memberId: member.memberId,
      username: member.username,
      nickname: member.nickname,
      phone: formatPhone(member.phone),
      brand: { id: 'rong-vang', name: 'Rồng Vàng' },
      status: 'active',
      createdAt: expect.stringMatching(/Z$/),
      lastLoginAt: expect.stringMatching(/Z$/),
    });
  });

  it('returns at most 20 members, in username order', async () => {
    // Written through the repositories: the search is under test, not 20 registrations (20 captchas
    // and 20 memory-hard password hashes, which on a busy machine outlasted the test's timeout).
    await insertMembers(t, 20);
    // Every test member's nickname is 'Người chơi <digits>': more than 20 match.
    const usernames = await found('người chơi');
    expect(usernames).toHaveLength(20);
    expect(usernames).toEqual([...usernames].sort());
  });

  it('shows a member with every wallet balance and audits the view with the operator and address', async () => {
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: 1_500_000, idempotencyKey: 'op-test-deposit-1' });
    const moved = await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 200_000, idempotencyKey: 'op-test-transfer-1' }, { token: member.token });
    expect(moved.statusCode).toBe(200);

    const before = await auditCount(t);
    const res = await operatorCall(t.app, 'memberDetail', { memberId: member.memberId }, { token, ip });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.member).toMatchObject({
      memberId: member.memberId,
      username: member.username,
      phone: formatPhone(member.phone),
      brand: { id: 'rong-vang', name: 'Rồng Vàng' },
      // 1,500,000 deposited: level 3 (1,000,000 to under 5,000,000); transfers do not count.
      level: 3,
      lifetimeDeposits: 1_500_000,
      previousLoginAt: null,
    });
    expect(body.balance).toBe(1_300_000);
    expect(body.totalBalance).toBe(1_500_000);
    expect(body.wallets[0]).toEqual({ walletKey: 'Member', balance: 1_300_000 });
    expect(body.wallets.find((w: { walletKey: string }) => w.walletKey === 'JL')).toEqual({ walletKey: 'JL', balance: 200_000 });
    expect(body.wallets).toHaveLength(9);

    const rows = await auditRows(t);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ operator_id: op.id, action: 'member.view', target_kind: 'member', target_id: member.memberId, ip });
  });

  it('audits every search with the query and the number of results', async () => {
    const before = await auditCount(t);
    await search(member.nickname);
    const rows = await auditRows(t);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ operator_id: op.id, action: 'member.search', ip, details: { query: member.nickname, results: 1 } });
  });

  it('answers 404 in Vietnamese for an unknown member and audits nothing', async () => {
    const before = await auditCount(t);
    const res = await operatorCall(t.app, 'memberDetail', { memberId: '00000000-0000-4000-8000-000000000000' }, { token, ip });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Không tìm thấy thành viên', error: 'Not Found' });
    expect(await auditCount(t)).toBe(before);
  });

  it.each([
    ['memberSearch', { query: 'a' }],
    ['memberSearch', { query: '  ' }],
    ['memberSearch', { query: 'x'.repeat(33) }],
    ['memberSearch', { query: 42 }],
    ['memberSearch', {}],
    ['memberSearch', { query: 'demo', extra: true }],
    ['memberDetail', { memberId: 'not-an-id' }],
    ['memberDetail', {}],
    ['audit', { limit: 0 }],
    ['audit', { limit: 101 }],
    ['audit', { limit: 1.5 }],
    ['audit', { limit: 10, before: -1 }],
  ] as const)('%s with bad input %j answers 400 in Vietnamese and writes nothing', async (name, body) => {
    const before = await auditCount(t);
    const res = await operatorCall(t.app, name, body, { token: adminToken });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.error).toBe('Bad Request');
    expect(Array.isArray(json.message)).toBe(true);
    for (const message of json.message) expect(message).toMatch(VIETNAMESE);
    expect(await auditCount(t)).toBe(before);
  });
});
