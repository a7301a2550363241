import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { randomUUID } from 'node:crypto';
import { operatorCall, registerMember, signInNewOperator } from '../operator/helpers.ts';

const TOKEN = 'metrics-scraper-token-0123456789';

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...(authorization === undefined ? {} : { headers: { authorization } }) });

describe.each(BACKENDS)('Prometheus metrics ($name)', (backend) => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { METRICS_TOKEN: TOKEN });
    plain = await createTestApp(backend);
  });
  afterAll(async () => {
    await Promise.all([t.close(), plain.close()]);
  });

  it('are served only to the configured bearer token, and not at all without one', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer wrong-token-of-the-same-kind-xx')).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const unset = await scrape(plain, `Bearer ${TOKEN}`);
    expect(unset.statusCode).toBe(404);
    expect(unset.body).not.toContain('http_request_duration_seconds');
  });

  it('count requests by route pattern (never the raw URL), and read the business gauges at scrape time', async () => {
    const member = await registerMember(t);
    expect((await call(t.app, 'walletBalances', undefined, { token: member.token })).statusCode).toBe(200);
    // A chat left while no agent is on duty is a ticket, not a waiting chat; one with an agent on duty waits.
    const agent = await signInNewOperator(t, 'support');
    await operatorCall(t.app, 'chatDuty', { onDuty: true }, { token: agent.token });
    expect((await call(t.app, 'chatSend', { clientId: randomUUID(), text: 'Xin chào' }, { token: member.token })).json().conversation.status).toBe('waiting');
    // A path with a secret-looking query string: only the route pattern is a label.
    await t.app.inject({ method: 'GET', url: '/health?token=leak-me-not' });
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/wallet\/balances",status="200"\} 1/);
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} 1/);
    expect(body).not.toContain('leak-me-not');
    expect(body).not.toContain(member.token);
    expect(body).toMatch(/^members_online \d+$/m);
    expect(body).toMatch(/^event_streams_open 0$/m);
    expect(body).toMatch(/^payment_reviews_pending\{type="DEPOSIT"\} 0$/m);
    expect(body).toMatch(/^payment_reviews_pending\{type="WITHDRAWAL"\} 0$/m);
    const posted = Number(/^ledger_transactions_posted (\d+)$/m.exec(body)?.[1]);
    expect(posted).toBeGreaterThanOrEqual(0);
    expect(body).toMatch(/^chat_queue_length 1$/m);
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
  });
});
