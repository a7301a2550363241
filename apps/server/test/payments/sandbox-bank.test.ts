import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { balancesOf, ledgerSnapshot, registerMember, type TestMember } from '../ledger/helpers.ts';
import { createDeposit, postCallback, sessionOf, signedCallback, submitBankForm } from './helpers.ts';

describe.each(BACKENDS)('online banking through the sandbox bank on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  async function onlineDeposit(m: TestMember, amount: number) {
    const res = await createDeposit(t, m, { channel: 'ONLINE_BANKING', amount, bankCode: 1005 });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.instructions).toMatchObject({ kind: 'redirect', bankName: 'Techcombank' });
    expect(d.instructions.url).toMatch(/^\/sandbox-bank\/pay\?session=[A-Za-z0-9_-]{32}$/);
    return d as { id: number; memo: string; instructions: { url: string } };
  }

  const detail = async (m: TestMember, id: number) => (await call(t.app, 'depositDetail', { id }, { token: m.token })).json();

  it('shows the bank page, and a confirmed payment settles the deposit (2→3→1) and credits the main account', async () => {
    const m = await registerMember(t);
    const d = await onlineDeposit(m, 1_250_000);

    const page = await t.app.inject({ method: 'GET', url: d.instructions.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    expect(page.body).toContain('Ngân hàng thử nghiệm — không có tiền thật');
    expect(page.body).toContain('1,250,000 VND');
    expect(page.body).toContain(d.memo);
    expect(page.body).toContain('Techcombank');
    expect(page.body).toContain('Xác nhận thanh toán');
    expect(page.body).toContain('Thanh toán thất bại');
    expect(page.body).not.toMatch(/<script|style=/i);
    const css = await t.app.inject({ method: 'GET', url: '/sandbox-bank/style.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const confirmed = await submitBankForm(t, sessionOf(d.instructions.url), 'confirm');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/nap-tien?don=${d.id}`);

    expect(await detail(m, d.id)).toMatchObject({ status: 1, reason: null });
    expect((await balancesOf(t, m)).balance).toBe(1_250_000);
    const steps = await t.db.selectFrom('payment_request_events').select(['from_status', 'to_status', 'actor_kind']).where('request_id', '=', d.id).orderBy('id').execute();
    expect(steps.map((s) => [s.from_status, s.to_status, s.actor_kind])).toEqual([
      [null, 2, 'member'],
      [2, 3, 'gateway'],
      [3, 1, 'gateway'],
    ]);

    // The session is spent: a second press (or the back button) pays nothing more.
    const twice = await submitBankForm(t, sessionOf(d.instructions.url), 'confirm');
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Phiên thanh toán không còn hiệu lực');
    expect((await balancesOf(t, m)).balance).toBe(1_250_000);
  });

  it('a failed payment ends at status 4 with a reason and leaves the balance as it was', async () => {
    const m = await registerMember(t);
    const d = await onlineDeposit(m, 700_000);
    const before = await ledgerSnapshot(t);
    const failed = await submitBankForm(t, sessionOf(d.instructions.url), 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/nap-tien?don=${d.id}`);
    const after = await detail(m, d.id);
    expect(after.status).toBe(4);
    expect(after.reason).toMatch(/thất bại/);
    expect((await balancesOf(t, m)).balance).toBe(0);
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('refuses a forged callback with 401 and changes nothing', async () => {
    const m = await registerMember(t);
    const d = await onlineDeposit(m, 900_000);
    const before = await ledgerSnapshot(t);
    const body = JSON.stringify({ depositId: d.id, amount: 900_000, outcome: 'paid', reference: 'FORGED' });
    const forged = await postCallback(t, body, 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Chữ ký của cổng thanh toán không hợp lệ');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/payments/callback/sandbox', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    // A genuine signature over another body does not carry over.
    const genuine = await signedCallback(t, { depositId: d.id, amount: 900_000, outcome: 'failed', reference: 'REAL', reason: 'x' });
    expect((await postCallback(t, body, genuine.signature)).statusCode).toBe(401);
    expect(await ledgerSnapshot(t)).toEqual(before);
    expect((await detail(m, d.id)).status).toBe(2);
  });

  it('a repeated callback credits once; a callback for the wrong amount or an unknown deposit is refused', async () => {
    const m = await registerMember(t);
    const d = await onlineDeposit(m, 400_000);
    const wrongAmount = await signedCallback(t, { depositId: d.id, amount: 4_000_000, outcome: 'paid', reference: 'SBX1' });
    expect((await postCallback(t, wrongAmount.body, wrongAmount.signature)).statusCode).toBe(400);
    const unknown = await signedCallback(t, { depositId: 99_999_999, amount: 400_000, outcome: 'paid', reference: 'SBX1' });
    expect((await postCallback(t, unknown.body, unknown.signature)).statusCode).toBe(400);
    expect((await balancesOf(t, m)).balance).toBe(0);

    const paid = await signedCallback(t, { depositId: d.id, amount: 400_000, outcome: 'paid', reference: 'SBX2' });
    const first = await postCallback(t, paid.body, paid.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, id: d.id, status: 1 });
    const snapshot = await ledgerSnapshot(t);
    const again = await postCallback(t, paid.body, paid.signature);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 1 });
    expect(await ledgerSnapshot(t)).toEqual(snapshot);
    expect((await balancesOf(t, m)).balance).toBe(400_000);
  });

  it('answers an unknown, expired or settled session with a page that leads back to the site', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox-bank/pay?session=nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Phiên thanh toán không còn hiệu lực');
    expect(missing.body).toContain('href="/nap-tien"');

    const m = await registerMember(t);
    const d = await onlineDeposit(m, 100_000);
    const paid = await signedCallback(t, { depositId: d.id, amount: 100_000, outcome: 'paid', reference: 'SBX3' });
    expect((await postCallback(t, paid.body, paid.signature)).statusCode).toBe(200);
    const settled = await t.app.inject({ method: 'GET', url: d.instructions.url });
    expect(settled.statusCode).toBe(200);
    expect(settled.body).toContain('Giao dịch đã được xử lý');
    expect(settled.body).not.toContain('Xác nhận thanh toán');

    const bad = await submitBankForm(t, sessionOf(d.instructions.url), 'steal');
    expect(bad.statusCode).toBe(400);
  });
});
