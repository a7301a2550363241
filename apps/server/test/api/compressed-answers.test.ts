import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api, operatorApi, type OperatorRouteName, type RouteName } from '@app/contract';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/plugins/compress-answers.ts';
import { call, newMemberFields, obtainCaptchaPass } from '../helpers/api-client.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { operatorCall, signInNewOperator } from '../operator/helpers.ts';

const ACCEPTS = 'gzip, deflate, br, zstd';

/** The routes whose answers the contract lets go compressed: lists, and nothing that carries a token or a key. */
const COMPRESSED = (Object.keys(api) as RouteName[]).filter((name) => 'compressAnswer' in api[name]);
const OPERATOR_COMPRESSED = (Object.keys(operatorApi) as OperatorRouteName[]).filter((name) => 'compressAnswer' in operatorApi[name]);

describe('compressed answers', () => {
  const t = useTestApp({ name: 'PGlite + memory' });

  it('the game catalogue goes br- or gzip-compressed to a client that accepts it, and as it is to one that does not', async () => {
    const plain = await call(t.app, 'gameCatalogue', undefined, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const catalogue = plain.json();

    const br = await call(t.app, 'gameCatalogue', undefined, { headers: { 'accept-encoding': ACCEPTS } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(catalogue);

    const gzip = await call(t.app, 'gameCatalogue', undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(catalogue);

    // No Accept-Encoding at all: as it is.
    const none = await call(t.app, 'gameCatalogue');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(catalogue);
  });

  it('an answer with tokens is never compressed, whatever the client accepts (the registration and the refresh)', async () => {
    const registered = await call(t.app, 'register', { ...newMemberFields(), Captcha: await obtainCaptchaPass(t.app) }, { headers: { 'accept-encoding': ACCEPTS } });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.headers['content-encoding']).toBeUndefined();
    const refreshed = await call(t.app, 'refreshToken', { refresh_token: registered.json().refresh_token }, { headers: { 'accept-encoding': ACCEPTS } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.headers['content-encoding']).toBeUndefined();
  });

  it('the contract marks lists only: no answer that carries a token, a key or a captcha is among them, in either table', () => {
    expect(COMPRESSED).toEqual(expect.arrayContaining(['gameCatalogue', 'transactionHistory', 'betHistory', 'chatMessages']));
    for (const name of ['login', 'register', 'refreshToken', 'envelopeKey', 'captchaInit', 'eventsTicket', 'chatTicket', 'checkOnline'] as const) {
      expect(COMPRESSED).not.toContain(name);
    }
    expect(OPERATOR_COMPRESSED).toEqual(expect.arrayContaining(['memberSearch', 'memberLedger', 'reviewQueue', 'gameCatalogue', 'audit']));
    for (const name of ['login', 'me', 'twoFactorEnrol', 'twoFactorConfirm', 'passwordChange', 'eventsTicket', 'operatorCreate', 'operatorResetPassword', 'operatorResetTwoFactor'] as const) {
      expect(OPERATOR_COMPRESSED).not.toContain(name);
    }
  });

  it("the console's lists go compressed too: the operator catalogue, to an admin whose browser accepts br", async () => {
    const { token } = await signInNewOperator(t, 'admin');
    const br = await operatorCall(t.app, 'gameCatalogue', undefined, { token, headers: { 'accept-encoding': ACCEPTS } });
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await operatorCall(t.app, 'gameCatalogue', undefined, { token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The sign-in answer (a token) is never compressed.
    const me = await operatorCall(t.app, 'me', undefined, { token, headers: { 'accept-encoding': ACCEPTS } });
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});
