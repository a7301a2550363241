import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { depositFromCashIn } from '../../src/modules/ledger/cash.ts';
import { auditLedger } from '../../src/modules/ledger/invariants.ts';
import { BACKENDS, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertMembers } from '../helpers/members.ts';

const MEMBERS = 24;
const AMOUNT = 1_000;

const cashIn = async (t: TestApp) =>
  t.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('owner_kind', '=', 'operator').where('wallet_key', '=', 'CASH_IN').executeTakeFirstOrThrow();

/**
 * A source account (CASH_IN, PROVIDER_*) is the one row every member's deposits, or every transfer to
 * one provider, pass through. A posting does not lock it with the member's accounts but by its balance
 * update, its last statement, so postings of different members wait for each other only from there to
 * the commit; each entry still carries the balance its own update left.
 */
describe.each(BACKENDS)('source accounts on $name', (backend) => {
  const t = useTestApp(backend);

  it(`${MEMBERS} members' deposits at once: CASH_IN's entries carry one balance each, the balance each update left`, async () => {
    const members = await insertMembers(t, MEMBERS);
    const before = await cashIn(t);
    const moved = await Promise.all(
      members.map((m, i) => depositFromCashIn(t.database, { memberId: m.memberId, amount: AMOUNT, idempotencyKey: `test:source-${i}` })),
    );
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after'])
      .where('account_id', '=', before.id)
      .where(
        'transaction_id',
        'in',
        moved.map((m) => m.transactionId),
      )
      .execute();
    expect(entries).toHaveLength(MEMBERS);
    const afters = entries.map((e) => Number(e.balance_after)).sort((a, b) => b - a);
    // One after another, whatever order the updates took: never two entries computed from the same balance.
    expect(afters).toEqual(Array.from({ length: MEMBERS }, (_, k) => Number(before.balance) - (k + 1) * AMOUNT));
    expect(Number((await cashIn(t)).balance)).toBe(Number(before.balance) - MEMBERS * AMOUNT);
    for (const m of moved) expect(m.balance).toBe(AMOUNT);
    expect((await auditLedger(t.database)).ok).toBe(true);
  });

});

/** PostgreSQL only: PGlite has one connection, so nothing there runs beside a held lock. */
describe.each(BACKENDS.filter((b) => b.databaseUrl))('a source account held by another transaction ($name)', (backend) => {
  const t = useTestApp(backend);

  it('a deposit waits for a CASH_IN row another transaction holds only at its balance update, its last statement', async () => {
    const [m] = await insertMembers(t, 1);
    const account = await cashIn(t);
    let deposit: ReturnType<typeof depositFromCashIn> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await sql`select id from ledger_accounts where id = ${account.id} for update`.execute(trx);
      deposit = depositFromCashIn(t.database, { memberId: m!.memberId, amount: AMOUNT, idempotencyKey: 'test:held-source' });
      // Until the deposit's connection waits for a lock on the books (no time limit here but the test's; the app's own jobs may wait
      // on others). Asked on a connection of its own: inside a transaction, pg_stat_activity answers from one snapshot.
      let waiting: string | undefined;
      while (!waiting) {
        const rows = await sql<{ query: string }>`
          select query from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%ledger_accounts%'`.execute(t.db);
        waiting = rows.rows[0]?.query;
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(waiting).toMatch(/update ledger_accounts as a set balance/);
      expect(waiting).not.toMatch(/for update/i);
    });
    const moved = await deposit!;
    expect(moved.balance).toBe(AMOUNT);
    expect(Number((await cashIn(t)).balance)).toBe(Number(account.balance) - AMOUNT);
  });
});
