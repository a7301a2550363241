/**
 * npm run bench:ledger — wallet transfers per second through the ledger service (no HTTP) on
 * embedded PGlite and on PostgreSQL with 1, 16 and 64 concurrent clients, beside pgbench's built-in
 * TPC-B-like script on the same PostgreSQL in the same run: the ratio ledger/pgbench is the figure.
 * pgbench runs twice per concurrency: at scale 1 (one branch row that every client updates, so its
 * clients contend and the ratio flatters us) and at scale = clients (as pgbench's authors advise, so
 * its clients contend no more than the ledger's, which are different members).
 * Each client is one member moving 1,000 VND between the main account and JILI, every transfer a
 * full ledger transaction (row locks, idempotency record, two entries, two balances). On PostgreSQL
 * the same clients then each receive deposits of 1,000 VND: every deposit's other leg is the one
 * CASH_IN account that all members' deposits share (a source account, locked only by the posting's
 * last statement). It ends by auditing the books of both databases. PostgreSQL: TEST_DATABASE_URL or postgres@127.0.0.1:5432,
 * loopback only; the scratch databases are dropped at the end.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Database, migrateToLatest, openDatabase, type Db } from '../apps/server/src/db/database.ts';
import type { DatabaseSchema } from '../apps/server/src/db/types.ts';
import { depositFromCashIn, postMoney, requestHash } from '../apps/server/src/modules/ledger/service.ts';
import { auditLedger, type LedgerAudit } from '../apps/server/src/modules/ledger/invariants.ts';
import { openMemberAccounts } from '../apps/server/src/modules/wallet/service.ts';
import { admin, checkLoopback, databaseUrl } from './support/postgres.ts';

const CONCURRENCY = [1, 16, 64];
const PGLITE_SECONDS = Number(process.env.BENCH_PGLITE_SECONDS ?? 3);
const POSTGRES_SECONDS = Number(process.env.BENCH_POSTGRES_SECONDS ?? 5);
const PGBENCH_SECONDS = 5;
const OPENING_BALANCE = 1_000_000_000;
const AMOUNT = 1_000;

type Run = { tps: number; p50: number; p99: number; refused: number; transfers: number };

/** Members with money in their main account, inserted directly (a benchmark needs no password hashing). */
async function openMembers(raw: Kysely<DatabaseSchema>, count: number): Promise<string[]> {
  const db = Database.wrap(raw);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await db.transaction(async (trx) => {
      await trx.db
        .insertInto('members')
        .values({ id, username: `bench${i}`, nickname: `Bench ${i}`, nickname_key: `bench ${i}`, phone: 900_000_000 + i, password_hash: '-', agent_name: '', brand_id: 'rong-vang' })
        .execute();
      await openMemberAccounts(trx, id);
    });
    await depositFromCashIn(db, { memberId: id, amount: OPENING_BALANCE, idempotencyKey: 'bench:opening' });
    ids.push(id);
  }
  return ids;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** One ledger posting between two of the member's accounts: what every money movement costs the ledger. */
function transfer(db: Database, memberId: string, n: number, key: string) {
  const [from, to] = n % 2 === 0 ? (['Member', 'JL'] as const) : (['JL', 'Member'] as const);
  return postMoney(db, {
    kind: 'TRANSFER',
    memberId,
    idempotencyKey: key,
    requestHash: requestHash('TRANSFER', { from, to, amount: AMOUNT }),
    legs: (book) => [
      { accountId: book.member(from).id, amount: -AMOUNT },
      { accountId: book.member(to).id, amount: AMOUNT },
    ],
    respond: () => ({ from, to, amount: AMOUNT }),
  });
}

/** A deposit paid: CASH_IN → the member's main account, CASH_IN being the one row every member's deposits share. */
const deposit = (db: Database, memberId: string, _n: number, key: string) => depositFromCashIn(db, { memberId, amount: AMOUNT, idempotencyKey: key });

