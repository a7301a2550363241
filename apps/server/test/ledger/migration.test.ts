import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { openTestPglite } from '../helpers/databases.ts';

const LEDGER = '2026-11-25T02-00-00-double-entry-ledger';

// The upgrade path of an existing embedded database (what `npm start` keeps in .data/pglite). The
// same migration runs on PostgreSQL in every other ledger suite.
describe('the ledger migration on an existing PGlite database', () => {
  async function databaseBeforeTheLedger() {
    // Loaded from the run's image of a database right after initdb (initdb itself takes seconds).
    const { db } = await openTestPglite('blank');
    const names = Object.keys(migrations);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const previous = names[names.indexOf(LEDGER) - 1]!;
    const { error } = await migrator.migrateTo(previous);
    if (error) throw error;
    await sql`insert into members (id, username, nickname, nickname_key, phone, password_hash, brand_id)
      values ('m-1', 'cu01', 'Cũ', 'cũ', 912000001, '-', 'rong-vang')`.execute(db);
    await sql`insert into wallet_accounts (member_id, wallet_key)
      select 'm-1', k from unnest(array['Member','KULT','KUCSN','SB','LCC','JL','SEX','EG','TCG_LOTTO_VN']) as k`.execute(db);
    return { db, migrator, previous };
  }

  it("turns existing members' wallet accounts into ledger accounts and drops wallet_accounts, and back", async () => {
    const { db, migrator, previous } = await databaseBeforeTheLedger();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('ledger_accounts').select(['wallet_key', 'balance']).where('member_id', '=', 'm-1').execute();
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => Number(r.balance) === 0)).toBe(true);
    const tables = await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_name = 'wallet_accounts'`.execute(db);
    expect(Number(tables.rows[0]!.n)).toBe(0);

    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const back = await sql<{ n: string }>`select count(*) as n from wallet_accounts where member_id = 'm-1'`.execute(db);
    expect(Number(back.rows[0]!.n)).toBe(9);
    await db.destroy();
  });

  it('refuses to migrate balances that no ledger entry could explain', async () => {
    const { db, migrator } = await databaseBeforeTheLedger();
    await sql`update wallet_accounts set balance = 10 where wallet_key = 'JL'`.execute(db);
    const { error } = await migrator.migrateToLatest();
    expect(String((error as Error).message)).toMatch(/non-zero balances/);
    await db.destroy();
  });
});
