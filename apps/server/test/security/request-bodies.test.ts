import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH, api, signRequest } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerMember } from '../ledger/helpers.ts';

const checkAccount = `${API_BASE_PATH}${api.verifyAccountExists.path}`;

/** A request signed over exactly these bytes, so only the body's form can be what is refused. */
function signedBytes(t: TestApp, body: Buffer, contentType: string) {
  const timestamp = Date.now();
  const signed = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: checkAccount, timestamp, body: body.toString('latin1') });
  return t.app.inject({ method: 'POST', url: checkAccount, headers: { 'content-type': contentType, ...signed }, payload: body });
}

describe.each(BACKENDS)('request bodies and seen signatures ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a text/plain body is 415 in the D3 shape, whatever its signature', async () => {
    for (const headers of [{}, { 'x-signature': 'bad' }]) {
      const res = await t.app.inject({ method: 'POST', url: checkAccount, headers: { 'content-type': 'text/plain', ...headers }, payload: '{"UserName":"abc"}' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Định dạng dữ liệu không được hỗ trợ, vui lòng gửi JSON' });
    }
  });

  it('a body that is not UTF-8 is 400 with a Vietnamese sentence, not a signature error', async () => {
    const res = await signedBytes(t, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['Dữ liệu gửi lên không phải văn bản UTF-8 hợp lệ']);
  });

  it('two members whose heartbeats carry the same millisecond are both admitted; one member repeating it is not', async () => {
    const [a, b] = [await registerMember(t), await registerMember(t)];
    const timestamp = Date.now() + 1;
    // Bodyless signatures cover only the timestamp: the same bytes from two senders.
    const ask = (token: string) => call(t.app, 'loggedInInfo', undefined, { token, timestamp });
    expect((await ask(a.token)).statusCode).toBe(200);
    expect((await ask(b.token)).statusCode).toBe(200);
    const again = await ask(a.token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Yêu cầu đã được gửi trước đó, vui lòng thử lại');
  });

  it('two visitors (no token, "Bearer " alone) asking in the same millisecond are both admitted; one visitor repeating it is not', async () => {
    const timestamp = Date.now() + 3;
    const ask = (remoteAddress: string) => call(t.app, 'maintenanceStatus', undefined, { timestamp, remoteAddress });
    expect((await ask('203.0.113.7')).statusCode).toBe(200);
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
    const again = await ask('203.0.113.7');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Yêu cầu đã được gửi trước đó, vui lòng thử lại');
  });

  it('the same for calls with a body: one heartbeat each in the same millisecond is admitted, a repeat is not, whatever the case of its hex', async () => {
    const [a, b] = [await registerMember(t), await registerMember(t)];
    const timestamp = Date.now() + 2;
    const beat = (token: string, headers?: Record<string, string>) => call(t.app, 'checkOnline', { online: true }, { token, timestamp, headers });
    expect((await beat(a.token)).statusCode).toBe(200);
    expect((await beat(b.token)).statusCode).toBe(200);
    // The same member, the same millisecond, another body: another signature.
    expect((await call(t.app, 'checkOnline', { online: false }, { token: a.token, timestamp })).statusCode).toBe(200);
    const signature = signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path: `${API_BASE_PATH}${api.checkOnline.path}`, timestamp, body: '{"online":true}' })['X-Signature'];
    for (const again of [await beat(a.token), await beat(b.token), await beat(a.token, { 'x-signature': signature.toUpperCase() })]) {
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe('Yêu cầu đã được gửi trước đó, vui lòng thử lại');
    }
  });
});

describe('a body over the limit, over a real connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0]!);
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  function postLarge(bytes: number): Promise<{ status: number; body: string }> {
    const payload = Buffer.alloc(bytes, 0x61);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: checkAccount, headers: { 'content-type': 'application/json', 'content-length': payload.length } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('answers 413 in the D3 shape every time, and the client reads it (1 MB, 10 times)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await postLarge(1024 * 1024);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Dữ liệu gửi lên quá lớn' });
    }
  });
});

describe.each(BACKENDS)('text typed with combining accents ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a nickname in NFD (Unikey "Unicode tổ hợp") registers, and is stored and answered in NFC', async () => {
    const fields = newMemberFields();
    const nickname = 'Nguyễn Thị Hương';
    const decomposed = nickname.normalize('NFD');
    expect(decomposed).not.toBe(nickname);
    const res = await call(t.app, 'register', { ...fields, NickName: decomposed, Captcha: await obtainCaptchaPass(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.nickname).toBe(nickname);
    const taken = await call(t.app, 'verifyAccountExists', { AgentName: '', NickName: nickname });
    expect(taken.json().NickName).toBe(true);
  });
});
