import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { serverSecret } from '../../src/db/server-secrets.ts';
import { BACKENDS, SHARED_BACKEND, useTestApp } from '../helpers/test-app.ts';
import { auditRows, createOperator, loginOperator, operatorCall, signInNewOperator } from './helpers.ts';

const SESSION_ENDED = { statusCode: 401, message: 'Phiên quản trị đã kết thúc, vui lòng đăng nhập lại', error: 'Unauthorized' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('operator logout on $name', (backend) => {
  const t = useTestApp(backend);

  it('gives every sign-in a session of its own', async () => {
    const op = await createOperator(t);
    const first = decodeJwt(await loginOperator(t, op));
    const second = decodeJwt(await loginOperator(t, op));
    expect(first.sid).toMatch(UUID);
    expect(second.sid).toMatch(UUID);
    expect(second.sid).not.toBe(first.sid);
  });

  it('ends the session at once: the same token is refused on me, and the logout is audited with the address', async () => {
    const { op, token } = await signInNewOperator(t);
    const otherSession = await loginOperator(t, op);
    expect((await operatorCall(t.app, 'me', undefined, { token })).statusCode).toBe(200);

    const out = await operatorCall(t.app, 'logout', undefined, { token, ip: '198.51.100.23' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.headers['cache-control']).toBe('no-store');

    const me = await operatorCall(t.app, 'me', undefined, { token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(SESSION_ENDED);
    // Every guarded route asks the same check, not only me.
    expect((await operatorCall(t.app, 'audit', { limit: 10 }, { token })).statusCode).toBe(401);
    // Only that sign-in ended: the operator's other session goes on.
    expect((await operatorCall(t.app, 'me', undefined, { token: otherSession })).statusCode).toBe(200);

    const rows = (await auditRows(t)).filter((r) => r.operator_id === op.id);
    expect(rows.map((r) => r.action)).toEqual(['operator.login', 'operator.login', 'operator.logout']);
    expect(rows.at(-1)).toMatchObject({ ip: '198.51.100.23', target_kind: null, details: {} });
  });

  it('refuses a second logout with the ended token and writes nothing', async () => {
    const { token } = await signInNewOperator(t);
    expect((await operatorCall(t.app, 'logout', undefined, { token })).statusCode).toBe(200);
    const before = (await auditRows(t)).length;
    const again = await operatorCall(t.app, 'logout', undefined, { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(SESSION_ENDED);
    expect((await auditRows(t)).length).toBe(before);
  });

  it('refuses a validly signed token that names no session (it could never be ended)', async () => {
    const op = await createOperator(t);
    const key = new TextEncoder().encode(await serverSecret(t.database, 'operator-jwt'));
    const iat = Math.floor(t.clock.now / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(op.id)
      .setIssuer('betting-platform')
      .setAudience('operator')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(key);
    const me = await operatorCall(t.app, 'me', undefined, { token });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Phiên quản trị không hợp lệ, vui lòng đăng nhập lại');
  });

  it('answers 401 without a token and ends nothing', async () => {
    const { token } = await signInNewOperator(t);
    const before = (await auditRows(t)).length;
    expect((await operatorCall(t.app, 'logout')).statusCode).toBe(401);
    expect((await auditRows(t)).length).toBe(before);
    expect((await operatorCall(t.app, 'me', undefined, { token })).statusCode).toBe(200);
  });
});

// Two API servers behind one load balancer share PostgreSQL and Redis; only that backend can run two.
describe.skipIf(!SHARED_BACKEND)('operator logout across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  const one = useTestApp(SHARED_BACKEND!);
  const two = useTestApp(SHARED_BACKEND!, {}, { sameDeploymentAs: one });

  it('a logout on one instance is refused on the other at once', async () => {
    const { token } = await signInNewOperator(one);
    // The token is good on both: they share the operator secret through the database.
    expect((await operatorCall(two.app, 'me', undefined, { token })).statusCode).toBe(200);

    expect((await operatorCall(one.app, 'logout', undefined, { token })).statusCode).toBe(200);
    const onTwo = await operatorCall(two.app, 'me', undefined, { token });
    expect(onTwo.statusCode).toBe(401);
    expect(onTwo.json()).toEqual(SESSION_ENDED);
  });

  it('and the other way round', async () => {
    const op = await createOperator(one);
    const token = await loginOperator(two, op);
    expect((await operatorCall(two.app, 'logout', undefined, { token })).statusCode).toBe(200);
    expect((await operatorCall(one.app, 'me', undefined, { token })).json()).toEqual(SESSION_ENDED);
  });
});
