import { beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_FIELD_MESSAGES, CallbackMineSchema, CallbackRequestViewSchema, OperatorCallbackQueueSchema, type OperatorCallbackQueue } from '@app/contract';
import { BRANDS } from '@app/domain';
import { VISITOR_CALLBACKS_PER_ADDRESS_PER_HOUR } from '../../src/modules/callbacks/routes.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { auditRows, operatorCall, registerMember, signInNewOperator, VIETNAMESE, type RegisteredMember, type SignedInOperator } from '../operator/helpers.ts';
import { memberCall, newPhone, nextVietnamHour } from './helpers.ts';

const HOUR = 3_600_000;
let ipCounter = 0;
/** An address of its own for each test, so the visitors' per-address limit of one test never touches another's. */
const newIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(BACKENDS)('callback requests ($name)', (backend) => {
  const t = useTestApp(backend);
  let member: RegisteredMember;
  let support1: SignedInOperator;
  let support2: SignedInOperator;
  let admin: SignedInOperator;
  beforeAll(async () => {
    member = await registerMember(t);
    support1 = await signInNewOperator(t, 'support');
    support2 = await signInNewOperator(t, 'support');
    admin = await signInNewOperator(t, 'admin');
  });

  const ask = (body: unknown, options: { token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
    memberCall(t, 'callbackRequest', body, { ip: options.ip ?? newIp(), ...options });
  const rows = () => t.db.selectFrom('callback_requests').selectAll().orderBy('id').execute();
  const rowOf = (id: number) => t.db.selectFrom('callback_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const callbackAudit = async () => (await auditRows(t)).filter((r) => r.action.startsWith('callback.'));
  const op = (who: SignedInOperator, name: Parameters<typeof operatorCall>[1], body?: unknown) => operatorCall(t.app, name, body, { token: who.token });
  const queue = async (who: SignedInOperator = support1): Promise<OperatorCallbackQueue> => {
    const res = await op(who, 'callbackQueue');
    expect(res.statusCode, res.body).toBe(200);
    return OperatorCallbackQueueSchema.parse(res.json());
  };
  const visitorRequest = async (phone = newPhone()) => {
    const res = await ask({ phone, window: 'now' });
    expect(res.statusCode, res.body).toBe(200);
    return CallbackRequestViewSchema.parse(res.json());
  };

  it('a visitor asks to be called back now: the request waits in the queue, tied to no member, on the brand it came from', async () => {
    const phone = newPhone();
    const lamNgoc = BRANDS.find((b) => b.id === 'lam-ngoc')!;
    const res = await memberCall(t, 'callbackRequest', { phone, window: 'now', note: '  Hỏi về rút tiền  ' }, { ip: newIp(), brand: lamNgoc });
    expect(res.statusCode, res.body).toBe(200);
    const view = CallbackRequestViewSchema.parse(res.json());
    expect(view).toMatchObject({ phone, window: 'now', preferredFrom: null, preferredTo: null, status: 'waiting', closedAt: null });
    expect(res.json()).not.toHaveProperty('note');
    const row = await rowOf(view.id);
    expect(row).toMatchObject({ member_id: null, brand_id: 'lam-ngoc', note: 'Hỏi về rút tiền', status: 'waiting', claimed_by: null });
    const item = (await queue()).open.find((i) => i.id === view.id);
    expect(item).toMatchObject({ member: null, brandId: 'lam-ngoc', note: 'Hỏi về rút tiền', claimedBy: null });
  });

  it('the same ask again (a double submit, a retry) answers the open request and makes no second one', async () => {
    const phone = newPhone();
    const first = await visitorRequest(phone);
    const before = (await rows()).length;
    const again = await ask({ phone, window: 'tomorrow-evening', note: 'Lần hai' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await rows()).length).toBe(before);
    expect((await rowOf(first.id)).note).toBeNull();
  });

  it.each([
    ['no phone', { window: 'now' }, CALLBACK_FIELD_MESSAGES.phoneRequired],
    ['an empty phone', { phone: '', window: 'now' }, CALLBACK_FIELD_MESSAGES.phoneRequired],
    ['a landline', { phone: '0241234567', window: 'now' }, CALLBACK_FIELD_MESSAGES.phoneInvalid],
    ['a phone with spaces', { phone: '0912 345 678', window: 'now' }, CALLBACK_FIELD_MESSAGES.phoneInvalid],
    ['nine digits', { phone: '091234567', window: 'now' }, CALLBACK_FIELD_MESSAGES.phoneInvalid],
    ['a phone sent as a number', { phone: 912345678, window: 'now' }, CALLBACK_FIELD_MESSAGES.phoneInvalid],
    ['no window', { phone: '0912345678' }, CALLBACK_FIELD_MESSAGES.windowRequired],
    ['an unknown window', { phone: '0912345678', window: 'midnight' }, CALLBACK_FIELD_MESSAGES.windowInvalid],
    ['a long note', { phone: '0912345678', window: 'now', note: 'a'.repeat(201) }, CALLBACK_FIELD_MESSAGES.noteTooLong],
    ['an unknown field', { phone: '0912345678', window: 'now', email: 'x@y.vn' }, 'Trường không được hỗ trợ: email'],
  ])('%s is refused with its Vietnamese sentence, and nothing is stored', async (_what, body, message) => {
    const before = await rows();
    const res = await ask(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    for (const m of res.json().message as string[]) expect(m).toMatch(VIETNAMESE);
    expect(await rows()).toEqual(before);
  });

  it('a window of today that is over is refused; one still to come is stored as its Vietnam hours', async () => {
    const start = t.clock.now;
    try {
      // 13:00 in Ho Chi Minh City: the morning is over, the afternoon has begun, the evening is to come.
      t.clock.now = nextVietnamHour(start, 13);
      const before = await rows();
      const over = await ask({ phone: newPhone(), window: 'today-morning' });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toEqual([CALLBACK_FIELD_MESSAGES.windowOver]);
      expect(await rows()).toEqual(before);

      const evening = CallbackRequestViewSchema.parse((await ask({ phone: newPhone(), window: 'today-evening' })).json());
      expect(Date.parse(evening.preferredFrom!)).toBe(t.clock.now + 5 * HOUR);
      expect(Date.parse(evening.preferredTo!)).toBe(t.clock.now + 9 * HOUR);
      expect(evening.preferredFrom!.endsWith('T11:00:00.000Z')).toBe(true);
      const tomorrow = CallbackRequestViewSchema.parse((await ask({ phone: newPhone(), window: 'tomorrow-morning' })).json());
      expect(Date.parse(tomorrow.preferredFrom!)).toBe(t.clock.now + 19 * HOUR);
      expect(Date.parse(tomorrow.preferredTo!)).toBe(t.clock.now + 23 * HOUR);
    } finally {
      t.clock.now = start;
    }
  });

  it('a member’s request is tied to the member; their page shows it with the phone of their profile', async () => {
    const m = await registerMember(t);
    const empty = await memberCall(t, 'callbackMine', undefined, { token: m.token });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(CallbackMineSchema.parse(empty.json())).toMatchObject({ profilePhone: `0${m.phone}`, current: null });

    const res = await ask({ phone: `0${m.phone}`, window: 'now' }, { token: m.token });
    expect(res.statusCode, res.body).toBe(200);
    const view = CallbackRequestViewSchema.parse(res.json());
    expect((await rowOf(view.id)).member_id).toBe(m.memberId);
    const mine = CallbackMineSchema.parse((await memberCall(t, 'callbackMine', undefined, { token: m.token })).json());
    expect(mine.current).toEqual(view);
    expect((await queue()).open.find((i) => i.id === view.id)?.member).toEqual({ memberId: m.memberId, username: m.username, nickname: m.nickname });

    // Asked again: the same request. Another number while it is open: refused, nothing stored.
    expect((await ask({ phone: `0${m.phone}`, window: 'tomorrow-morning' }, { token: m.token })).json()).toEqual(view);
    const before = await rows();
    const other = await ask({ phone: newPhone(), window: 'now' }, { token: m.token });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(`Bạn đang có một yêu cầu gọi lại chưa được xử lý (số 0${String(m.phone).slice(0, 3)} ${String(m.phone).slice(3, 6)} ${String(m.phone).slice(6)}). Vui lòng chờ nhân viên CSKH liên hệ.`);
    expect(await rows()).toEqual(before);
  });

  it('callbackMine is for members only', async () => {
    const res = await memberCall(t, 'callbackMine', undefined);
    expect(res.statusCode).toBe(401);
  });

  it('a phone number has one open request: someone else asking for it is refused, a visitor and a member alike', async () => {
    const visitorPhone = newPhone();
    await visitorRequest(visitorPhone);
    const m = await registerMember(t);
    const before = await rows();
    const byMember = await ask({ phone: visitorPhone, window: 'now' }, { token: m.token });
    expect(byMember.statusCode).toBe(409);
    expect(byMember.json().message).toMatch(/^Số điện thoại này đã có một yêu cầu gọi lại đang chờ xử lý/);

    const memberPhone = newPhone();
    expect((await ask({ phone: memberPhone, window: 'now' }, { token: m.token })).statusCode).toBe(200);
    const byVisitor = await ask({ phone: memberPhone, window: 'now' });
    expect(byVisitor.statusCode).toBe(409);
    expect(byVisitor.json().message).toMatch(VIETNAMESE);
    expect((await rows()).length).toBe(before.length + 1);
  });

  it(`a visitor may ask ${VISITOR_CALLBACKS_PER_ADDRESS_PER_HOUR} times an hour from one address; a forged X-Forwarded-For does not reset it, another address and members are not limited`, async () => {
    const ip = newIp();
    for (let i = 0; i < VISITOR_CALLBACKS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await ask({ phone: newPhone(), window: 'now' }, { ip })).statusCode).toBe(200);
    }
    const before = await rows();
    const refused = await ask({ phone: newPhone(), window: 'now' }, { ip, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Bạn thao tác quá nhanh\. Vui lòng thử lại sau/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toEqual(before);

    expect((await ask({ phone: newPhone(), window: 'now' }, { ip: newIp() })).statusCode).toBe(200);
    const m = await registerMember(t);
    expect((await ask({ phone: newPhone(), window: 'now' }, { ip, token: m.token })).statusCode).toBe(200);
  });

  it('the console lists open requests oldest first, with who asked and the window', async () => {
    const start = t.clock.now;
    const older = await visitorRequest();
    t.clock.now += 60_000;
    const newer = await visitorRequest();
    const { open, serverTime } = await queue();
    const ids = open.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(open.every((i) => i.status === 'waiting' || i.status === 'claimed')).toBe(true);
    expect(Date.parse(serverTime)).toBe(start + 60_000);
    const createdTimes = open.map((i) => Date.parse(i.createdAt));
    expect(createdTimes).toEqual(createdTimes.toSorted((a, b) => a - b));
  });

  it('claim, done and unreachable: each with its note, each audited once; the member sees the outcome', async () => {
    const m = await registerMember(t);
    const asked = CallbackRequestViewSchema.parse((await ask({ phone: `0${m.phone}`, window: 'now' }, { token: m.token })).json());
    const auditBefore = (await callbackAudit()).length;

    const claimed = await op(support1, 'callbackClaim', { id: asked.id, note: ' Gọi trong 5 phút ' });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const item = OperatorCallbackQueueSchema.parse(claimed.json()).open.find((i) => i.id === asked.id)!;
    expect(item).toMatchObject({ status: 'claimed', claimedBy: { id: support1.op.id, name: expect.stringMatching(/^Nhân viên/) }, claimNote: 'Gọi trong 5 phút' });
    expect(CallbackMineSchema.parse((await memberCall(t, 'callbackMine', undefined, { token: m.token })).json()).current?.status).toBe('claimed');
    // Claimed again by the same operator (a double click): no change, no second audit row.
    expect((await op(support1, 'callbackClaim', { id: asked.id })).statusCode).toBe(200);

    const done = await op(support1, 'callbackDone', { id: asked.id, note: 'Đã hướng dẫn nạp tiền qua ngân hàng' });
    expect(done.statusCode, done.body).toBe(200);
    const closed = OperatorCallbackQueueSchema.parse(done.json());
    expect(closed.open.some((i) => i.id === asked.id)).toBe(false);
    expect(closed.recent.find((i) => i.id === asked.id)).toMatchObject({
      status: 'done',
      closedBy: { id: support1.op.id },
      closeNote: 'Đã hướng dẫn nạp tiền qua ngân hàng',
    });
    const mine = CallbackMineSchema.parse((await memberCall(t, 'callbackMine', undefined, { token: m.token })).json());
    expect(mine.current).toMatchObject({ id: asked.id, status: 'done' });
    expect(mine.current?.closedAt).not.toBeNull();

    // Closed: the member may ask again, a new request.
    const again = CallbackRequestViewSchema.parse((await ask({ phone: `0${m.phone}`, window: 'now' }, { token: m.token })).json());
    expect(again.id).not.toBe(asked.id);
    // Unreachable straight from the queue: the operator who closes it is the one who had it.
    const unreachable = await op(support2, 'callbackUnreachable', { id: again.id, note: 'Gọi hai lần không nghe máy' });
    expect(unreachable.statusCode, unreachable.body).toBe(200);
    expect(await rowOf(again.id)).toMatchObject({ status: 'unreachable', claimed_by: support2.op.id, closed_by: support2.op.id, close_note: 'Gọi hai lần không nghe máy' });

    const audit = (await callbackAudit()).slice(auditBefore);
    expect(audit.map((r) => [r.action, r.operator_id, r.target_kind, r.target_id])).toEqual([
      ['callback.claim', support1.op.id, 'callback', String(asked.id)],
      ['callback.done', support1.op.id, 'callback', String(asked.id)],
      ['callback.unreachable', support2.op.id, 'callback', String(again.id)],
    ]);
    expect(audit[0]!.details).toEqual({ phone: `0${m.phone}`, note: 'Gọi trong 5 phút' });
    expect(audit[1]!.details).toEqual({ phone: `0${m.phone}`, note: 'Đã hướng dẫn nạp tiền qua ngân hàng' });
  });

  it('a request claimed by one support operator cannot be claimed or closed by another; an admin may close it, and the audit says whose it was', async () => {
    const asked = await visitorRequest();
    expect((await op(support1, 'callbackClaim', { id: asked.id })).statusCode).toBe(200);
    const auditBefore = (await callbackAudit()).length;
    const rowBefore = await rowOf(asked.id);

    for (const [name, body] of [
      ['callbackClaim', { id: asked.id }],
      ['callbackDone', { id: asked.id, note: 'Đã gọi xong' }],
      ['callbackUnreachable', { id: asked.id, note: 'Không nghe máy' }],
    ] as const) {
      const res = await op(support2, name, body);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe('Yêu cầu gọi lại này đang do một nhân viên khác xử lý');
    }
    expect(await rowOf(asked.id)).toEqual(rowBefore);
    expect((await callbackAudit()).length).toBe(auditBefore);
    // The queue shows whose it is.
    expect((await queue(support2)).open.find((i) => i.id === asked.id)?.claimedBy?.id).toBe(support1.op.id);

    const byAdmin = await op(admin, 'callbackDone', { id: asked.id, note: 'Trưởng ca đã gọi thay' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await rowOf(asked.id)).toMatchObject({ status: 'done', claimed_by: support1.op.id, closed_by: admin.op.id });
    const [row] = (await callbackAudit()).slice(auditBefore);
    expect(row).toMatchObject({ action: 'callback.done', operator_id: admin.op.id, details: { phone: asked.phone, note: 'Trưởng ca đã gọi thay', claimedBy: support1.op.username } });

    // Closed: no step is open to anyone any more.
    const late = await op(support1, 'callbackUnreachable', { id: asked.id, note: 'Gọi lại lần nữa' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Yêu cầu gọi lại này đã được xử lý xong');
    expect((await op(support1, 'callbackClaim', { id: asked.id })).statusCode).toBe(409);
  });

  it('an admin may take over another operator’s claim, audited with whom it was taken from', async () => {
    const asked = await visitorRequest();
    expect((await op(support1, 'callbackClaim', { id: asked.id })).statusCode).toBe(200);
    const taken = await op(admin, 'callbackClaim', { id: asked.id, note: 'Tôi xử lý' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await rowOf(asked.id)).toMatchObject({ status: 'claimed', claimed_by: admin.op.id, claim_note: 'Tôi xử lý' });
    const last = (await callbackAudit()).at(-1)!;
    expect(last).toMatchObject({ action: 'callback.claim', operator_id: admin.op.id, details: { phone: asked.phone, note: 'Tôi xử lý', takenFrom: support1.op.username } });
  });

  it('steps on an unknown request, or without a real note, are refused in Vietnamese and change nothing', async () => {
    const asked = await visitorRequest();
    const before = await rowOf(asked.id);
    const auditBefore = (await callbackAudit()).length;
    const missing = await op(support1, 'callbackClaim', { id: 987_654_321 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy yêu cầu gọi lại này');
    for (const note of ['', '  a b ', 'xy']) {
      const res = await op(support1, 'callbackDone', { id: asked.id, note });
      expect(res.statusCode, note).toBe(400);
      expect(res.json().message).toContain('Ghi chú phải có ít nhất 3 ký tự');
    }
    const noNote = await op(support1, 'callbackUnreachable', { id: asked.id });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('Ghi chú là bắt buộc');
    expect(await rowOf(asked.id)).toEqual(before);
    expect((await callbackAudit()).length).toBe(auditBefore);
  });

  it('finance and content may not see or work the queue (403); support and admin may', async () => {
    const asked = await visitorRequest();
    for (const role of ['finance', 'content'] as const) {
      const other = await signInNewOperator(t, role);
      for (const [name, body] of [
        ['callbackQueue', undefined],
        ['callbackClaim', { id: asked.id }],
        ['callbackDone', { id: asked.id, note: 'Đã gọi xong' }],
        ['callbackUnreachable', { id: asked.id, note: 'Không nghe máy' }],
      ] as const) {
        const res = await op(other, name, body);
        expect(res.statusCode, `${role} ${name}`).toBe(403);
        expect(res.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
      }
    }
    expect((await rowOf(asked.id)).status).toBe('waiting');
    expect((await op(admin, 'callbackQueue')).statusCode).toBe(200);
    // Without an operator token at all: 401; a member's token is not an operator's.
    expect((await operatorCall(t.app, 'callbackQueue')).statusCode).toBe(401);
    expect((await operatorCall(t.app, 'callbackQueue', undefined, { token: member.token })).statusCode).toBe(401);
  });
});
