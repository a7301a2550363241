import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { loadConfig } from '../../src/config.ts';
import { ownBaseUrl, postSigned, providerSecret } from '../../src/modules/sandbox-provider/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, newId, providerBalance, transferOk } from './helpers.ts';

describe.each(BACKENDS)('sandbox provider faults, over HTTP, on $name', (backend) => {
  const t = useTestApp(backend, { SANDBOX_PROVIDER_FAULTS: '1' });
  let secret: string;
  let base: string;
  beforeAll(async () => {
    // Over HTTP: the test app may listen already (on port 0); if not, it does now.
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${ownBaseUrl(t.app.server)}${SANDBOX_PROVIDER_BASE_PATH}`;
    secret = await providerSecret(t.database);
  });

  // Over the network, as the platform calls it: the signature at the app's clock, a short timeout.
  const post = (path: string, body: unknown, timeoutMs = 2_000) => postSigned(`${base}${path}`, body, { secret, now: () => t.clock.now, timeoutMs });
  const arm = async (fault: string, extra: { count?: number; delayMs?: number } = {}) => {
    const res = await post('/__faults', { fault, ...extra });
    expect(res.status).toBe(200);
  };
  const orderOf = async (orderId: string) => (await callProvider(t, '/wallet/order', { orderId })).json();

  it("'slow' delays the answer, then applies", async () => {
    const playerId = newId('p');
    await arm('slow', { delayMs: 400 });
    const started = Date.now();
    const res = await post('/wallet/transfer', { orderId: newId('ord_'), playerId, direction: 'in', amount: 50_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(res).toMatchObject({ status: 200, json: { status: 'applied', balance: 50_000 } });
  });

  it("'timeout-after-apply' commits, then the caller times out; the order look-up says applied and a resend changes nothing", async () => {
    const playerId = newId('p');
    const order = { orderId: newId('ord_'), playerId, direction: 'in', amount: 80_000 };
    await arm('timeout-after-apply', { delayMs: 1_500 });
    await expect(post('/wallet/transfer', order, 300)).rejects.toThrow();
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'applied', amount: 80_000 });
    expect(await providerBalance(t, playerId)).toBe(80_000);
    const resent = await post('/wallet/transfer', order);
    expect(resent).toMatchObject({ status: 200, json: { status: 'applied', balance: 80_000 } });
    expect(await providerBalance(t, playerId)).toBe(80_000);
  });

  it("'timeout-after-apply' without a delay drops the connection after the commit", async () => {
    const playerId = newId('p');
    const order = { orderId: newId('ord_'), playerId, direction: 'in', amount: 30_000 };
    await arm('timeout-after-apply');
    await expect(post('/wallet/transfer', order)).rejects.toThrow();
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'applied' });
    expect(await providerBalance(t, playerId)).toBe(30_000);
  });

  it("'fail-before-apply' answers 503 and applies nothing: the order is unknown, and sending it again applies it", async () => {
    const playerId = newId('p');
    const order = { orderId: newId('ord_'), playerId, direction: 'in', amount: 40_000 };
    await arm('fail-before-apply');
    const failed = await post('/wallet/transfer', order);
    expect(failed.status).toBe(503);
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'unknown' });
    expect(await providerBalance(t, playerId)).toBe(0);
    expect(await post('/wallet/transfer', order)).toMatchObject({ status: 200, json: { status: 'applied', balance: 40_000 } });
  });

  it("'refuse' refuses with 422 provider_refused and moves nothing, for `count` calls only", async () => {
    const playerId = newId('p');
    await transferOk(t, playerId, 'in', 100_000);
    await arm('refuse', { count: 2 });
    for (let i = 0; i < 2; i += 1) {
      const order = { orderId: newId('ord_'), playerId, direction: 'out', amount: 10_000 };
      const res = await post('/wallet/transfer', order);
      expect(res).toEqual({ status: 422, json: { orderId: order.orderId, status: 'refused', reason: 'provider_refused' } });
      expect(await orderOf(order.orderId)).toMatchObject({ status: 'refused' });
    }
    expect(await providerBalance(t, playerId)).toBe(100_000);
    const third = await post('/wallet/transfer', { orderId: newId('ord_'), playerId, direction: 'out', amount: 10_000 });
    expect(third).toMatchObject({ status: 200, json: { balance: 90_000 } });
  });

  it("'none' disarms a fault", async () => {
    await arm('fail-before-apply', { count: 5 });
    await arm('none');
    const res = await post('/wallet/transfer', { orderId: newId('ord_'), playerId: newId('p'), direction: 'in', amount: 1_000 });
    expect(res.status).toBe(200);
  });

  it('refuses the fault route unsigned, like every server-to-server route', async () => {
    const res = await callProvider(t, '/__faults', { fault: 'refuse' }, { signature: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('SANDBOX_PROVIDER_FAULTS', () => {
  it('can never be turned on in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...production, SANDBOX_PROVIDER_FAULTS: '1' })).toThrow(/SANDBOX_PROVIDER_FAULTS/);
    expect(loadConfig(production).SANDBOX_PROVIDER_FAULTS).toBe(false);
  });
});
