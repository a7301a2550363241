import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, EVENTS_STREAM_PATH } from '@app/contract';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerMember } from '../ledger/helpers.ts';
import { listenOnFreePort, openEventStream, ticketFor } from './sse-client.ts';

describe('event stream logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  // Built in the hook (its own, longer timeout): the test's time is for the requests it logs.
  beforeAll(async () => {
    t = await createTestApp(BACKENDS[0]!, { LOG_LEVEL: 'trace' }, { write: (line) => lines.push(line) });
  });

  it('show the stream path but never its ticket, used or refused', async () => {
    const tickets: string[] = [];
    try {
      const base = await listenOnFreePort(t.app);
      const m = await registerMember(t);
      const ticket = await ticketFor(t.app, m.token);
      tickets.push(ticket);
      const stream = await openEventStream(base, ticket);
      await stream.ready();
      stream.close();
      const refused = await openEventStream(base, ticket);
      expect(refused.response.status).toBe(401);
      const unused = await ticketFor(t.app, m.token);
      tickets.push(unused);
    } finally {
      await t.close();
    }
    const log = lines.join('\n');
    expect(log).toContain(`${API_BASE_PATH}${EVENTS_STREAM_PATH}`);
    for (const ticket of tickets) expect(log).not.toContain(ticket);
    expect(log).not.toContain('ticket=');
  });
});
