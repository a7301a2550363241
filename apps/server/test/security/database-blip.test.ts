import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { PLAY_MESSAGES } from '../../src/messages/games.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, registerMember, type TestMember } from '../ledger/helpers.ts';

/** Ends every connection the app holds to its database, as an administrator or a failover would. */
async function cutConnections(t: TestApp, databaseUrl: string): Promise<number> {
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0]!.name;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const r = await admin.query('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return Number(r.rows[0].n);
  } finally {
    await admin.end();
  }
}

/** PostgreSQL only: PGlite lives inside the process and has no connection to lose. */
describe.each(BACKENDS.filter((b) => b.databaseUrl))('a database blip under load ($name)', (backend) => {
  let t: TestApp;
  let m: TestMember;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t);
    await depositFromCashIn(t.database, { memberId: m.memberId, amount: 10_000_000, idempotencyKey: newKey() });
  });
  afterAll(async () => {
    await t.close();
  });

  const BUSY = { statusCode: 503, error: 'Service Unavailable', message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát' };
  const PENDING = { statusCode: 503, error: 'Service Unavailable', message: PLAY_MESSAGES.transferPending };
  const transfer = (idempotencyKey: string) =>
    call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1_000, idempotencyKey }, { token: m.token });

  it('requests in flight get a retry-safe 503, the process lives on, and the next requests succeed', async () => {
    let stop = false;
    const answers: Array<{ status: number; body: string; retryAfter: string | undefined; key: string }> = [];
    const worker = async () => {
      while (!stop) {
        const key = newKey();
        const res = await transfer(key);
        answers.push({ status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] as string | undefined, key });
        const read = await call(t.app, 'walletBalances', undefined, { token: m.token });
        answers.push({ status: read.statusCode, body: read.body, retryAfter: read.headers['retry-after'] as string | undefined, key: '' });
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    for (let cut = 0; cut < 3; cut++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await cutConnections(t, backend.databaseUrl!)).toBeGreaterThan(0);
    }
    stop = true;
    await Promise.all(workers);

    for (const a of answers) expect([200, 503], a.body).toContain(a.status);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length, 'a cut with requests in flight').toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(a.retryAfter).toBe('1');
      // The database's own refusal, or (the cut hit the game provider's side of a transfer) the order pending its reconciliation.
      expect([BUSY, PENDING]).toContainEqual(JSON.parse(a.body));
    }
    // A refused transfer is retried with its own key, as the client does: it applies once.
    for (const a of unavailable.filter((x) => x.key)) {
      const again = await transfer(a.key);
      expect(again.statusCode, again.body).toBe(200);
    }
    expect((await call(t.app, 'walletBalances', undefined, { token: m.token })).statusCode).toBe(200);
    expect((await auditLedger(t.database)).ok).toBe(true);
    const ledgerCount = await t.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', m.memberId).executeTakeFirstOrThrow();
    const applied = new Set(answers.filter((a) => a.key && a.status === 200).map((a) => a.key)).size + unavailable.filter((x) => x.key).length;
    expect(Number(ledgerCount.n)).toBe(applied + 1);
  }, 120_000);
});
