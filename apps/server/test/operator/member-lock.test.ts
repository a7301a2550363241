import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginMember } from '../helpers/api-client.ts';
import { BACKENDS, SHARED_BACKEND, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { VIETNAMESE, auditRows, operatorCall, registerMember, signInNewOperator, type RegisteredMember, type TestOperator } from './helpers.ts';

const SESSION_ENDED = 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại';
const LOCKED_LOGIN = ['Tài khoản đang bị khóa, vui lòng liên hệ CSKH'];
const REFRESH_REFUSED = ['Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'];

const statusOf = async (t: TestApp, memberId: string) =>
  (await t.db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirstOrThrow()).status;
const memberAudit = async (t: TestApp, memberId: string) => (await auditRows(t)).filter((r) => r.target_id === memberId);
const liveRefreshTokens = async (t: TestApp, memberId: string) =>
  (await t.db.selectFrom('refresh_tokens').select('id').where('member_id', '=', memberId).where('revoked_at', 'is', null).execute()).length;

describe.each(BACKENDS)('member account lock on $name', (backend) => {
  const t = useTestApp(backend);
  let op: TestOperator;
  let token: string;
  const ip = '192.0.2.77';

  beforeAll(async () => {
    // Any operator may lock: a reviewer is who sees the suspicious payments.
    ({ op, token } = await signInNewOperator(t, 'support', ip));
  });

  const setStatus = (body: unknown) => operatorCall(t.app, 'memberSetStatus', body, { token, ip });
  const lock = (m: RegisteredMember, reason = 'Nghi ngờ gian lận khuyến mãi') => setStatus({ memberId: m.memberId, status: 'locked', reason });
  const unlock = (m: RegisteredMember, reason = 'Đã xác minh danh tính qua CSKH') => setStatus({ memberId: m.memberId, status: 'active', reason });

  it('a lock ends every session at once: access tokens 401, refresh tokens 400, login refused; audited with the reason', async () => {
    const member = await registerMember(t);
    const second = await loginMember(t.app, member);
    expect(second.statusCode).toBe(200);
    const sessions = [
      { access: member.token, refresh: member.refreshToken },
      { access: second.json().access_token as string, refresh: second.json().refresh_token as string },
    ];
    for (const s of sessions) expect((await call(t.app, 'walletBalances', undefined, { token: s.access })).statusCode).toBe(200);

    const res = await lock(member, '  Nghi ngờ gian lận khuyến mãi  ');
    expect(res.statusCode).toBe(200);
    // The answer is the member detail, as memberDetail gives it, with the new status.
    const detail = res.json();
    expect(detail.member).toMatchObject({ memberId: member.memberId, username: member.username, status: 'locked', level: 1 });
    expect(detail.wallets).toHaveLength(9);
    expect(detail).toMatchObject({ balance: 0, totalBalance: 0 });

    for (const s of sessions) {
      const balances = await call(t.app, 'walletBalances', undefined, { token: s.access });
      expect(balances.statusCode).toBe(401);
      expect(balances.json().message).toBe(SESSION_ENDED);
      expect((await call(t.app, 'checkOnline', { online: true }, { token: s.access })).statusCode).toBe(401);
      const refreshed = await call(t.app, 'refreshToken', { refresh_token: s.refresh });
      expect(refreshed.statusCode).toBe(400);
      expect(refreshed.json().message).toEqual(REFRESH_REFUSED);
    }
    const login = await loginMember(t.app, member);
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toEqual(LOCKED_LOGIN);

    expect(await statusOf(t, member.memberId)).toBe('locked');
    expect(await liveRefreshTokens(t, member.memberId)).toBe(0);
    const rows = await memberAudit(t, member.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: op.id,
      action: 'member.lock',
      target_kind: 'member',
      ip,
      details: { reason: 'Nghi ngờ gian lận khuyến mãi' },
    });
    // The console's lists show it too.
    const found = await operatorCall(t.app, 'memberSearch', { query: member.username }, { token });
    expect(found.json().members[0].status).toBe('locked');
  });

  it('an unlock lets the member sign in again; the sessions the lock ended stay ended', async () => {
    const member = await registerMember(t);
    expect((await lock(member)).statusCode).toBe(200);

    const res = await unlock(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().member.status).toBe('active');
    expect(await statusOf(t, member.memberId)).toBe('active');

    const login = await loginMember(t.app, member);
    expect(login.statusCode).toBe(200);
    expect((await call(t.app, 'walletBalances', undefined, { token: login.json().access_token })).statusCode).toBe(200);
    expect((await call(t.app, 'refreshToken', { refresh_token: login.json().refresh_token })).statusCode).toBe(200);
    expect((await call(t.app, 'walletBalances', undefined, { token: member.token })).statusCode).toBe(401);
    expect((await call(t.app, 'refreshToken', { refresh_token: member.refreshToken })).statusCode).toBe(400);

    const rows = await memberAudit(t, member.memberId);
    expect(rows.map((r) => [r.action, (r.details as { reason: string }).reason])).toEqual([
      ['member.lock', 'Nghi ngờ gian lận khuyến mãi'],
      ['member.unlock', 'Đã xác minh danh tính qua CSKH'],
    ]);
  });

  it('refuses to lock a locked member (or unlock an active one) with a Vietnamese 400 and writes nothing', async () => {
    const member = await registerMember(t);
    const activeAgain = await unlock(member);
    expect(activeAgain.statusCode).toBe(400);
    expect(activeAgain.json()).toEqual({
      statusCode: 400,
      message: ['Tài khoản thành viên này đang hoạt động, không cần mở khóa'],
      error: 'Bad Request',
    });
    expect(await memberAudit(t, member.memberId)).toEqual([]);
    // Nothing ended either: the session still works.
    expect((await call(t.app, 'walletBalances', undefined, { token: member.token })).statusCode).toBe(200);

    expect((await lock(member)).statusCode).toBe(200);
    const twice = await lock(member, 'Khóa lần hai');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ statusCode: 400, message: ['Tài khoản thành viên này đã bị khóa trước đó'], error: 'Bad Request' });
    expect((await memberAudit(t, member.memberId)).map((r) => r.action)).toEqual(['member.lock']);
  });

  it('of two locks at once, exactly one succeeds and one audit row is written', async () => {
    const member = await registerMember(t);
    const [a, b] = await Promise.all([lock(member, 'Khóa từ máy A'), lock(member, 'Khóa từ máy B')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await memberAudit(t, member.memberId)).map((r) => r.action)).toEqual(['member.lock']);
  });

  it('answers 404 in Vietnamese for an unknown member and writes nothing', async () => {
    const before = (await auditRows(t)).length;
    const res = await setStatus({ memberId: '00000000-0000-4000-8000-000000000000', status: 'locked', reason: 'Nghi ngờ gian lận' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Không tìm thấy thành viên', error: 'Not Found' });
    expect((await auditRows(t)).length).toBe(before);
  });

  it.each([
    ['no reason', { status: 'locked' }, ['Lý do là bắt buộc']],
    ['a short reason', { status: 'locked', reason: 'ab' }, ['Lý do phải có ít nhất 3 ký tự']],
    ['a blank reason', { status: 'locked', reason: '     ' }, ['Lý do phải có ít nhất 3 ký tự']],
    ['a long reason', { status: 'locked', reason: 'x'.repeat(201) }, ['Lý do tối đa 200 ký tự']],
    ['a reason that is not text', { status: 'locked', reason: 42 }, ['Lý do phải là chuỗi ký tự']],
    ['an unknown status', { status: 'banned', reason: 'Nghi ngờ gian lận' }, ['Trạng thái tài khoản không hợp lệ']],
    ['no status', { reason: 'Nghi ngờ gian lận' }, ['Trạng thái tài khoản không hợp lệ']],
    ['a malformed member id', { memberId: 'not-an-id', status: 'locked', reason: 'Nghi ngờ gian lận' }, ['Mã thành viên không hợp lệ']],
    ['an extra field', { status: 'locked', reason: 'Nghi ngờ gian lận', force: true }, ['Trường không được hỗ trợ: force']],
  ] as const)('refuses %s with a Vietnamese 400 and changes nothing', async (_label, fields, messages) => {
    const member = await registerMember(t);
    const before = (await auditRows(t)).length;
    const res = await setStatus({ memberId: member.memberId, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
    for (const message of res.json().message) expect(message).toMatch(VIETNAMESE);
    expect((await auditRows(t)).length).toBe(before);
    expect(await statusOf(t, member.memberId)).toBe('active');
    expect((await call(t.app, 'walletBalances', undefined, { token: member.token })).statusCode).toBe(200);
  });

  it('refuses a member token (even the member’s own) with 401 and changes nothing', async () => {
    const member = await registerMember(t);
    const before = (await auditRows(t)).length;
    const res = await operatorCall(t.app, 'memberSetStatus', { memberId: member.memberId, status: 'locked', reason: 'Tự khóa' }, { token: member.token });
    expect(res.statusCode).toBe(401);
    expect((await auditRows(t)).length).toBe(before);
    expect(await statusOf(t, member.memberId)).toBe('active');
  });
});

describe.skipIf(!SHARED_BACKEND)('member account lock across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  const one = useTestApp(SHARED_BACKEND!);
  const two = useTestApp(SHARED_BACKEND!, {}, { sameDeploymentAs: one });

  it('a lock through one instance refuses the member’s token on the other at once', async () => {
    const member = await registerMember(two);
    expect((await call(two.app, 'walletBalances', undefined, { token: member.token })).statusCode).toBe(200);
    const { token } = await signInNewOperator(one);
    const res = await operatorCall(one.app, 'memberSetStatus', { memberId: member.memberId, status: 'locked', reason: 'Nghi ngờ gian lận' }, { token });
    expect(res.statusCode).toBe(200);
    const onTwo = await call(two.app, 'walletBalances', undefined, { token: member.token });
    expect(onTwo.statusCode).toBe(401);
    expect(onTwo.json().message).toBe(SESSION_ENDED);
  });
});
