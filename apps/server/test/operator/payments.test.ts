import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdForWithdrawal, depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { inMoneyTransaction } from '../../src/modules/ledger/service.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { balancesOf, ledgerSnapshot } from '../ledger/helpers.ts';
import {
  VIETNAMESE,
  auditCount,
  auditRows,
  createOperator,
  loginOperator,
  operatorCall,
  signInNewOperatorWithMember,
  type RegisteredMember,
  type TestOperator,
} from './helpers.ts';

type Item = {
  id: number;
  type: 'DEPOSIT' | 'WITHDRAWAL';
  member: { memberId: string; username: string; nickname: string };
  amount: number;
  status: number;
  channel: string | null;
  channelName: string | null;
  memo: string | null;
  card: { bankName: string; accountNumber: string; holderName: string } | null;
  reason: string | null;
};

const uniqueKey = () => randomBytes(8).toString('hex');

/** A deposit request as the member's deposit screen leaves it: under review, with its channel and memo. */
async function createDeposit(t: TestApp, member: RegisteredMember, amount: number): Promise<number> {
  const row = await t.db
    .insertInto('payment_requests')
    .values({
      member_id: member.memberId,
      type: 'DEPOSIT',
      amount,
      channel: 'BANK_TRANSFER',
      memo: `NAP${randomBytes(4).toString('hex').toUpperCase()}`,
      idempotency_key: uniqueKey(),
      request_hash: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const CARD = { bankCode: 1001, accountNumber: '0123456789012', holderName: 'NGUYEN VAN AN' };

/** A withdrawal request with its amount held from the main account in the same transaction (D7). */
async function createWithdrawal(t: TestApp, member: RegisteredMember, amount: number): Promise<number> {
  const card = await t.db
    .insertInto('bank_cards')
    .values({ member_id: member.memberId, bank_code: CARD.bankCode, account_number: CARD.accountNumber, holder_name: CARD.holderName })
    .onConflict((oc) => oc.columns(['member_id', 'bank_code', 'account_number']).doUpdateSet({ holder_name: CARD.holderName }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inMoneyTransaction(t.database, async (trx) => {
    const row = await trx.db
      .insertInto('payment_requests')
      .values({ member_id: member.memberId, type: 'WITHDRAWAL', amount, bank_card_id: Number(card.id), idempotency_key: uniqueKey(), request_hash: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await holdForWithdrawal(trx, { memberId: member.memberId, amount, idempotencyKey: `withdrawal:${row.id}:hold` });
    return Number(row.id);
  });
}

async function statusOf(t: TestApp, id: number) {
  const row = await t.db.selectFrom('payment_requests').select(['status', 'reason']).where('id', '=', id).executeTakeFirstOrThrow();
  return { status: Number(row.status), reason: row.reason };
}

describe.each(BACKENDS)('payment review on $name', (backend) => {
  const t = useTestApp(backend);
  let op: TestOperator;
  let token: string;
  let member: RegisteredMember;
  const ip = '192.0.2.77';

  beforeAll(async () => {
    ({ op, token, member } = await signInNewOperatorWithMember(t, 'finance', ip));
    await depositFromCashIn(t.database, { memberId: member.memberId, amount: 5_000_000, idempotencyKey: 'review-opening-balance' });
  });

  const act = (name: 'paymentApprove' | 'paymentMarkPaid', id: number) => operatorCall(t.app, name, { id }, { token, ip });
  const actWithReason = (name: 'paymentMarkFailed' | 'paymentReject', id: number, reason?: string) =>
    operatorCall(t.app, name, reason === undefined ? { id } : { id, reason }, { token, ip });
  const queue = async (body: Record<string, unknown>) => {
    const res = await operatorCall(t.app, 'reviewQueue', { limit: 100, ...body }, { token, ip });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Item[]; nextBefore: number | null };
  };

  it('lists open requests newest first with the member, the deposit channel and memo, and the full card to pay', async () => {
    const deposit = await createDeposit(t, member, 500_000);
    const withdrawal = await createWithdrawal(t, member, 300_000);
    const auditBefore = await auditCount(t);

    const { items } = await queue({});
    expect(items.map((i) => i.id).slice(0, 2)).toEqual([withdrawal, deposit]);
    expect(items.find((i) => i.id === deposit)).toMatchObject({
      type: 'DEPOSIT',
      member: { memberId: member.memberId, username: member.username, nickname: member.nickname },
      amount: 500_000,
      status: 2,
      channel: 'BANK_TRANSFER',
      channelName: 'Chuyển khoản ATM',
      memo: expect.stringMatching(/^NAP[0-9A-F]{8}$/),
      card: null,
      reason: null,
    });
    expect(items.find((i) => i.id === withdrawal)).toMatchObject({
      type: 'WITHDRAWAL',
      amount: 300_000,
      channel: null,
      memo: null,
      card: { bankName: 'Vietcombank', accountNumber: CARD.accountNumber, holderName: CARD.holderName },
    });
    // Watching the queue is not an audited action (it refreshes every few seconds).
    expect(await auditCount(t)).toBe(auditBefore);
  });

  it('filters by type and status, leaves settled requests out, and pages by id with nextBefore', async () => {
    const a = await createDeposit(t, member, 100_000);
    const b = await createDeposit(t, member, 110_000);
    const c = await createDeposit(t, member, 120_000);
    expect((await act('paymentApprove', b)).statusCode).toBe(200);
    expect((await actWithReason('paymentReject', c, 'Sai nội dung chuyển khoản')).statusCode).toBe(200);

    const deposits = await queue({ type: 'DEPOSIT' });
    expect(deposits.items.every((i) => i.type === 'DEPOSIT')).toBe(true);
    expect(deposits.items.map((i) => i.id)).toEqual(expect.arrayContaining([a, b]));
    expect(deposits.items.map((i) => i.id)).not.toContain(c);
    expect((await queue({ type: 'WITHDRAWAL' })).items.every((i) => i.type === 'WITHDRAWAL')).toBe(true);
    const processing = await queue({ status: 3 });
    expect(processing.items.map((i) => i.id)).toContain(b);
    expect(processing.items.every((i) => i.status === 3)).toBe(true);
    expect((await queue({ status: 2 })).items.map((i) => i.id)).not.toContain(b);

    const seen: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 20; page++) {
      const body = await queue(before === undefined ? { limit: 2 } : { limit: 2, before });
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((i) => i.id));
      if (body.nextBefore === null) break;
      before = body.nextBefore;
    }
    expect(seen).toEqual((await queue({})).items.map((i) => i.id));
  });

  it('refuses a bad filter with 400 in Vietnamese', async () => {
    for (const body of [{ limit: 10, status: 1 }, { limit: 10, type: 'BONUS' }, { limit: 0 }]) {
      const res = await operatorCall(t.app, 'reviewQueue', body, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(VIETNAMESE);
    }
  });

  it('approves a deposit (2→3), then marks it paid (3→1): the main account is credited and both steps are audited', async () => {
    const id = await createDeposit(t, member, 500_000);
    const start = await balancesOf(t, member);

    const approved = await act('paymentApprove', id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 3, amount: 500_000, member: { username: member.username } });
    expect((await balancesOf(t, member)).balance).toBe(start.balance);

    const paid = await act('paymentMarkPaid', id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 1 });
    expect((await balancesOf(t, member)).balance).toBe(start.balance + 500_000);

    const rows = (await auditRows(t)).filter((r) => r.target_kind === 'payment' && r.target_id === String(id));
    expect(rows.map((r) => r.action)).toEqual(['payment.approve', 'payment.mark_paid']);
    expect(rows[0]).toMatchObject({ operator_id: op.id, ip, details: { type: 'DEPOSIT', amount: 500_000, from: 2, to: 3, reason: null } });
    expect(rows[1]).toMatchObject({ details: { type: 'DEPOSIT', amount: 500_000, from: 3, to: 1, reason: null } });
    const events = await t.db.selectFrom('payment_request_events').selectAll().where('request_id', '=', id).orderBy('id').execute();
    expect(events.map((e) => [e.actor_kind, e.actor_id, Number(e.to_status)])).toEqual([
      ['operator', op.id, 3],
      ['operator', op.id, 1],
    ]);
  });

  it('rejects a withdrawal with a reason: the hold goes back to the main account and the reason is stored', async () => {
    const start = await balancesOf(t, member);
    const id = await createWithdrawal(t, member, 400_000);
    expect((await balancesOf(t, member)).balance).toBe(start.balance - 400_000);

    const res = await actWithReason('paymentReject', id, '  Thông tin thẻ không khớp  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 5, reason: 'Thông tin thẻ không khớp' });
    expect((await balancesOf(t, member)).balance).toBe(start.balance);
    expect(await statusOf(t, id)).toEqual({ status: 5, reason: 'Thông tin thẻ không khớp' });
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'payment.reject',
      target_kind: 'payment',
      target_id: String(id),
      details: { type: 'WITHDRAWAL', amount: 400_000, from: 2, to: 5, reason: 'Thông tin thẻ không khớp' },
    });
  });

  it('pays a withdrawal out (the hold leaves the books) or marks it failed from processing (the hold comes back)', async () => {
    const start = await balancesOf(t, member);
    const paid = await createWithdrawal(t, member, 200_000);
    const failed = await createWithdrawal(t, member, 150_000);
    for (const id of [paid, failed]) expect((await act('paymentApprove', id)).statusCode).toBe(200);

    expect((await act('paymentMarkPaid', paid)).json()).toMatchObject({ status: 1 });
    const res = await actWithReason('paymentMarkFailed', failed, 'Ngân hàng từ chối lệnh chi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 4, reason: 'Ngân hàng từ chối lệnh chi' });
    expect((await balancesOf(t, member)).balance).toBe(start.balance - 200_000);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'payment.mark_failed', details: { from: 3, to: 4 } });
  });

  it('refuses mark-failed and reject without a reason (or a blank one) with 400 and changes nothing', async () => {
    const id = await createWithdrawal(t, member, 100_000);
    expect((await act('paymentApprove', id)).statusCode).toBe(200);
    const snapshot = await ledgerSnapshot(t);
    const audits = await auditCount(t);
    for (const [name, reason] of [
      ['paymentMarkFailed', undefined],
      ['paymentMarkFailed', '   '],
      ['paymentReject', undefined],
      ['paymentReject', 'ab'],
    ] as const) {
      const res = await actWithReason(name, id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0]).toMatch(VIETNAMESE);
      expect(res.json().message.join(' ')).toMatch(/Lý do/);
    }
    expect(await statusOf(t, id)).toEqual({ status: 3, reason: null });
    expect(await ledgerSnapshot(t)).toEqual(snapshot);
    expect(await auditCount(t)).toBe(audits);
  });

  it('answers 409 in Vietnamese for a step the life cycle does not allow, moves nothing and audits nothing', async () => {
    const id = await createDeposit(t, member, 700_000);
    const snapshot = await ledgerSnapshot(t);
    const audits = await auditCount(t);

    const res = await act('paymentMarkPaid', id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      message: 'Không thể chuyển giao dịch từ "Đang xét duyệt" sang "Thành công"',
      error: 'Conflict',
    });
    expect(await statusOf(t, id)).toEqual({ status: 2, reason: null });
    expect(await ledgerSnapshot(t)).toEqual(snapshot);
    expect(await auditCount(t)).toBe(audits);

    expect((await actWithReason('paymentReject', id, 'Trùng giao dịch')).statusCode).toBe(200);
    const settled = await act('paymentApprove', id);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toMatch(VIETNAMESE);
  });

  it('answers a repeated approve with the same record and audits it once', async () => {
    const id = await createDeposit(t, member, 250_000);
    const first = await act('paymentApprove', id);
    const audits = await auditCount(t);
    const snapshot = await ledgerSnapshot(t);
    const again = await act('paymentApprove', id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditCount(t)).toBe(audits);
    expect(await ledgerSnapshot(t)).toEqual(snapshot);
    const events = await t.db.selectFrom('payment_request_events').select('id').where('request_id', '=', id).execute();
    expect(events).toHaveLength(1);
  });

  it('answers 404 in Vietnamese for an unknown request', async () => {
    const audits = await auditCount(t);
    const res = await act('paymentApprove', 987_654_321);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Không tìm thấy giao dịch', error: 'Not Found' });
    expect(await auditCount(t)).toBe(audits);
  });

  it('lets an admin review too, and refuses a member token (or none) with 401 on every review route', async () => {
    const admin = await loginOperator(t, await createOperator(t, 'admin'));
    const id = await createDeposit(t, member, 120_000);
    expect((await operatorCall(t.app, 'paymentApprove', { id }, { token: admin })).statusCode).toBe(200);

    const other = await createDeposit(t, member, 130_000);
    const calls = [
      ['reviewQueue', { limit: 10 }],
      ['paymentApprove', { id: other }],
      ['paymentMarkPaid', { id: other }],
      ['paymentMarkFailed', { id: other, reason: 'Không nhận được tiền' }],
      ['paymentReject', { id: other, reason: 'Không nhận được tiền' }],
    ] as const;
    for (const [name, body] of calls) {
      for (const options of [{ token: member.token }, {}]) {
        const res = await operatorCall(t.app, name, body, options);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toMatch(VIETNAMESE);
      }
    }
    expect(await statusOf(t, other)).toEqual({ status: 2, reason: null });
  });
});
