import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, newId, providerBalance, transferOk } from './helpers.ts';

describe.each(BACKENDS)('sandbox provider transfers on $name', (backend) => {
  const t = useTestApp(backend);

  it('applies a transfer once per order id: the same order again gives the first answer and moves nothing', async () => {
    const playerId = newId('p');
    const order = { orderId: newId('ord_'), playerId, direction: 'in', amount: 500_000 };
    const first = await callProvider(t, '/wallet/transfer', order);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ orderId: order.orderId, status: 'applied', balance: 500_000 });
    await transferOk(t, playerId, 'out', 100_000);

    const again = await callProvider(t, '/wallet/transfer', order);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await providerBalance(t, playerId)).toBe(400_000);

    const looked = await callProvider(t, '/wallet/order', { orderId: order.orderId });
    expect(looked.json()).toEqual({ orderId: order.orderId, status: 'applied', direction: 'in', amount: 500_000 });
    const never = await callProvider(t, '/wallet/order', { orderId: newId('ord_') });
    expect(never.json()).toMatchObject({ status: 'unknown' });
  });

  it('refuses the same order id with other fields (409) and changes nothing', async () => {
    const playerId = newId('p');
    const orderId = newId('ord_');
    expect((await callProvider(t, '/wallet/transfer', { orderId, playerId, direction: 'in', amount: 200_000 })).statusCode).toBe(200);
    for (const other of [
      { orderId, playerId, direction: 'in', amount: 200_001 },
      { orderId, playerId, direction: 'out', amount: 200_000 },
      { orderId, playerId: newId('p'), direction: 'in', amount: 200_000 },
    ]) {
      const res = await callProvider(t, '/wallet/transfer', other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ orderId, status: 'refused', reason: 'order_id_reused' });
    }
    expect(await providerBalance(t, playerId)).toBe(200_000);
  });

  it("refuses an 'out' beyond the balance (422 insufficient_balance), and says so again for the same order", async () => {
    const playerId = newId('p');
    await transferOk(t, playerId, 'in', 300_000);
    const order = { orderId: newId('ord_'), playerId, direction: 'out', amount: 300_001 };
    const refused = await callProvider(t, '/wallet/transfer', order);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ orderId: order.orderId, status: 'refused', reason: 'insufficient_balance' });
    expect((await callProvider(t, '/wallet/transfer', order)).json()).toEqual(refused.json());
    expect((await callProvider(t, '/wallet/order', { orderId: order.orderId })).json()).toMatchObject({ status: 'refused', direction: 'out', amount: 300_001 });
    expect(await providerBalance(t, playerId)).toBe(300_000);
    expect((await transferOk(t, playerId, 'out', 300_000)).balance).toBe(0);
  });

  it('refuses bodies outside the contract (400 in the D3 shape)', async () => {
    const res = await callProvider(t, '/wallet/transfer', { orderId: 'short', playerId: 'p', direction: 'in', amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(Array.isArray(res.json().message)).toBe(true);
    const negative = await callProvider(t, '/wallet/transfer', { orderId: newId('ord_'), playerId: 'p', direction: 'in', amount: -5 });
    expect(negative.statusCode).toBe(400);
  });

  it('never lets concurrent transfers on one wallet take it below zero', async () => {
    const playerId = newId('p');
    await transferOk(t, playerId, 'in', 100_000);
    const outs = Array.from({ length: 25 }, () => callProvider(t, '/wallet/transfer', { orderId: newId('ord_'), playerId, direction: 'out', amount: 10_000 }));
    const ins = Array.from({ length: 5 }, () => callProvider(t, '/wallet/transfer', { orderId: newId('ord_'), playerId, direction: 'in', amount: 1_000 }));
    const answers = await Promise.all([...outs, ...ins]);
    const outAnswers = answers.slice(0, 25);
    const applied = outAnswers.filter((a) => a.statusCode === 200).length;
    expect(outAnswers.every((a) => a.statusCode === 200 || (a.statusCode === 422 && a.json().reason === 'insufficient_balance'))).toBe(true);
    expect(answers.slice(25).every((a) => a.statusCode === 200)).toBe(true);
    // 100,000 covers exactly ten, whatever order they come in (the five small ins never make up an eleventh).
    expect(applied).toBe(10);
    expect(await providerBalance(t, playerId)).toBe(5_000);
  });

  it('applies one order sent many times at once exactly once', async () => {
    const playerId = newId('p');
    const order = { orderId: newId('ord_'), playerId, direction: 'in', amount: 70_000 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => callProvider(t, '/wallet/transfer', order)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await providerBalance(t, playerId)).toBe(70_000);
  });

  it('keeps the wallet non-negative in the database itself', async () => {
    const playerId = newId('p');
    await transferOk(t, playerId, 'in', 1_000);
    await expect(t.db.updateTable('sandbox_wallets').set({ balance: -1 }).where('player_id', '=', playerId).execute()).rejects.toThrow();
  });
});
