import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '@app/contract';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { INSUFFICIENT, VIETNAMESE, ledgerSnapshot, newKey, registerMember, type TestMember } from './helpers.ts';

const validTransfer = () => ({ from: 'Member', to: 'JL', amount: 10_000, idempotencyKey: newKey() });

type Case = { name: string; route: RouteName; body: unknown; expected?: string };
const transferWith = (name: string, change: Record<string, unknown>, expected?: string): Case => {
  const body: Record<string, unknown> = { ...validTransfer(), ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
  return { name, route: 'walletTransfer', body, ...(expected ? { expected } : {}) };
};

const CASES: Case[] = [
  transferWith('negative amount', { amount: -10_000 }, 'Số tiền chuyển tối thiểu là 1,000 VND'),
  transferWith('zero amount', { amount: 0 }, 'Số tiền chuyển tối thiểu là 1,000 VND'),
  transferWith('fractional amount 1.5', { amount: 1.5 }, 'Số tiền phải là số nguyên'),
  transferWith('fractional amount 10000.5', { amount: 10_000.5 }, 'Số tiền phải là số nguyên'),
  transferWith('huge amount 1e15', { amount: 1e15 }, 'Số tiền chuyển tối đa là 1,000,000,000 VND'),
  transferWith('amount above the maximum', { amount: 1_000_000_001 }, 'Số tiền chuyển tối đa là 1,000,000,000 VND'),
  transferWith('amount below the minimum', { amount: 999 }, 'Số tiền chuyển tối thiểu là 1,000 VND'),
  transferWith('amount as a string', { amount: '10000' }, 'Số tiền phải là số'),
  transferWith('amount null', { amount: null }, 'Số tiền phải là số'),
  transferWith('amount missing', { amount: undefined }, 'Số tiền là bắt buộc'),
  transferWith('unknown source wallet', { from: 'XYZ' }, 'Tài khoản nguồn không hợp lệ'),
  transferWith('source wallet in the wrong case', { from: 'member' }, 'Tài khoản nguồn không hợp lệ'),
  transferWith('operator account as target', { to: 'CASH_IN' }, 'Tài khoản đích không hợp lệ'),
  transferWith('provider account as target', { to: 'PROVIDER_JL' }, 'Tài khoản đích không hợp lệ'),
  transferWith('target missing', { to: undefined }, 'Tài khoản đích là bắt buộc'),
  transferWith('same source and target', { from: 'JL', to: 'JL' }, 'Tài khoản nguồn và tài khoản đích phải khác nhau'),
  transferWith('main account to itself', { from: 'Member', to: 'Member' }, 'Tài khoản nguồn và tài khoản đích phải khác nhau'),
  transferWith('idempotency key missing', { idempotencyKey: undefined }, 'Mã giao dịch là bắt buộc'),
  transferWith('idempotency key too short', { idempotencyKey: 'abc' }, 'Mã giao dịch phải có ít nhất 8 ký tự'),
  transferWith('idempotency key too long', { idempotencyKey: 'a'.repeat(65) }, 'Mã giao dịch tối đa 64 ký tự'),
  transferWith('idempotency key with other characters', { idempotencyKey: 'mã giao dịch 1' }),
  transferWith('idempotency key as a number', { idempotencyKey: 12_345_678 }, 'Mã giao dịch phải là chuỗi ký tự'),
  transferWith('another member named in the body', { memberId: 'someone-else' }, 'Trường không được hỗ trợ: memberId'),
  { name: 'a list instead of an object', route: 'walletTransfer', body: [validTransfer()] },
  { name: 'recall without an idempotency key', route: 'walletRecallAll', body: {}, expected: 'Mã giao dịch là bắt buộc' },
  { name: 'recall with a short key', route: 'walletRecallAll', body: { idempotencyKey: 'k1' } },
  { name: 'recall naming a wallet', route: 'walletRecallAll', body: { idempotencyKey: newKey(), from: 'JL' } },
];

describe.each(BACKENDS)('money endpoints refuse bad input on $name', (backend) => {
  let t: TestApp;
  let m: TestMember;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 100_000, idempotencyKey: 'test:deposit-1' });
    const res = await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 20_000, idempotencyKey: newKey() }, { token: m.token });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRefused(route: RouteName, body: unknown, expected?: string) {
    const before = await ledgerSnapshot(t);
    const res = await call(t.app, route, body, { token: m.token });
    expect(res.statusCode, res.body).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Array.isArray(json.message)).toBe(true);
    expect(json.message.length).toBeGreaterThan(0);
    for (const message of json.message) expect(message).toMatch(VIETNAMESE);
    if (expected) expect(json.message).toContain(expected);
    expect(await ledgerSnapshot(t)).toEqual(before);
  }

  it.each(CASES)('$route: $name → 400 in Vietnamese, nothing changed', async ({ route, body, expected }) => {
    await expectRefused(route, body, expected);
  });

  it('refuses a transfer the balance cannot cover, from the main and from a game wallet', async () => {
    await expectRefused('walletTransfer', { ...validTransfer(), amount: 80_001 }, INSUFFICIENT);
    await expectRefused('walletTransfer', { from: 'JL', to: 'SB', amount: 20_001, idempotencyKey: newKey() }, INSUFFICIENT);
    await expectRefused('walletTransfer', { from: 'SB', to: 'Member', amount: 1_000, idempotencyKey: newKey() }, INSUFFICIENT);
  });

  it('refuses a bad amount handed to the ledger by the server itself', async () => {
    const before = await ledgerSnapshot(t);
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN]) {
      await expect(depositFromCashIn(t.database, { memberId: m.memberId, amount, idempotencyKey: newKey() })).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(await ledgerSnapshot(t)).toEqual(before);
  });

  it('a refused request does not use up its idempotency key', async () => {
    const key = newKey();
    await expectRefused('walletTransfer', { from: 'Member', to: 'SB', amount: 90_000, idempotencyKey: key }, INSUFFICIENT);
    const res = await call(t.app, 'walletTransfer', { from: 'Member', to: 'SB', amount: 9_000, idempotencyKey: key }, { token: m.token });
    expect(res.statusCode).toBe(200);
  });
});
