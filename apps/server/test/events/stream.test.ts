import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_STATUS } from '@app/domain';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { approvePayment, markPaymentPaid } from '../../src/modules/payments/requests/lifecycle.ts';
import { MAX_STREAMS_PER_MEMBER } from '../../src/modules/events/stream-limits.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, VIETNAMESE, type TestMember } from '../ledger/helpers.ts';
import { insertPendingDeposit } from './pending-deposit.ts';
import { listenOnFreePort, openEventStream, streamUrl, ticketFor, type EventStream } from './sse-client.ts';

describe.each(BACKENDS)('member event stream on $name', (backend) => {
  let t: TestApp;
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    t = await createTestApp(backend);
    base = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t.close();
  });

  /** A member with money on the main account and a live stream. */
  async function memberWithStream(deposit = 500_000): Promise<{ m: TestMember; stream: EventStream }> {
    const m = await registerMember(t);
    if (deposit > 0) await depositFromCashIn(t.database, { memberId: m.memberId, amount: deposit, idempotencyKey: newKey() });
    const stream = await openEventStream(base, await ticketFor(t.app, m.token));
    open.push(stream);
    await stream.ready();
    return { m, stream };
  }

  async function expectUnauthorized(response: Response) {
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(typeof body.message).toBe('string');
    expect(body.message).toMatch(VIETNAMESE);
  }

  it('gives a ticket only to a signed-in member', async () => {
    expect((await call(t.app, 'eventsTicket')).statusCode).toBe(401);
    expect((await call(t.app, 'eventsTicket', undefined, { token: 'nope' })).statusCode).toBe(401);
    const m = await registerMember(t);
    const res = await call(t.app, 'eventsTicket', undefined, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.expiresInSeconds).toBe(60);
    expect(body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ticketFor(t.app, m.token)).not.toBe(body.ticket);
  });

  it('opens a stream with the headers of an API answer, "retry: 3000" and "ready" first', async () => {
    const m = await registerMember(t);
    const stream = await openEventStream(base, await ticketFor(t.app, m.token));
    open.push(stream);
    const { headers } = stream.response;
    expect(stream.response.status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('strict-transport-security')).toContain('max-age=');
    const before = await stream.ready();
    expect(before[0]).toMatchObject({ retry: 3000 });
    expect(before.at(-1)).toMatchObject({ event: 'ready', data: '{}' });
    stream.close();
  });

  it('takes each ticket once; a used, unknown, malformed or missing ticket is 401 in the D3 shape', async () => {
    const m = await registerMember(t);
    const ticket = await ticketFor(t.app, m.token);
    const first = await openEventStream(base, ticket);
    open.push(first);
    expect(first.response.status).toBe(200);
    first.close();
    await expectUnauthorized(await fetch(streamUrl(base, ticket)));
    await expectUnauthorized(await fetch(streamUrl(base, 'A'.repeat(43))));
    await expectUnauthorized(await fetch(streamUrl(base, 'not a ticket')));
    await expectUnauthorized(await fetch(streamUrl(base, undefined)));
  });

  it('needs no signature and accepts no bearer token in place of a ticket', async () => {
    const m = await registerMember(t);
    await expectUnauthorized(await fetch(streamUrl(base, undefined), { headers: { authorization: `Bearer ${m.token}` } }));
  });

  it('refuses a ticket 60 s after it was issued, by the app clock', async () => {
    const m = await registerMember(t);
    const late = await ticketFor(t.app, m.token);
    const almost = await ticketFor(t.app, m.token);
    const issuedAt = t.clock.now;
    try {
      t.clock.now = issuedAt + 59_000;
      const stream = await openEventStream(base, almost);
      open.push(stream);
      expect(stream.response.status).toBe(200);
      stream.close();
      t.clock.now = issuedAt + 60_000;
      await expectUnauthorized(await fetch(streamUrl(base, late)));
    } finally {
      t.clock.now = issuedAt;
    }
  });

  it('pushes the new balance after a transfer and a recall-all, and nothing for a replay', async () => {
    const { m, stream } = await memberWithStream(500_000);
    const transfer = (body: Record<string, unknown>) => call(t.app, 'walletTransfer', body, { token: m.token });
    const key = newKey();
    const there = await transfer({ from: 'Member', to: 'JL', amount: 120_000, idempotencyKey: key });
    expect(there.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'balance', balance: 380_000, totalBalance: 500_000 });

    const replay = await transfer({ from: 'Member', to: 'JL', amount: 120_000, idempotencyKey: key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const back = await transfer({ from: 'JL', to: 'Member', amount: 20_000, idempotencyKey: newKey() });
    expect(back.statusCode).toBe(200);
    // Had the replay announced anything, it would come before this one.
    expect(await stream.nextEvent()).toEqual({ type: 'balance', balance: 400_000, totalBalance: 500_000 });

    const recalled = await call(t.app, 'walletRecallAll', { idempotencyKey: newKey() }, { token: m.token });
    expect(recalled.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'balance', balance: 500_000, totalBalance: 500_000 });
  });

  it('pushes nothing for a refused transfer', async () => {
    const { m, stream } = await memberWithStream(10_000);
    const refused = await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 20_000, idempotencyKey: newKey() }, { token: m.token });
    expect(refused.statusCode).toBe(400);
    await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1_000, idempotencyKey: newKey() }, { token: m.token });
    expect(await stream.nextEvent()).toEqual({ type: 'balance', balance: 9_000, totalBalance: 10_000 });
  });

  it("pushes a deposit's status changes and, once paid, the new balance", async () => {
    const { m, stream } = await memberWithStream(0);
    const id = await insertPendingDeposit(t.db, m.memberId, 300_000);
    const operator = { kind: 'operator' as const, id: null };
    await approvePayment({ db: t.database, events: t.events }, id, operator);
    expect(await stream.nextEvent()).toEqual({
      type: 'payment-status',
      requestType: 'DEPOSIT',
      id,
      amount: 300_000,
      status: TRANSACTION_STATUS.PROCESSING,
      reason: null,
    });
    await markPaymentPaid({ db: t.database, events: t.events }, id, operator);
    expect(await stream.nextEvent()).toMatchObject({ type: 'payment-status', id, status: TRANSACTION_STATUS.SUCCESS });
    expect(await stream.nextEvent()).toEqual({ type: 'balance', balance: 300_000, totalBalance: 300_000 });
  });

  it("keeps one member's events from another member's stream", async () => {
    const a = await memberWithStream(100_000);
    const b = await memberWithStream(100_000);
    await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1_000, idempotencyKey: newKey() }, { token: a.m.token });
    await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 2_000, idempotencyKey: newKey() }, { token: b.m.token });
    expect(await b.stream.nextEvent()).toEqual({ type: 'balance', balance: 98_000, totalBalance: 100_000 });
    expect(await a.stream.nextEvent()).toEqual({ type: 'balance', balance: 99_000, totalBalance: 100_000 });
  });

  it(`holds at most ${MAX_STREAMS_PER_MEMBER} streams per member and frees a place when one closes`, async () => {
    const m = await registerMember(t);
    const streams: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) {
      const stream = await openEventStream(base, await ticketFor(t.app, m.token));
      streams.push(stream);
      open.push(stream);
      await stream.ready();
    }
    const refused = await fetch(streamUrl(base, await ticketFor(t.app, m.token)));
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(VIETNAMESE);

    streams[0]!.close();
    // The server hears the close a moment later.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await openEventStream(base, await ticketFor(t.app, m.token));
      open.push(again);
      status = again.response.status;
    }
    expect(status).toBe(200);
  });
});

describe.each(BACKENDS)('closing the server on $name', (backend) => {
  let t: TestApp;
  // Built in the hook (its own, longer timeout); the test closes it.
  beforeAll(async () => {
    t = await createTestApp(backend);
  });

  it('ends the open streams instead of waiting for them', async () => {
    const base = await listenOnFreePort(t.app);
    const m = await registerMember(t);
    const stream = await openEventStream(base, await ticketFor(t.app, m.token));
    await stream.ready();
    await t.close();
    expect(await stream.next()).toBeNull();
  });
});
