import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_LEEWAY_MS } from '../../src/modules/auth/refresh-tokens.ts';
import { createSessionRevocation } from '../../src/modules/auth/session-revocation.ts';
import { SESSION_ENDED } from '../../src/plugins/authenticate.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { callAt, registerSession, type Session } from '../protection/helpers.ts';

const heartbeat = (t: TestApp, s: Pick<Session, 'token'>) => callAt(t, 'checkOnline', { online: true }, s.token);
const refresh = (t: TestApp, refreshToken: string) => callAt(t, 'refreshToken', { refresh_token: refreshToken });

describe.each(BACKENDS)('ending a session ends its access tokens at once ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('after logout, the access token of that session is refused on the next request', async () => {
    const s = await registerSession(t);
    const other = await registerSession(t);
    expect((await heartbeat(t, s)).statusCode).toBe(200);
    expect((await callAt(t, 'logout', { refresh_token: s.refreshToken })).statusCode).toBe(200);
    const after = await heartbeat(t, s);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED);
    expect((await heartbeat(t, other)).statusCode).toBe(200);
  });

  it('after a time-out, every session of the member is refused at once', async () => {
    const s = await registerSession(t);
    const excluded = await callAt(t, 'exclude', { kind: 'TIME_OUT', days: 1, password: s.password }, s.token);
    expect(excluded.statusCode).toBe(200);
    expect((await heartbeat(t, s)).statusCode).toBe(401);
    expect((await callAt(t, 'walletBalances', undefined, s.token)).statusCode).toBe(401);
  });

  it('two tabs presenting one refresh token at once both get the same successor, and the session lives on', async () => {
    const s = await registerSession(t);
    const [a, b] = await Promise.all([refresh(t, s.refreshToken), refresh(t, s.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    expect((await heartbeat(t, { token: b.json().access_token })).statusCode).toBe(200);
    const next = await refresh(t, a.json().refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it('the same token again within the leeway gets the successor; past it, the family and its access tokens end', async () => {
    const s = await registerSession(t);
    const start = t.clock.now;
    try {
      const first = await refresh(t, s.refreshToken);
      t.clock.now += REFRESH_REUSE_LEEWAY_MS - 1000;
      const again = await refresh(t, s.refreshToken);
      expect(again.statusCode).toBe(200);
      expect(again.json().refresh_token).toBe(first.json().refresh_token);

      t.clock.now += 2000;
      const stolen = await refresh(t, s.refreshToken);
      expect(stolen.statusCode).toBe(400);
      const successorAccess = { token: first.json().access_token as string };
      expect((await heartbeat(t, successorAccess)).statusCode).toBe(401);
      expect((await refresh(t, first.json().refresh_token)).statusCode).toBe(400);
    } finally {
      t.clock.now = start;
    }
  });

  it('a refresh racing a logout gets no successor once the logout has marked the session ended', async () => {
    const s = await registerSession(t);
    // The logout marks the session ended in the shared store first, then revokes the family's rows; a
    // refresh between the two finds its row still good and must not hand out a successor that lives on.
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()).sid as string;
    await createSessionRevocation({ kv: t.kv, kind: 'member', tokenTtlSeconds: t.config.ACCESS_TOKEN_TTL_SECONDS }).revoke([sid]);
    const racing = await refresh(t, s.refreshToken);
    expect(racing.statusCode).toBe(400);
  });

  it('the leeway never hands a successor to a token that was not the one used', async () => {
    const s = await registerSession(t);
    await refresh(t, s.refreshToken);
    expect((await refresh(t, `${s.refreshToken.slice(0, -2)}AA`)).statusCode).toBe(400);
  });
});

describe.each(BACKENDS.filter((b) => b.redisUrl))('revocation across instances ($name)', (backend) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(backend);
    b = await createTestApp(backend, {}, undefined, { sameDeploymentAs: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a logout on one instance is refused on the other at the next request', async () => {
    const s = await registerSession(a);
    expect((await heartbeat(b, s)).statusCode).toBe(200);
    expect((await callAt(a, 'logout', { refresh_token: s.refreshToken })).statusCode).toBe(200);
    expect((await heartbeat(b, s)).statusCode).toBe(401);
  });
});
