import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '@app/contract';
import type { MemberEventBus } from '../../src/lib/events/member-event-bus.ts';
import { DEPOSIT_EXPIRY_REASON, expireStaleDeposits, startDepositSweeper } from '../../src/modules/payments/requests/expiry.ts';
import { approvePayment, rejectPayment } from '../../src/modules/payments/requests/lifecycle.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { balancesOf, registerMember, type TestMember } from '../ledger/helpers.ts';
import { VALID_CARD, bindCard, createDeposit, fund, postCallback, requestWithdrawal, signedCallback } from './helpers.ts';

const DAY_MINUTES = 24 * 60;
const OPERATOR = { kind: 'operator', id: null } as const;

/** Waits for something that arrives asynchronously (an event over Redis pub/sub). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(BACKENDS)('deposit expiry on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Two open deposits per member: enough for every case here, and small enough to show the limit freed.
    t = await createTestApp(backend, { MAX_OPEN_DEPOSITS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The app's bus with another publish: to act at the moment the sweep announces an expiry. */
  const busWith = (publish: MemberEventBus['publish']): MemberEventBus => ({
    publish,
    subscribe: (memberId, listener) => t.events.subscribe(memberId, listener),
    close: async () => {},
  });

  const sweep = (now = Date.now()) => expireStaleDeposits({ db: t.database, events: t.events, config: t.config, now });

  async function deposit(m: TestMember, channel: string, amount = 200_000): Promise<number> {
    const res = await createDeposit(t, m, { channel, amount, ...(channel === 'ONLINE_BANKING' ? { bankCode: 1005 } : {}) });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().id;
  }

  /** Moves a request's creation back in time, as if the member had opened it that many minutes ago. */
  async function age(id: number, minutes: number): Promise<void> {
    await sql`update payment_requests set created_at = ${new Date(Date.now() - minutes * 60_000)} where id = ${id}`.execute(t.db);
  }

  async function statusOf(id: number) {
    const row = await t.db.selectFrom('payment_requests').select(['status', 'reason']).where('id', '=', id).executeTakeFirstOrThrow();
    return { status: Number(row.status), reason: row.reason };
  }

  async function historyOf(id: number) {
    const rows = await t.db.selectFrom('payment_request_events').selectAll().where('request_id', '=', id).orderBy('id').execute();
    return rows.map((r) => [r.from_status, r.to_status, r.actor_kind, r.actor_id, r.reason]);
  }

  it('expires a transfer deposit past a day with the reason, a system history line and a push to the member’s tabs', async () => {
    const m = await registerMember(t);
    const stale = await deposit(m, 'BANK_TRANSFER');
    const fresh = await deposit(m, 'VIETQR');
    await age(stale, DAY_MINUTES + 1);
    await age(fresh, DAY_MINUTES - 1);
    const heard: MemberEvent[] = [];
    const unsubscribe = t.events.subscribe(m.memberId, (e) => heard.push(e));
    await unsubscribe.ready;
    try {
      expect(await sweep()).toBe(1);
      expect(await statusOf(stale)).toEqual({ status: 5, reason: DEPOSIT_EXPIRY_REASON });
      expect(await historyOf(stale)).toEqual([
        [null, 2, 'member', m.memberId, null],
        [2, 5, 'system', 'expiry', DEPOSIT_EXPIRY_REASON],
      ]);
      await eventually(() => heard.length > 0);
      expect(heard).toEqual([{ type: 'payment-status', requestType: 'DEPOSIT', id: stale, amount: 200_000, status: 5, reason: DEPOSIT_EXPIRY_REASON }]);

      expect(await statusOf(fresh)).toEqual({ status: 2, reason: null });
      expect(await historyOf(fresh)).toHaveLength(1);
    } finally {
      unsubscribe();
    }
    // The fresh one goes too once its day is over, measured from the sweep's own clock.
    expect(await sweep(Date.now() + 2 * 60_000)).toBe(1);
    expect(await statusOf(fresh)).toEqual({ status: 5, reason: DEPOSIT_EXPIRY_REASON });
  });

  it('gives online banking the bank session’s 30 minutes and the other channels their day', async () => {
    const m = await registerMember(t);
    const online = await deposit(m, 'ONLINE_BANKING');
    const ewallet = await deposit(m, 'MOMO');
    await age(online, 29);
    await age(ewallet, 31);
    expect(await sweep()).toBe(0);
    await age(online, 31);
    expect(await sweep()).toBe(1);
    expect(await statusOf(online)).toEqual({ status: 5, reason: DEPOSIT_EXPIRY_REASON });
    expect(await statusOf(ewallet)).toEqual({ status: 2, reason: null });
    await rejectPayment({ db: t.database, events: t.events }, ewallet, OPERATOR, 'Dọn dẹp sau kiểm thử');
  });

  it('never expires an approved deposit (the money may be on its way) or one already settled', async () => {
    const m = await registerMember(t);
    const approved = await deposit(m, 'BANK_TRANSFER');
    await approvePayment({ db: t.database, events: t.events }, approved, OPERATOR);
    const paid = await deposit(m, 'ONLINE_BANKING', 300_000);
    const verdict = await signedCallback(t, { depositId: paid, amount: 300_000, outcome: 'paid', reference: 'SBX-EXPIRY-1' });
    expect((await postCallback(t, verdict.body, verdict.signature)).statusCode).toBe(200);
    await age(approved, 3 * DAY_MINUTES);
    await age(paid, 3 * DAY_MINUTES);

    expect(await sweep()).toBe(0);
    expect(await statusOf(approved)).toEqual({ status: 3, reason: null });
    expect(await statusOf(paid)).toEqual({ status: 1, reason: null });
    expect((await balancesOf(t, m)).balance).toBe(300_000);
  });

  it('skips a deposit that moved on between the sweep’s read and its turn: paid, approved or rejected meanwhile', async () => {
    const payer = await registerMember(t);
    const other = await registerMember(t);
    const first = await deposit(other, 'VIETQR');
    const paidMeanwhile = await deposit(payer, 'ONLINE_BANKING', 400_000);
    const approvedMeanwhile = await deposit(payer, 'BANK_TRANSFER');
    const rejectedMeanwhile = await deposit(other, 'ZALOPAY');
    for (const id of [first, paidMeanwhile, approvedMeanwhile, rejectedMeanwhile]) await age(id, 2 * DAY_MINUTES);

    // The sweep has read all four; while it announces the first, the others change hands.
    const lifecycle = { db: t.database, events: t.events };
    const meddling = busWith(async (memberId, event) => {
      await t.events.publish(memberId, event);
      if (event.type !== 'payment-status' || event.id !== first) return;
      const verdict = await signedCallback(t, { depositId: paidMeanwhile, amount: 400_000, outcome: 'paid', reference: 'SBX-EXPIRY-2' });
      expect((await postCallback(t, verdict.body, verdict.signature)).statusCode).toBe(200);
      await approvePayment(lifecycle, approvedMeanwhile, OPERATOR);
      await rejectPayment(lifecycle, rejectedMeanwhile, OPERATOR, 'Sai nội dung chuyển khoản');
    });
    expect(await expireStaleDeposits({ db: t.database, events: meddling, config: t.config })).toBe(1);

    expect(await statusOf(first)).toEqual({ status: 5, reason: DEPOSIT_EXPIRY_REASON });
    expect(await statusOf(paidMeanwhile)).toEqual({ status: 1, reason: null });
    expect(await statusOf(approvedMeanwhile)).toEqual({ status: 3, reason: null });
    expect(await statusOf(rejectedMeanwhile)).toEqual({ status: 5, reason: 'Sai nội dung chuyển khoản' });
    for (const id of [paidMeanwhile, approvedMeanwhile, rejectedMeanwhile]) {
      expect((await historyOf(id)).filter(([, , kind]) => kind === 'system')).toEqual([]);
    }
    expect((await balancesOf(t, payer)).balance).toBe(400_000);
  });

  it('expires nothing more when run again, and two sweeps at once expire each deposit once', async () => {
    const m = await registerMember(t);
    const a = await deposit(m, 'BANK_TRANSFER');
    const b = await deposit(m, 'VIETTELPAY', 100_000);
    await age(a, DAY_MINUTES + 5);
    await age(b, DAY_MINUTES + 5);
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await sweep()).toBe(0);
    for (const id of [a, b]) expect((await historyOf(id)).filter(([, to]) => to === 5)).toHaveLength(1);
  });

  it('never expires a withdrawal, whose amount stays held', async () => {
    const m = await registerMember(t);
    await fund(t, m, 1_000_000);
    const cardId = (await bindCard(t, m, VALID_CARD)).json().id;
    const res = await requestWithdrawal(t, m, { cardId, amount: 300_000 });
    expect(res.statusCode, res.body).toBe(200);
    const id: number = res.json().withdrawal.id;
    await age(id, 30 * DAY_MINUTES);
    const before = await balancesOf(t, m);
    expect(await sweep()).toBe(0);
    expect(await statusOf(id)).toEqual({ status: 2, reason: null });
    expect(await balancesOf(t, m)).toEqual(before);
  });

  it('frees the member’s open-deposit places, and the history and detail show status 5 with the reason', async () => {
    const m = await registerMember(t);
    const ids = [await deposit(m, 'BANK_TRANSFER'), await deposit(m, 'VIETQR')];
    const refused = await createDeposit(t, m, { channel: 'VIETQR', amount: 100_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message[0]).toMatch(/^Bạn đang có 2 lệnh nạp tiền chờ xử lý/);

    for (const id of ids) await age(id, DAY_MINUTES + 1);
    expect(await sweep()).toBe(2);
    expect((await createDeposit(t, m, { channel: 'VIETQR', amount: 100_000 })).statusCode).toBe(200);

    const history = await call(t.app, 'transactionHistory', { limit: 50, status: 5 }, { token: m.token });
    expect(history.statusCode, history.body).toBe(200);
    const items = history.json().items as Array<{ id: string; type: string; status: number; reason: string | null }>;
    expect(items.map((i) => [i.id, i.type, i.status, i.reason]).sort()).toEqual(ids.map((id) => [`D${id}`, 'DEPOSIT', 5, DEPOSIT_EXPIRY_REASON]).sort());
    const detail = await call(t.app, 'depositDetail', { id: ids[0] }, { token: m.token });
    expect(detail.json()).toMatchObject({ id: ids[0], status: 5, reason: DEPOSIT_EXPIRY_REASON });
  });

  describe('the sweeper', () => {
    type Logged = { level: 'info' | 'error'; details: object; message: string };
    const logTo = (lines: Logged[]) => ({
      info: (details: object, message: string) => void lines.push({ level: 'info', details, message }),
      error: (details: object, message: string) => void lines.push({ level: 'error', details, message }),
    });

    it('expires stale deposits on its own every interval, and stopping it ends the sweeps', async () => {
      const m = await registerMember(t);
      const id = await deposit(m, 'BANK_TRANSFER');
      await age(id, DAY_MINUTES + 1);
      const lines: Logged[] = [];
      let sweeps = 0;
      const sweeper = startDepositSweeper(
        { db: t.database, events: t.events, config: t.config },
        { intervalMs: 20, log: logTo(lines), clock: () => (sweeps++, Date.now()) },
      );
      await eventually(async () => (await statusOf(id)).status === 5);
      await sweeper.stop();
      expect(lines).toContainEqual({ level: 'info', details: { expired: 1 }, message: 'expired abandoned deposits' });
      const after = sweeps;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sweeps).toBe(after);
    });

    it('skips a tick while a sweep runs, logs a failure instead of throwing, and stop waits for the sweep', async () => {
      const m = await registerMember(t);
      const id = await deposit(m, 'BANK_TRANSFER');
      await age(id, DAY_MINUTES + 1);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let publishing = 0;
      const stuck = busWith(async () => {
        publishing += 1;
        await gate;
        throw new Error('push channel down');
      });
      const lines: Logged[] = [];
      let sweeps = 0;
      const sweeper = startDepositSweeper({ db: t.database, events: stuck, config: t.config }, { intervalMs: 10, log: logTo(lines), clock: () => (sweeps++, Date.now()) });
      await eventually(() => publishing > 0);
      await new Promise((resolve) => setTimeout(resolve, 100)); // ten intervals go by
      expect(sweeps).toBe(1);

      let stopped = false;
      const stopping = sweeper.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual(['deposit expiry sweep failed']);
      expect(await statusOf(id)).toEqual({ status: 5, reason: DEPOSIT_EXPIRY_REASON });
    });

    it('does not run at an interval of 0', async () => {
      let sweeps = 0;
      const sweeper = startDepositSweeper({ db: t.database, events: t.events, config: t.config }, { intervalMs: 0, log: logTo([]), clock: () => (sweeps++, Date.now()) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sweeper.stop();
      expect(sweeps).toBe(0);
    });
  });
});
