import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_STATUS } from '@app/domain';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { approvePayment } from '../../src/modules/payments/requests/lifecycle.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, registerMember } from '../ledger/helpers.ts';
import { insertPendingDeposit } from './pending-deposit.ts';
import { listenOnFreePort, openEventStream, ticketFor, type EventStream } from './sse-client.ts';

const shared = BACKENDS.find((b) => b.databaseUrl && b.redisUrl);

/** D9: two API instances on one PostgreSQL database and one Redis; a tab hears what the other instance did. */
describe.skipIf(!shared)('events across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  let one: TestApp;
  let two: TestApp;
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    one = await createTestApp(shared!);
    two = await createTestApp(shared!, {}, undefined, { sameDeploymentAs: one });
    base = await listenOnFreePort(one.app);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await two?.close();
    await one?.close();
  });

  it('a transfer made through instance 2 reaches the stream open on instance 1', async () => {
    const m = await registerMember(two);
    await depositFromCashIn(two.database, { memberId: m.memberId, amount: 200_000, idempotencyKey: newKey() });
    // The ticket is bought from instance 2 and used on instance 1: tickets live in the shared store.
    const stream = await openEventStream(base, await ticketFor(two.app, m.token));
    open.push(stream);
    await stream.ready();
    const moved = await call(two.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 50_000, idempotencyKey: newKey() }, { token: m.token });
    expect(moved.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'balance', balance: 150_000, totalBalance: 200_000 });
  });

  it("an approval on instance 2 reaches the member's stream on instance 1", async () => {
    const m = await registerMember(one);
    const stream = await openEventStream(base, await ticketFor(one.app, m.token));
    open.push(stream);
    await stream.ready();
    const id = await insertPendingDeposit(two.db, m.memberId, 100_000);
    await approvePayment({ db: two.database, events: two.events }, id, { kind: 'operator', id: null });
    expect(await stream.nextEvent()).toMatchObject({ type: 'payment-status', id, status: TRANSACTION_STATUS.PROCESSING });
  });
});
