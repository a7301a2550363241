import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { API_BASE_PATH, sealEnvelope } from '@app/contract';
import { DEFAULT_BRAND, type Brand } from '@app/domain';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { call } from '../helpers/api-client.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { newKey, type TestMember } from '../ledger/helpers.ts';

export const CALLBACK_URL = `${API_BASE_PATH}/payments/callback/sandbox`;

/** Money in through the ledger's own deposit posting, as a settled deposit would bring it. */
export async function fund(t: TestApp, m: TestMember, amount: number) {
  await depositFromCashIn(t.database, { memberId: m.memberId, amount, idempotencyKey: `test-fund:${newKey()}` });
}

export async function createDeposit(t: TestApp, m: TestMember, body: Record<string, unknown>) {
  return call(t.app, 'depositCreate', { idempotencyKey: newKey(), ...body }, { token: m.token });
}

/** Seals a payload the way the client's encrypt-and-send helper does, with the key the server publishes. */
export async function seal(t: TestApp, m: TestMember, payload: unknown, brand: Brand = DEFAULT_BRAND) {
  const key = await call(t.app, 'envelopeKey', undefined, { token: m.token });
  if (key.statusCode !== 200) throw new Error(`envelope key refused: ${key.body}`);
  const { keyId, publicKey } = key.json() as { keyId: string; publicKey: string };
  return { keyId, sealed: sealEnvelope(payload, publicKey, brand.appKey) };
}

export async function bindCard(t: TestApp, m: TestMember, fields: Record<string, unknown>) {
  return call(t.app, 'bankCardBind', await seal(t, m, fields), { token: m.token });
}

export async function requestWithdrawal(t: TestApp, m: TestMember, fields: Record<string, unknown>) {
  return call(t.app, 'withdrawalCreate', await seal(t, m, { idempotencyKey: newKey(), ...fields }), { token: m.token });
}

/** Every payment record and status line of the member: unchanged counts mean nothing was written. */
export async function paymentRows(t: TestApp, m: TestMember) {
  const r = await sql<{ requests: string; events: string; cards: string }>`
    select (select count(*) from payment_requests where member_id = ${m.memberId}) as requests,
           (select count(*) from payment_request_events e join payment_requests p on p.id = e.request_id where p.member_id = ${m.memberId}) as events,
           (select count(*) from bank_cards where member_id = ${m.memberId}) as cards`.execute(t.db);
  const row = r.rows[0]!;
  return { requests: Number(row.requests), events: Number(row.events), cards: Number(row.cards) };
}

/** A callback signed as the sandbox bank signs it (the secret is the server's own). */
export async function signedCallback(t: TestApp, verdict: Record<string, unknown>) {
  const secret = await t.db.selectFrom('server_secrets').select('value').where('name', '=', 'sandbox-gateway').executeTakeFirstOrThrow();
  const body = JSON.stringify(verdict);
  return { body, signature: createHmac('sha256', secret.value).update(body).digest('hex') };
}

export function postCallback(t: TestApp, body: string, signature: string) {
  return t.app.inject({ method: 'POST', url: CALLBACK_URL, headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, payload: body });
}

export function sessionOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('session') ?? '';
}

export function submitBankForm(t: TestApp, session: string, action: string) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-bank/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, action }).toString(),
  });
}

export const VALID_CARD = { bankCode: 1001, accountNumber: '0123456789012', holderName: 'NGUYEN VAN AN' };
