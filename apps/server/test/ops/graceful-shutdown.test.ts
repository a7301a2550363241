import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@app/domain';
import { DEMO_MEMBERS } from '../../src/db/seed.ts';
import { call, encodeLogin, obtainCaptchaPass } from '../helpers/api-client.ts';
import { openEventStream } from '../events/sse-client.ts';
import { overHttp, startChildServer } from './child-server.ts';

type Outcome = { what: string; status?: number; closing?: boolean; error?: string };

/**
 * SIGTERM to a real server process while it is busy: signed money calls (wallet transfers of a seeded
 * member), signed balance reads and /health probes keep coming from six clients over keep-alive
 * connections, and an event stream is open. Each client goes on until an answer says the server is
 * closing (`Connection: close`), as a load balancer stops sending to an instance it has seen go; a
 * server that cut its idle connections at once, or answered 503 while closing, fails here with resets
 * and 5xx. Every request must get its answer, the stream must end cleanly, and the process must exit 0
 * (not at the shutdown deadline, which exits 1).
 */
describe('graceful shutdown', () => {
  it('answers every request sent until it says it is closing, ends the event stream, and exits 0', async () => {
    const server = await startChildServer(['--import', 'tsx', 'apps/server/src/main.ts'], {
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      SEED_DEMO: '1',
      CAPTCHA_TEST_MODE: '1',
      CAPTCHA_DIFFICULTY_BITS: '4',
      DEPOSIT_SWEEP_INTERVAL_SECONDS: '1',
      WEB_DIST: '/nonexistent',
      OPERATOR_DIST: '/nonexistent',
      // Above the default 0.5 s: on a loaded machine a client may be slow to send its next request.
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
    const outcomes: Outcome[] = [];
    let stopping = false;
    try {
      const http = overHttp(server.base);
      const demo = DEMO_MEMBERS[0];
      const data = encodeLogin({ UserName: demo.username, Password: demo.password, AgentName: '', App: DEFAULT_BRAND.appId, Captcha: await obtainCaptchaPass(http), time: Date.now(), uuid: 'device-0001', userX: 1 });
      const login = await call(http, 'login', { data });
      expect(login.statusCode, login.body).toBe(200);
      const token: string = login.json().access_token;

      const ticket = await call(http, 'eventsTicket', undefined, { token });
      const stream = await openEventStream(server.base, ticket.json().ticket);
      expect((await stream.next(60_000))?.retry).toBeGreaterThan(0);

      const requests: Array<() => Promise<Outcome>> = [
        async () => {
          const res = await call(http, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1000, idempotencyKey: `k_${randomBytes(12).toString('hex')}` }, { token });
          return { what: 'transfer', status: res.statusCode, closing: res.headers.connection === 'close' };
        },
        async () => {
          const res = await call(http, 'walletBalances', undefined, { token });
          return { what: 'balances', status: res.statusCode, closing: res.headers.connection === 'close' };
        },
        async () => {
          const res = await fetch(`${server.base}/health`);
          return { what: 'health', status: res.status, closing: res.headers.get('connection') === 'close' };
        },
      ];
      let inFlight = 0;
      let completed = 0;
      const worker = async (n: number) => {
        for (let i = n; ; i++) {
          inFlight++;
          const outcome: Outcome = await requests[i % requests.length]!().catch((error: Error) => ({ what: 'request', error: `${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}` }));
          inFlight--;
          completed++;
          outcomes.push(outcome);
          if (outcome.error !== undefined || (stopping && outcome.closing)) return;
        }
      };
      const workers = Array.from({ length: 6 }, (_, n) => worker(n));
      while (completed < 60) await new Promise((resolve) => setTimeout(resolve, 20));

      stopping = true;
      const inFlightAtSignal = inFlight;
      server.child.kill('SIGTERM');
      await Promise.all(workers);
      // Whatever it still sends ("ready", a heartbeat), the stream must then end, not break.
      const streamEnd = await (async () => {
        for (;;) if ((await stream.next(120_000)) === null) return 'ended';
      })().catch((error: Error) => `broken: ${error.message}`);

      expect(inFlightAtSignal).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.error !== undefined || (o.status ?? 0) >= 500)).toEqual([]);
      expect(outcomes.filter((o) => o.what === 'transfer').every((o) => o.status === 200)).toBe(true);
      // Each client was still answered once the server was closing: it served on while draining.
      expect(outcomes.filter((o) => o.closing && o.status === 200)).toHaveLength(6);
      expect(streamEnd).toBe('ended');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('shutdown deadline');
  }, 300_000);
});
