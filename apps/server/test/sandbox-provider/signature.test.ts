import { describe, expect, it } from 'vitest';
import { providerSecret, signProviderBody, verifyProviderSignature } from '../../src/modules/sandbox-provider/service.ts';
import { BACKENDS, useTestApp } from '../helpers/test-app.ts';
import { callProvider, newId } from './helpers.ts';

describe('verifyProviderSignature', () => {
  const secret = 'shared-secret';
  const body = '{"playerId":"m1"}';
  const now = 1_800_000_000_000;

  it('accepts its own signature within 60 s either way, and nothing else', () => {
    expect(verifyProviderSignature(secret, body, signProviderBody(secret, body, now), now)).toEqual({ ok: true });
    expect(verifyProviderSignature(secret, body, signProviderBody(secret, body, now - 60_000), now).ok).toBe(true);
    expect(verifyProviderSignature(secret, body, signProviderBody(secret, body, now - 60_001), now)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyProviderSignature(secret, body, signProviderBody(secret, body, now + 60_001), now)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyProviderSignature(secret, `${body} `, signProviderBody(secret, body, now), now)).toEqual({ ok: false, reason: 'wrong' });
    expect(verifyProviderSignature('other', body, signProviderBody(secret, body, now), now)).toEqual({ ok: false, reason: 'wrong' });
    expect(verifyProviderSignature(secret, body, undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyProviderSignature(secret, body, `t=${now},s=abc`, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyProviderSignature(secret, body, ['a', 'b'], now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('signs t + "." + body with HMAC-SHA256, as the contract says', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signProviderBody(secret, body, now)).toBe(`t=${now},s=${expected}`);
  });
});

describe.each(BACKENDS)('the provider refuses unsigned calls on $name', (backend) => {
  const t = useTestApp(backend);
  const body = () => ({ playerId: newId('p') });

  it.each(['/wallet/balance', '/wallet/transfer', '/wallet/order', '/players/launch', '/bets/since'])('%s: 401 when the signature is missing, wrong or stale', async (path) => {
    const missing = await callProvider(t, path, body(), { signature: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Thiếu chữ ký của nhà cung cấp' });
    const wrong = await callProvider(t, path, body(), { signature: signProviderBody('not-the-secret', JSON.stringify(body()), t.clock.now) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Chữ ký của nhà cung cấp không hợp lệ hoặc đã quá hạn');
    const stale = await callProvider(t, path, body(), { at: t.clock.now - 61_000 });
    expect(stale.statusCode).toBe(401);
  });

  it('signs over the exact bytes: the same JSON written differently is refused', async () => {
    const secret = await providerSecret(t.database);
    const signedFor = JSON.stringify({ playerId: 'p1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-provider/v1/wallet/balance',
      headers: { 'content-type': 'application/json', 'x-provider-signature': signProviderBody(secret, signedFor, t.clock.now) },
      payload: '{ "playerId": "p1" }',
    });
    expect(res.statusCode).toBe(401);
    const ok = await callProvider(t, '/wallet/balance', { playerId: 'p1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ playerId: 'p1', balance: 0 });
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('has no fault route unless SANDBOX_PROVIDER_FAULTS is on', async () => {
    const res = await callProvider(t, '/__faults', { fault: 'refuse' });
    expect(res.statusCode).toBe(404);
  });
});
