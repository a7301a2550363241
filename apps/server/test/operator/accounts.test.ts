import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRouteName } from '@app/contract';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { base32Decode, hotp, totpStep } from '../../src/lib/totp.ts';
import { createOperatorAccountsService } from '../../src/modules/operator/account-admin-service.ts';
import { BACKENDS, SHARED_BACKEND, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRows, createOperator, loginOperator, operatorCall, signInNewOperator, type TestOperator } from './helpers.ts';

const DISABLED = { statusCode: 401, message: 'Tài khoản quản trị đã bị khóa, vui lòng liên hệ quản trị viên', error: 'Unauthorized' };
const SESSION_ENDED = { statusCode: 401, message: 'Phiên quản trị đã kết thúc, vui lòng đăng nhập lại', error: 'Unauthorized' };
const FORBIDDEN = 'Bạn không có quyền thực hiện thao tác này';
const ACCOUNT_ROUTES: OperatorRouteName[] = ['operatorList', 'operatorCreate', 'operatorSetRole', 'operatorSetStatus', 'operatorResetPassword', 'operatorResetTwoFactor'];

let counter = 0;
/** A new account's fields as the admin types them. */
function newAccount(role: string = 'support') {
  counter += 1;
  return { username: `nv.moi${counter}`, displayName: `Nhân viên mới ${counter}`, role, password: `mat-khau-ban-dau-${counter}` };
}

const accountOf = (list: { operators: OperatorAccount[] }, id: string) => list.operators.find((o) => o.id === id);
const rowsFor = async (t: TestApp, targetId: string) => (await auditRows(t)).filter((r) => r.target_kind === 'operator' && r.target_id === targetId);
const login = (t: TestApp, username: string, password: string, otp?: string) =>
  operatorCall(t.app, 'login', { username, password, ...(otp === undefined ? {} : { otp }) });

