import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { MAIN, signedCall } from './servers.ts';

/** TK Chính funded the way a member's money arrives: a bank-transfer deposit the operator approves and pays. */
export async function fund(accessToken: string, amount: number) {
  const deposit = await signedCall(MAIN, '/deposits/create', { channel: 'BANK_TRANSFER', amount, idempotencyKey: randomUUID().replaceAll('-', '') }, accessToken);
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  const login = await fetch(`${MAIN}/api/operator/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'quantri123' }),
  });
  expect(login.status, 'operator login').toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const step of ['approve', 'mark-paid']) {
    const res = await fetch(`${MAIN}/api/operator/payments/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: deposit.body.id }),
    });
    expect(res.status, `operator ${step}`).toBe(200);
  }
}

/** Money moved from TK Chính into a game account, as the wallet page does. */
export async function moveToGame(accessToken: string, to: string, amount: number) {
  const res = await signedCall(MAIN, '/wallet/transfer', { from: 'Member', to, amount, idempotencyKey: randomUUID().replaceAll('-', '') }, accessToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
