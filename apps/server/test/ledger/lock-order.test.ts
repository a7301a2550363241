import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { call } from '../helpers/api-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { VALID_CARD, bindCard, fund, requestWithdrawal } from '../payments/helpers.ts';
import { newKey, registerMember } from './helpers.ts';

const ROUNDS = 30;

async function deadlocks(t: TestApp): Promise<number> {
  const r = await sql<{ n: string }>`select deadlocks as n from pg_stat_database where datname = current_database()`.execute(t.db);
  return Number(r.rows[0]!.n);
}

/**
 * Every money path takes its locks in one order (the member row, then ledger accounts by id), and the
 * member lock (FOR NO KEY UPDATE) does not wait on the foreign-key checks of a transfer's ledger rows
 * (FOR KEY SHARE): a withdrawal and two transfers of one member sent at once never deadlock.
 * PostgreSQL only: PGlite has one connection, so nothing there runs at once.
 */
describe.each(BACKENDS.filter((b) => b.databaseUrl))('lock order of money paths ($name)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`a withdrawal, a deposit and two transfers at once, ${ROUNDS} rounds: no deadlock, every call answered`, async () => {
    const m = await registerMember(t);
    await fund(t, m, 50_000_000);
    const cardId = (await bindCard(t, m, VALID_CARD)).json().id as number;
    const seeded = await call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 1_000_000, idempotencyKey: newKey() }, { token: m.token });
    expect(seeded.statusCode).toBe(200);
    const before = await deadlocks(t);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        requestWithdrawal(t, m, { cardId, amount: 100_000 }),
        call(t.app, 'walletTransfer', { from: 'Member', to: 'JL', amount: 10_000, idempotencyKey: newKey() }, { token: m.token }),
        call(t.app, 'walletTransfer', { from: 'JL', to: 'Member', amount: 5_000, idempotencyKey: newKey() }, { token: m.token }),
        call(t.app, 'depositCreate', { channel: 'BANK_TRANSFER', amount: 150_000, idempotencyKey: newKey() }, { token: m.token }),
      ]);
      // The open-deposit cap (5) refuses some deposits with a 400; nothing may fail otherwise.
      for (const a of answers) expect([200, 400], a.body).toContain(a.statusCode);
      expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    }
    expect(await deadlocks(t)).toBe(before);
    expect((await auditLedger(t.database)).ok).toBe(true);
  }, 300_000);
});