describe.each(BACKENDS)('operator accounts kept by an admin on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestOperator;
  let token: string;
  const ip = '203.0.113.40';
  const as = (name: OperatorRouteName, body?: unknown) => operatorCall(t.app, name, body, { token, ip });

  beforeAll(async () => {
    ({ op: admin, token } = await signInNewOperator(t, 'admin', ip));
  });

  it('lists every account with its role, status, two-factor state, last sign-in and creation time', async () => {
    const support = await createOperator(t, 'support');
    const res = await as('operatorList');
    expect(res.statusCode).toBe(200);
    const me = accountOf(res.json(), admin.id)!;
    expect(me).toMatchObject({ username: admin.username, role: 'admin', status: 'active', twoFactor: false });
    expect(Date.parse(me.lastLoginAt!)).not.toBeNaN();
    expect(Date.parse(me.createdAt)).not.toBeNaN();
    expect(accountOf(res.json(), support.id)).toMatchObject({ username: support.username, role: 'support', status: 'active', lastLoginAt: null });
    // Never a hash or a secret in the answer.
    expect(res.body).not.toMatch(/argon2|password|totp/i);
  });

  it('creates an account with the admin’s password, hashed with argon2id; the new operator signs in with it; audited', async () => {
    const fields = newAccount('finance');
    const res = await as('operatorCreate', fields);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().operators.find((o: OperatorAccount) => o.username === fields.username) as OperatorAccount;
    expect(created).toMatchObject({ displayName: fields.displayName, role: 'finance', status: 'active', twoFactor: false, lastLoginAt: null });

    const row = await t.db.selectFrom('operators').select('password_hash').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(fields.password);
    expect(await verifyPassword(fields.password, row.password_hash)).toBe(true);

    const signedIn = await login(t, fields.username, fields.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().operator).toMatchObject({ id: created.id, role: 'finance' });

    expect(await rowsFor(t, created.id)).toEqual([
      expect.objectContaining({ operator_id: admin.id, action: 'operator.create', ip, details: { username: fields.username, role: 'finance', via: 'console' } }),
    ]);
  });

  it('refuses a taken username, a password holding the username, a short password and a bad username, in Vietnamese, writing nothing', async () => {
    const taken = newAccount();
    expect((await as('operatorCreate', taken)).statusCode).toBe(200);
    const before = (await auditRows(t)).length;
    const operators = (await as('operatorList')).json().operators.length;

    const cases: Array<[Record<string, string>, string]> = [
      [{ ...newAccount(), username: taken.username }, `Tên đăng nhập ${taken.username} đã tồn tại`],
      [{ ...newAccount(), username: 'hoa.ng', password: 'xx-hoa.ng-2026-abc' }, 'Mật khẩu không được chứa tên đăng nhập'],
      [{ ...newAccount(), password: 'ngan-qua' }, 'Mật khẩu phải có ít nhất 12 ký tự'],
      [{ ...newAccount(), username: 'Hoa Nguyen' }, 'Tên đăng nhập gồm 3–32 chữ thường, số hoặc . _ -, bắt đầu bằng chữ cái'],
      [{ ...newAccount(), role: 'superadmin' }, 'Vai trò không hợp lệ'],
    ];
    for (const [body, message] of cases) {
      const res = await as('operatorCreate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await auditRows(t)).length).toBe(before);
    expect((await as('operatorList')).json().operators).toHaveLength(operators);
  });

  it('changes a role, which the operator’s open console feels on its very next call; audited from → to', async () => {
    const { op, token: theirs } = await signInNewOperator(t, 'support');
    const member = { memberId: '00000000-0000-4000-8000-000000000001' };
    // As support: the queue is someone else's.
    expect((await operatorCall(t.app, 'reviewQueue', { limit: 5 }, { token: theirs })).statusCode).toBe(403);

    const res = await as('operatorSetRole', { operatorId: op.id, role: 'finance' });
    expect(res.statusCode, res.body).toBe(200);
    expect(accountOf(res.json(), op.id)?.role).toBe('finance');
    expect((await operatorCall(t.app, 'reviewQueue', { limit: 5 }, { token: theirs })).statusCode).toBe(200);
    const lock = await operatorCall(t.app, 'memberSetStatus', { ...member, status: 'locked', reason: 'Thử quyền' }, { token: theirs });
    expect(lock.statusCode).toBe(403);
    expect(lock.json().message).toBe(FORBIDDEN);
    expect((await operatorCall(t.app, 'me', undefined, { token: theirs })).json().role).toBe('finance');

    const same = await as('operatorSetRole', { operatorId: op.id, role: 'finance' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toEqual(['Nhân viên này đã có vai trò đó']);
    expect(await rowsFor(t, op.id)).toEqual([
      expect.objectContaining({ operator_id: admin.id, action: 'operator.role_change', ip, details: { username: op.username, from: 'support', to: 'finance' } }),
    ]);
  });

  it('disables at once: the open console is refused on its next call, sign-in is refused; enabling lets it sign in again, old tokens stay dead', async () => {
    const { op, token: theirs } = await signInNewOperator(t, 'support');
    const second = await loginOperator(t, op);
    expect((await operatorCall(t.app, 'me', undefined, { token: theirs })).statusCode).toBe(200);

    const res = await as('operatorSetStatus', { operatorId: op.id, status: 'disabled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(accountOf(res.json(), op.id)?.status).toBe('disabled');
    for (const tk of [theirs, second]) {
      const next = await operatorCall(t.app, 'memberSearch', { query: 'u00' }, { token: tk });
      expect(next.statusCode).toBe(401);
      expect(next.json()).toEqual(DISABLED);
    }
    const refused = await login(t, op.username, op.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['Tài khoản quản trị đã bị khóa, vui lòng liên hệ quản trị viên']);
    expect((await as('operatorSetStatus', { operatorId: op.id, status: 'disabled' })).json().message).toEqual(['Tài khoản nhân viên này đã bị khóa trước đó']);

    const enabled = await as('operatorSetStatus', { operatorId: op.id, status: 'active' });
    expect(enabled.statusCode).toBe(200);
    expect(accountOf(enabled.json(), op.id)?.status).toBe('active');
    // The sign-ins the disable ended stay ended: a token taken while the account was open comes back to nothing.
    expect((await operatorCall(t.app, 'me', undefined, { token: theirs })).json()).toEqual(SESSION_ENDED);
    const fresh = await loginOperator(t, op);
    expect((await operatorCall(t.app, 'me', undefined, { token: fresh })).statusCode).toBe(200);

    expect((await rowsFor(t, op.id)).map((r) => [r.action, r.operator_id, r.ip])).toEqual([
      ['operator.disable', admin.id, ip],
      ['operator.enable', admin.id, ip],
    ]);
  });

  it('resets a password: the old one stops working, the new one (held to the rules) works, and every open session ends', async () => {
    const { op, token: theirs } = await signInNewOperator(t, 'content');
    const weak = await as('operatorResetPassword', { operatorId: op.id, password: `abc-${op.username}-xyz` });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toEqual(['Mật khẩu không được chứa tên đăng nhập']);
    expect((await operatorCall(t.app, 'me', undefined, { token: theirs })).statusCode).toBe(200);

    const res = await as('operatorResetPassword', { operatorId: op.id, password: 'mat-khau-moi-cua-ban' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await operatorCall(t.app, 'gameCatalogue', undefined, { token: theirs })).json()).toEqual(SESSION_ENDED);
    expect((await login(t, op.username, op.password)).statusCode).toBe(400);
    const signedIn = await login(t, op.username, 'mat-khau-moi-cua-ban');
    expect(signedIn.statusCode).toBe(200);
    const hash = (await t.db.selectFrom('operators').select('password_hash').where('id', '=', op.id).executeTakeFirstOrThrow()).password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect((await rowsFor(t, op.id)).map((r) => [r.action, r.details])).toEqual([['operator.password_reset', { username: op.username }]]);
  });

  it('turns two-factor sign-in off for a lost phone: recovery codes gone, sessions ended, the next sign-in needs only the password', async () => {
    const op = await createOperator(t, 'finance');
    const first = await loginOperator(t, op);
    const { secret } = (await operatorCall(t.app, 'twoFactorEnrol', undefined, { token: first })).json();
    const confirmed = await operatorCall(t.app, 'twoFactorConfirm', { code: hotp(base32Decode(secret), totpStep(t.clock.now)) }, { token: first });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(accountOf((await as('operatorList')).json(), op.id)?.twoFactor).toBe(true);
    expect((await login(t, op.username, op.password)).json()).toEqual({ twoFactorRequired: true });

    const res = await as('operatorResetTwoFactor', { operatorId: op.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(accountOf(res.json(), op.id)?.twoFactor).toBe(false);
    expect((await operatorCall(t.app, 'me', undefined, { token: first })).json()).toEqual(SESSION_ENDED);
    const codes = await t.db.selectFrom('operator_recovery_codes').select('code_hash').where('operator_id', '=', op.id).execute();
    expect(codes).toEqual([]);
    const signedIn = await login(t, op.username, op.password);
    expect(signedIn.json().operator).toMatchObject({ id: op.id, twoFactor: false });

    const again = await as('operatorResetTwoFactor', { operatorId: op.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual(['Tài khoản này chưa bật xác thực hai bước']);
    expect((await rowsFor(t, op.id)).map((r) => r.action)).toEqual(['operator.two_factor_reset']);
  });

  it('never lets an admin disable, demote or reset their own account, and writes nothing when refusing', async () => {
    const before = (await auditRows(t)).length;
    const cases: Array<[OperatorRouteName, unknown, string]> = [
      ['operatorSetStatus', { operatorId: admin.id, status: 'disabled' }, 'Bạn không thể tự khóa tài khoản của chính mình'],
      ['operatorSetRole', { operatorId: admin.id, role: 'support' }, 'Bạn không thể tự đổi vai trò của chính mình'],
      ['operatorResetPassword', { operatorId: admin.id, password: 'mot-mat-khau-moi-dai' }, 'Bạn không thể tự đặt lại thông tin đăng nhập của chính mình, hãy nhờ một quản trị viên khác'],
      ['operatorResetTwoFactor', { operatorId: admin.id }, 'Bạn không thể tự đặt lại thông tin đăng nhập của chính mình, hãy nhờ một quản trị viên khác'],
    ];
    for (const [route, body, message] of cases) {
      const res = await as(route, body);
      expect(res.statusCode, route).toBe(400);
      expect(res.json().message).toEqual([message]);
    }
    expect((await auditRows(t)).length).toBe(before);
    expect((await operatorCall(t.app, 'me', undefined, { token })).json()).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('answers 404 for an unknown account, and 403 to every other role on every account route, changing nothing', async () => {
    const unknown = await as('operatorSetStatus', { operatorId: '00000000-0000-4000-8000-00000000abcd', status: 'disabled' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy tài khoản nhân viên');

    const target = await createOperator(t, 'content');
    const bodies: Record<string, unknown> = {
      operatorCreate: newAccount('admin'),
      operatorSetRole: { operatorId: target.id, role: 'admin' },
      operatorSetStatus: { operatorId: target.id, status: 'disabled' },
      operatorResetPassword: { operatorId: target.id, password: 'chiem-quyen-quan-tri' },
      operatorResetTwoFactor: { operatorId: target.id },
    };
    const before = (await as('operatorList')).body;
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin')) {
      const { token: theirs } = await signInNewOperator(t, role);
      for (const route of ACCOUNT_ROUTES) {
        const res = await operatorCall(t.app, route, bodies[route], { token: theirs });
        expect(res.statusCode, `${role} → ${route}`).toBe(403);
        expect(res.json().message).toBe(FORBIDDEN);
      }
    }
    const after = (await as('operatorList')).json() as { operators: OperatorAccount[] };
    const targetBefore = accountOf(JSON.parse(before), target.id);
    expect(accountOf(after, target.id)).toEqual(targetBefore);
    expect(after.operators.some((o) => o.username === (bodies.operatorCreate as { username: string }).username)).toBe(false);
  });

  it('names the operator in the audit log’s target column', async () => {
    const op = await createOperator(t, 'support');
    expect((await as('operatorSetRole', { operatorId: op.id, role: 'content' })).statusCode).toBe(200);
    const page = (await as('audit', { limit: 5 })).json();
    const entry = page.entries.find((e: { action: string }) => e.action === 'operator.role_change');
    expect(entry.target).toEqual({ kind: 'operator', id: op.id, label: op.username });
  });
});

/** A fresh deployment whose only active admin is `last` (the others were disabled), to reach the last-admin rule. */
describe.each(BACKENDS)('the last active admin on $name', (backend) => {
  const t = useTestApp(backend);

  it('can be neither disabled nor demoted, even by an admin whose own account was disabled meanwhile', async () => {
    const last = await signInNewOperator(t, 'admin');
    const other = await createOperator(t, 'admin');
    expect((await operatorCall(t.app, 'operatorSetStatus', { operatorId: other.id, status: 'disabled' }, { token: last.token })).statusCode).toBe(200);
    const admins = await t.db.selectFrom('operators').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
    expect(admins.map((a) => a.id)).toEqual([last.op.id]);

    // The other admin's request that passed the token check just before the disable landed: the service still refuses.
    const accounts = createOperatorAccountsService({ db: t.database });
    const racing = { operator: { id: other.id, username: other.username, displayName: 'x', role: 'admin' as const, twoFactor: false }, ip: '10.0.0.9' };
    await expect(accounts.setStatus(racing, { operatorId: last.op.id, status: 'disabled' })).rejects.toMatchObject({ statusCode: 400, messages: ['Phải luôn còn ít nhất một quản trị viên đang hoạt động'] });
    await expect(accounts.setRole(racing, { operatorId: last.op.id, role: 'finance' })).rejects.toMatchObject({ statusCode: 400, messages: ['Phải luôn còn ít nhất một quản trị viên đang hoạt động'] });
    // A disabled admin may still be demoted (no active admin is lost).
    await expect(accounts.setRole({ ...racing, operator: { ...racing.operator, id: last.op.id } }, { operatorId: other.id, role: 'support' })).resolves.toBeDefined();
    expect((await operatorCall(t.app, 'me', undefined, { token: last.token })).json()).toMatchObject({ role: 'admin' });
  });

  it('two admins disabling each other at the same moment: one wins, one active admin is always left', async () => {
    const a = await signInNewOperator(t, 'admin');
    const b = await signInNewOperator(t, 'admin');
    // Down to these two: every other admin of this deployment is disabled first.
    const others = await t.db.selectFrom('operators').select('id').where('role', '=', 'admin').where('status', '=', 'active').where('id', 'not in', [a.op.id, b.op.id]).execute();
    for (const o of others) expect((await operatorCall(t.app, 'operatorSetStatus', { operatorId: o.id, status: 'disabled' }, { token: a.token })).statusCode).toBe(200);

    const [ab, ba] = await Promise.all([
      operatorCall(t.app, 'operatorSetStatus', { operatorId: b.op.id, status: 'disabled' }, { token: a.token }),
      operatorCall(t.app, 'operatorSetStatus', { operatorId: a.op.id, status: 'disabled' }, { token: b.token }),
    ]);
    expect([ab.statusCode, ba.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const loser = ab.statusCode === 200 ? ba : ab;
    // Refused by the token check (its account was disabled first) or by the rule (it got as far as the change).
    expect([DISABLED.message, ['Phải luôn còn ít nhất một quản trị viên đang hoạt động']]).toContainEqual(loser.json().message);
    const active = await t.db.selectFrom('operators').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
    expect(active).toHaveLength(1);
  });
});

// Two API servers behind one load balancer share PostgreSQL and Redis; only that backend can run two.
describe.skipIf(!SHARED_BACKEND)('operator accounts across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  const one = useTestApp(SHARED_BACKEND!);
  const two = useTestApp(SHARED_BACKEND!, {}, { sameDeploymentAs: one });

  it('a disable on one instance refuses the operator’s token on the other at once', async () => {
    const admin = await signInNewOperator(one, 'admin');
    const op = await createOperator(one, 'support');
    const theirs = await loginOperator(two, op);
    expect((await operatorCall(two.app, 'me', undefined, { token: theirs })).statusCode).toBe(200);
    expect((await operatorCall(one.app, 'operatorSetStatus', { operatorId: op.id, status: 'disabled' }, { token: admin.token })).statusCode).toBe(200);
    expect((await operatorCall(two.app, 'me', undefined, { token: theirs })).json()).toEqual(DISABLED);
  });

  it('a password reset on one instance ends the operator’s sessions on both', async () => {
    const admin = await signInNewOperator(two, 'admin');
    const op = await createOperator(one, 'finance');
    const onOne = await loginOperator(one, op);
    const onTwo = await loginOperator(two, op);
    expect((await operatorCall(two.app, 'operatorResetPassword', { operatorId: op.id, password: 'mat-khau-sau-khi-mat' }, { token: admin.token })).statusCode).toBe(200);
    expect((await operatorCall(one.app, 'me', undefined, { token: onOne })).json()).toEqual(SESSION_ENDED);
    expect((await operatorCall(two.app, 'me', undefined, { token: onTwo })).json()).toEqual(SESSION_ENDED);
  });
});