/** `clients` members each move money (`move`: transfers back and forth, or deposits) as fast as the ledger lets them, for `seconds`. */
async function drive(
  raw: Kysely<DatabaseSchema>,
  members: string[],
  clients: number,
  seconds: number,
  tag: string,
  move: (db: Database, memberId: string, n: number, key: string) => Promise<unknown> = transfer,
): Promise<Run> {
  const db = Database.wrap(raw);
  const latencies: number[] = [];
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    members.slice(0, clients).map(async (memberId) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          await move(db, memberId, n, `${tag}-${n}`);
          latencies.push(performance.now() - t0);
        } catch {
          refused++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { tps: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), refused, transfers: latencies.length };
}

function pgbench(args: string[]): string {
  const r = spawnSync('pgbench', args, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${r.stderr || r.error}`);
  return r.stdout;
}

function pgbenchTps(url: string, clients: number): number {
  const out = pgbench(['-c', String(clients), '-j', '2', '-T', String(PGBENCH_SECONDS), '-n', url]);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  if (!match) throw new Error(`no tps in pgbench output:\n${out}`);
  return Number(match[1]);
}

function auditLine(name: string, a: LedgerAudit) {
  return (
    `  ${name.padEnd(11)} ${a.ok ? 'OK  ' : 'FAIL'} ${a.transactions} transactions, ${a.entries} entries; ` +
    `unbalanced ${a.unbalancedTransactions}, off their entries ${a.accountsOffTheirEntries}, negative ${a.negativeAccounts}; ` +
    `members ${a.memberTotal.toLocaleString('en-US')} + held ${a.held} = cash in ${a.cashReceived.toLocaleString('en-US')} − out ${a.cashPaidOut}: ${a.conserved ? 'conserved' : 'NOT CONSERVED'}`
  );
}

const fmt = (n: number) => n.toFixed(0).padStart(8);

async function main() {
  checkLoopback('bench:ledger');
  const started = performance.now();
  const suffix = randomBytes(4).toString('hex');
  const ledgerDb = `bench_ledger_${suffix}`;
  const pgbenchDb = `bench_pgbench_${suffix}`;
  const scaledDb = (c: number) => `bench_pgbench_s${c}_${suffix}`;
  const maxClients = Math.max(...CONCURRENCY);

  console.log(`Ledger benchmark: transfers through the ledger service, ${maxClients} members, 1,000 VND Member ⇄ JILI`);

  // PGlite: one in-process connection, so clients queue for it.
  const lite = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(lite);
  const liteMembers = await openMembers(lite, maxClients);
  const liteRuns = new Map<number, Run>();
  for (const c of CONCURRENCY) liteRuns.set(c, await drive(lite, liteMembers, c, PGLITE_SECONDS, `lite-c${c}`));
  const liteAudit = await auditLedger(Database.wrap(lite));
  await lite.destroy();

  await admin(`create database ${ledgerDb}`);
  await admin(`create database ${pgbenchDb}`);
  const pgRuns = new Map<number, Run>();
  const depositRuns = new Map<number, Run>();
  const pgbenchRuns = new Map<number, number>();
  const scaledRuns = new Map<number, number>();
  let pgAudit: LedgerAudit | undefined;
  try {
    const setup: Db = await openDatabase({ databaseUrl: databaseUrl(ledgerDb), dataDir: '' });
    await migrateToLatest(setup);
    const pgMembers = await openMembers(setup, maxClients);
    await setup.destroy();
    pgbench(['-i', '-s', '1', '-q', databaseUrl(pgbenchDb)]);
    for (const c of CONCURRENCY.filter((n) => n > 1)) {
      await admin(`create database ${scaledDb(c)}`);
      pgbench(['-i', '-s', String(c), '-q', databaseUrl(scaledDb(c))]);
    }

    // Interleaved per concurrency, so both see the same machine at the same moment.
    for (const c of CONCURRENCY) {
      const pool = new pg.Pool({ connectionString: databaseUrl(ledgerDb), max: c });
      const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
      pgRuns.set(c, await drive(db, pgMembers, c, POSTGRES_SECONDS, `pg-c${c}`));
      depositRuns.set(c, await drive(db, pgMembers, c, POSTGRES_SECONDS, `pg-deposit-c${c}`, deposit));
      await db.destroy();
      pgbenchRuns.set(c, pgbenchTps(databaseUrl(pgbenchDb), c));
      scaledRuns.set(c, pgbenchTps(databaseUrl(c > 1 ? scaledDb(c) : pgbenchDb), c));
    }
    const check = await openDatabase({ databaseUrl: databaseUrl(ledgerDb), dataDir: '' });
    pgAudit = await auditLedger(Database.wrap(check));
    await check.destroy();
  } finally {
    await admin(`drop database if exists ${ledgerDb} with (force)`);
    await admin(`drop database if exists ${pgbenchDb} with (force)`);
    for (const c of CONCURRENCY.filter((n) => n > 1)) await admin(`drop database if exists ${scaledDb(c)} with (force)`);
  }

  console.log('');
  console.log(' clients | PGlite tx/s  p50/p99 ms | PostgreSQL tx/s  p50/p99 ms | pgbench -s 1 tps (ratio) | pgbench -s clients tps (ratio)');
  for (const c of CONCURRENCY) {
    const l = liteRuns.get(c)!;
    const p = pgRuns.get(c)!;
    const b = pgbenchRuns.get(c)!;
    const s = scaledRuns.get(c)!;
    console.log(
      `  ${String(c).padStart(6)} | ${fmt(l.tps)} ${`${l.p50.toFixed(1)}/${l.p99.toFixed(1)}`.padStart(13)} | ` +
        `${fmt(p.tps)}        ${`${p.p50.toFixed(1)}/${p.p99.toFixed(1)}`.padStart(11)} | ${fmt(b)} (${(p.tps / b).toFixed(2)})        | ` +
        `${fmt(s)} (${(p.tps / s).toFixed(2)})`,
    );
  }
  console.log('\n PostgreSQL deposits, each through the one CASH_IN account all members share:');
  console.log(' clients | deposits/s  p50/p99 ms');
  for (const c of CONCURRENCY) {
    const d = depositRuns.get(c)!;
    console.log(`  ${String(c).padStart(6)} | ${fmt(d.tps)}   ${`${d.p50.toFixed(1)}/${d.p99.toFixed(1)}`.padStart(11)}`);
  }
  const refused = [...liteRuns.values(), ...pgRuns.values(), ...depositRuns.values()].reduce((sum, r) => sum + r.refused, 0);
  console.log(`\n  refused transfers and deposits: ${refused} (expected 0: every client can afford every transfer)`);
  console.log('  pgbench -s 1 has one branch row that every transaction updates, so its clients contend (the ratio');
  console.log('  flatters us); at -s = clients they contend as little as the ledger clients, which are different members.');
  console.log('\nInvariants (entries balance, none negative, conservation):');
  console.log(auditLine('PGlite', liteAudit));
  console.log(auditLine('PostgreSQL', pgAudit!));
  const expectedTransactions = (runs: Map<number, Run>) => maxClients + [...runs.values()].reduce((sum, r) => sum + r.transfers, 0);
  const deposited = [...depositRuns.values()].reduce((sum, r) => sum + r.transfers, 0);
  const counted = liteAudit.transactions === expectedTransactions(liteRuns) && pgAudit!.transactions === expectedTransactions(pgRuns) + deposited;
  console.log(`  every acknowledged transfer and deposit recorded exactly once: ${counted ? 'yes' : 'NO'}`);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (!liteAudit.ok || !pgAudit!.ok || !counted || refused > 0) process.exitCode = 1;
}

await main();
