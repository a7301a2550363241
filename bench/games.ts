/**
 * npm run bench:games — slot spins per second through the whole path, on embedded PGlite and on
 * PostgreSQL: HTTP → the sandbox provider's game API → its wallet (stake and win in one transaction)
 * → the bet record pushed over HTTP to the platform, stored once with the member's game-wallet figures
 * and the day's turnover. Beside it, in the same run on the same database, the ledger's own transfer
 * rate (one posting between two of a member's accounts, as bench:ledger measures it): the figure is how
 * many ledger transfers one spin costs (goal ≤ 1.5).
 *
 * Each client is one member with money in JILI playing Kho Báu Rồng at 1,000 VND a spin. The server
 * refuses a player's spin within 2.5 s of the previous one (the regulator's minimum); the bench moves
 * the app's clock forward before a player's spin as far as that player needs (2.6 s after its last
 * answer), so the rule holds in the app's time while the machine spins as fast as it can. A spin counts when its bet record is stored on our side.
 *
 * Then the lottery (issue 11): one draw with 100,000 open tickets (BENCH_LOTTERY_TICKETS), drawn and
 * settled (goal: under 10 s on PostgreSQL), and the time until the platform has stored every settlement,
 * with the database's time per phase (the provider's claims, round updates, wallet credits and
 * acknowledgements; the platform's stores and balance announcements).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PROVIDER_BASE_PATH } from '@app/contract/sandbox-provider';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { Database, migrateToLatest, openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { createMemoryEventBus } from '../apps/server/src/lib/events/member-event-bus.ts';
import { createMemoryKvStore } from '../apps/server/src/lib/kv/memory-kv-store.ts';
import { depositFromCashIn, postMoney, requestHash } from '../apps/server/src/modules/ledger/service.ts';
import { openMemberAccounts } from '../apps/server/src/modules/wallet/service.ts';
import { admin, checkLoopback, databaseUrl } from './support/postgres.ts';
import { postgresCpuMicros, processCpuMicros } from './support/cpu.ts';
import { sql, type KyselyPlugin, type OperationNode, type RootOperationNode, type TableNode } from 'kysely';
import { DEFAULT_LOTTERY_ODDS, LOTTERY_GAMES, nextDrawAt } from '@app/domain/lottery';
import { ensureDrawAt, SETTLE_BATCH, SETTLE_LANES } from '../apps/server/src/modules/sandbox-provider/lottery/draws.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const STAKE = 1_000;
const FUNDED = 50_000_000;

type Figures = { perSecond: number; p50: number; p99: number; count: number; refused: number; nodeCpuUs: number; postgresCpuUs: number | null };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function run(label: string, db: Db, embedded: boolean): Promise<void> {
  await migrateToLatest(db);
  let skew = 0;
  const now = () => Date.now() + skew;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.BENCH_LOG ?? 'silent', WEB_DIST: '/nonexistent', OPERATOR_DIST: '/nonexistent', GAME_RECONCILE_INTERVAL_SECONDS: '0' });
  const app = await buildApp({ config, db, kv: createMemoryKvStore(), events: createMemoryEventBus(), now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const database = Database.wrap(db);
  try {
    const openGameSession = async (memberId: string) => {
      const { url } = await app.play.launch(memberId, 'kho-bau-rong');
      const launchToken = new URL(url, base).searchParams.get('token')!;
      const session = await post(`${base}${SANDBOX_PROVIDER_BASE_PATH}/game/session`, { launchToken });
      return (session.json as { sessionToken: string }).sessionToken;
    };
    // Members with money in JILI and an open game session each.
    const players: { memberId: string; session: string }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const memberId = randomUUID();
      await database.transaction(async (trx) => {
        await trx.db
          .insertInto('members')
          .values({ id: memberId, username: `bgame${i}`, nickname: `Bench ${i}`, nickname_key: `bench ${i}`, phone: 910_000_000 + i, password_hash: '-', agent_name: '', brand_id: 'rong-vang' })
          .execute();
        await openMemberAccounts(trx, memberId);
      });
      await depositFromCashIn(database, { memberId, amount: FUNDED * 2, idempotencyKey: 'bench:opening' });
      await app.play.move({ memberId, from: 'Member', to: 'JL', amount: FUNDED, idempotencyKey: 'bench_fund_jili' });
      players.push({ memberId, session: await openGameSession(memberId) });
    }

    // Each player's next spin 2.6 s of the app's time after its last answer (so after the round's time):
    // the clock moves on only as far as the player about to spin needs, not 2.6 s for every spin, so
    // it stays near real time and the 60 s life of the server-to-server signatures holds.
    // The players' turns interleave, so the clock moves about 2.6 s a spin (hundreds of times real time
    // at these rates): a server-to-server call held up for more than some tens of ms outlives its 60 s
    // signature and is refused (counted as refused, never as a spin). One spin each first, one after
    // another, so nothing starts cold.
    // The live tables' rounds and the lottery's draws follow the app's clock, which the spins below run
    // hundreds of times faster than real time: left running, they would play hundreds of table rounds
    // and draws a second (a quarter of a statement a spin, measured), none of which a spin causes. They
    // stay stopped until the lottery's draw below.
    await app.sandboxTickers.stop();
    const answeredAt = new Map<string, number>();
    const spin = async (p: (typeof players)[number]) => {
      const due = (answeredAt.get(p.memberId) ?? 0) + 2_600;
      if (now() < due) skew += due - now();
      const res = await post(`${base}${SANDBOX_PROVIDER_BASE_PATH}/game/slot/spin`, { stake: STAKE }, p.session);
      answeredAt.set(p.memberId, now());
      // So a game session's 2 h end after some 2,800 spins of all players (which capped the figure at
      // ~350 spins/s over 8 s): the player then opens a new one, as a member would (the refused spin is not counted).
      if (res.status === 401) p.session = await openGameSession(p.memberId);
      return res.status === 200;
    };
    for (const p of players) await spin(p);
    const spins = await timed(players, spin);
    // Every record pushed and stored before the figures are read.
    await app.play.reconcile({ checkBalances: false });
    const stored = await db.selectFrom('game_rounds').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();

    const moves = new Map<string, number>();
    const ledger = await timed(players, async (p) => {
      // Each member back and forth between two of its own accounts, never below zero.
      const n = moves.get(p.memberId) ?? 0;
      moves.set(p.memberId, n + 1);
      const from = n % 2 === 0 ? 'Member' : 'KULT';
      const to = from === 'Member' ? 'KULT' : 'Member';
      await postMoney(database, {
        kind: 'TRANSFER',
        memberId: p.memberId,
        idempotencyKey: `bench-ledger-${n}`,
        requestHash: requestHash('TRANSFER', { from, to, amount: STAKE }),
        legs: (book) => [
          { accountId: book.member(from).id, amount: -STAKE },
          { accountId: book.member(to).id, amount: STAKE },
        ],
        respond: () => ({}),
      });
      return true;
    });
    const report = await app.play.reconcile({ minAgeMs: 0 });

    console.log(`\n${label}, ${CLIENTS} clients, ${SECONDS} s each`);
    console.log(`  spins (HTTP → provider wallet → bet record stored): ${spins.perSecond.toFixed(1)}/s, p50 ${spins.p50.toFixed(1)} ms, p99 ${spins.p99.toFixed(1)} ms, refused ${spins.refused}; rounds stored ${stored.n}`);
    console.log(`  ledger transfers (one posting):                     ${ledger.perSecond.toFixed(1)}/s, p50 ${ledger.p50.toFixed(1)} ms, p99 ${ledger.p99.toFixed(1)} ms`);
    console.log(`  a spin costs ${(ledger.perSecond / spins.perSecond).toFixed(2)} ledger transfers (goal ≤ 1.5)`);
    // CPU per operation: steadier than the rates on a shared machine. On PGlite the database runs in this
    // process, so its figure is the whole cost; on PostgreSQL the server's processes are counted beside it.
    const cpu = (f: Figures) => f.nodeCpuUs + (embedded ? 0 : (f.postgresCpuUs ?? 0));
    const where = (f: Figures) => (embedded ? `${f.nodeCpuUs.toFixed(0)} µs in this process (database included)` : `${f.nodeCpuUs.toFixed(0)} µs here + ${f.postgresCpuUs?.toFixed(0) ?? '?'} µs in PostgreSQL's processes`);
    console.log(`  CPU per spin ${where(spins)}; per transfer ${where(ledger)}: by CPU a spin costs ${(cpu(spins) / cpu(ledger)).toFixed(2)} transfers`);
    console.log(`  reconciliation afterwards: ${report.checked} provider balances checked, ${report.alerts} alerts, ${report.stillPending} orders pending`);

    // The draw as it runs in service: the lottery's own ticker beside the ticks below (the clock now moves only with them).
    app.sandboxTickers.start();
    const draw = await lotteryDraw(app, database, (ms) => (skew += ms), now);
    const rate = (seconds: number) => Math.round(draw.tickets / seconds).toLocaleString('en-US');
    console.log(`  lottery on ${label}: one draw with ${draw.tickets.toLocaleString('en-US')} open tickets of ${LOTTERY_PLAYERS} players, ${SETTLE_BATCH.toLocaleString('en-US')} a batch, ${SETTLE_LANES} batches at once`);
    console.log(`    drawn and settled by the provider in ${draw.settleSeconds.toFixed(2)} s (${rate(draw.settleSeconds)} tickets/s; goal < 10 s on PostgreSQL)`);
    console.log(`    every settlement stored by the platform after ${draw.storedSeconds.toFixed(2)} s (${rate(draw.storedSeconds)} records/s pushed and stored; ${(draw.storedSeconds - draw.settleSeconds).toFixed(2)} s after the last batch)`);
    console.log('    statement time per phase until then (summed over statements running at once, so more than the wall time):');
    for (const phase of draw.phases) console.log(`      ${phase.phase.padEnd(44)} ${(phase.ms / 1000).toFixed(2).padStart(7)} s in ${String(phase.count).padStart(5)} statements`);
  } finally {
    await app.close();
  }
}

const LOTTERY_TICKETS = Number(process.env.BENCH_LOTTERY_TICKETS ?? 100_000);
const LOTTERY_PLAYERS = 200;

/**
 * One fast-lottery draw with LOTTERY_TICKETS open lô tickets (1 point, 23,000 VND) spread over
 * LOTTERY_PLAYERS members, written straight into the provider's tables as purchases leave them (the
 * purchase path is what the spins measure). The clock then passes the draw and the lottery's job runs:
 * the figure is the time from the draw until its last ticket is paid (drawn, settled in batches, wallets
 * credited), and until the platform has stored every settlement pushed to it.
 */
async function lotteryDraw(app: Awaited<ReturnType<typeof buildApp>>, database: Database, advance: (ms: number) => void, now: () => number) {
  const game = LOTTERY_GAMES['sieu-toc-1'];
  const drawAt = nextDrawAt(game, now() + 60_000);
  const draw = await ensureDrawAt(database, 'sieu-toc-1', drawAt);
  const members: string[] = [];
  for (let i = 0; i < LOTTERY_PLAYERS; i++) {
    const memberId = randomUUID();
    members.push(memberId);
    await database.transaction(async (trx) => {
      await trx.db
        .insertInto('members')
        .values({ id: memberId, username: `blot${i}`, nickname: `Xổ số ${i}`, nickname_key: `xo so ${i}`, phone: 920_000_000 + i, password_hash: '-', agent_name: '', brand_id: 'rong-vang' })
        .execute();
      await openMemberAccounts(trx, memberId);
    });
  }
  const players = members.map((m) => `KULT.${m}`);
  await sql`insert into sandbox_wallets (player_id, balance) select unnest(${players}::text[]), 1000000000`.execute(database.db);
  const placedAt = new Date(drawAt - 30_000);
  // Sold at the street rates (each ticket keeps the odds it was sold at).
  const lo = DEFAULT_LOTTERY_ODDS.lo;
  await sql`
    insert into sandbox_rounds (round_id, player_id, game_id, engine, stake, win, balance_before, balance_after, detail, seed_id,
                                server_seed_hash, client_seed, nonce, played_at, status, revision, pushed_at)
    select 'LOT-bench-' || g, (${players}::text[])[1 + g % ${LOTTERY_PLAYERS}], 'xo-so-sieu-toc-1', 'lottery:sieu-toc-1', 23000, 0,
           1000000000, 1000000000 - 23000, '{}'::jsonb, null, ${draw.server_seed_hash}, ${draw.draw_id}, 0, ${placedAt}, 'open', 0, ${placedAt}
    from generate_series(1, ${LOTTERY_TICKETS}) g
  `.execute(database.db);
  await sql`
    insert into sandbox_lottery_tickets (round_id, draw_id, player_id, game_id, client_id, bet_type, numbers, points, cost, placed_at, point_price, payout_per_point)
    select 'LOT-bench-' || g, ${draw.draw_id}, (${players}::text[])[1 + g % ${LOTTERY_PLAYERS}], 'xo-so-sieu-toc-1', 'bench-' || g, 'lo',
           jsonb_build_array(lpad((g % 100)::text, 2, '0')), 1, 23000, ${placedAt}, ${lo.pointPrice}, ${lo.payoutPerPoint}
    from generate_series(1, ${LOTTERY_TICKETS}) g
  `.execute(database.db);

  advance(drawAt + 1 - now());
  statements.start();
  const started = performance.now();
  for (;;) {
    const n = await app.sandboxLottery.tick();
    if (process.env.BENCH_DEBUG) console.log('tick settled', n);
    const row = await database.db.selectFrom('sandbox_lottery_draws').select('settled_at').where('draw_id', '=', draw.draw_id).executeTakeFirstOrThrow();
    if (row.settled_at) break;
  }
  const settleSeconds = (performance.now() - started) / 1000;
  for (;;) {
    const stored = await database.db
      .selectFrom('game_rounds')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('game_id', '=', 'xo-so-sieu-toc-1')
      .where('status', '=', 'settled')
      .executeTakeFirstOrThrow();
    if (process.env.BENCH_DEBUG) console.log('stored', stored.n);
    if (Number(stored.n) >= LOTTERY_TICKETS) break;
    // Not too often: on PGlite the count (a scan of game_rounds) takes the one connection from the ingest.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const storedSeconds = (performance.now() - started) / 1000;
  return { tickets: LOTTERY_TICKETS, settleSeconds, storedSeconds, phases: statements.stop() };
}

/** Which phase of the draw a statement belongs to: the raw SQL's text, or a builder query's kind and first table. */
const PHASES: [RegExp, string][] = [
  [/^UpdateQueryNode sandbox_lottery_tickets/, 'provider: claim tickets (lock + mark settled)'],
  [/update sandbox_rounds r\s+set win/, 'provider: settle rounds (win, detail, seq)'],
  [/sandbox_wallets/, 'provider: credit wallets (lock + add)'],
  [/sandbox_lottery_draws/, 'provider: draw (prizes, settled mark)'],
  [/set pushed_at/, 'provider: mark pushed (acknowledged)'],
  [/with incoming as/, 'platform: store rounds (storeRounds)'],
  [/^SelectQueryNode (game_wallets|ledger_accounts)/, 'platform: balances told to members'],
  [/^SelectQueryNode game_rounds/, 'bench: counting stored rounds'],
];

function phaseOf(node: RootOperationNode): string {
  const text = node.kind === 'RawNode' ? node.sqlFragments.join('?') : `${node.kind} ${firstTable(node) ?? ''}`;
  return PHASES.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}

function firstTable(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if ((node as OperationNode).kind === 'TableNode') return (node as TableNode).table.identifier.name;
  for (const child of Object.values(node)) {
    const table = firstTable(child);
    if (table) return table;
  }
  return undefined;
}

/**
 * The database's time per phase while the draw is settled and stored: a plugin notes when each statement
 * is compiled and when its result comes back. A statement outside a transaction (the platform's, the
 * acknowledgements) counts its wait for a connection too: on PGlite's one connection, the time it stood
 * behind the settlement's transactions. Off outside the draw.
 */
function statementTimes() {
  const pending = new Map<string, { phase: string; at: number }>();
  const totals = new Map<string, { count: number; ms: number }>();
  let recording = false;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (recording) pending.set(queryId.queryId, { phase: phaseOf(node), at: performance.now() });
      return node;
    },
    async transformResult({ result, queryId }) {
      const started = pending.get(queryId.queryId);
      if (started) {
        pending.delete(queryId.queryId);
        const total = totals.get(started.phase) ?? { count: 0, ms: 0 };
        totals.set(started.phase, { count: total.count + 1, ms: total.ms + performance.now() - started.at });
      }
      return result;
    },
  };
  return {
    plugin,
    start() {
      totals.clear();
      recording = true;
    },
    stop() {
      recording = false;
      return [...totals].map(([phase, t]) => ({ phase, ...t })).sort((a, b) => b.ms - a.ms);
    },
  };
}
const statements = statementTimes();

async function timed<P>(players: P[], work: (p: P) => Promise<boolean>): Promise<Figures> {
  const latencies: number[] = [];
  let refused = 0;
  const cpuBefore = processCpuMicros();
  const postgresBefore = postgresCpuMicros();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    players.map(async (p) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (await work(p)) latencies.push(performance.now() - t0);
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const postgresAfter = postgresCpuMicros();
  const count = Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
    refused,
    nodeCpuUs: (processCpuMicros() - cpuBefore) / count,
    postgresCpuUs: postgresBefore === null || postgresAfter === null ? null : (postgresAfter - postgresBefore) / count,
  };
}

/**
 * The players' calls, over kept-alive connections (node:http, as a game client's connection to its
 * provider stays open): Node's fetch costs several times the server's own work per call, and this
 * client shares the server's process and cores.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function post(url: string, body: unknown, bearer?: string): Promise<{ status: number; json: unknown }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, json: raw ? (JSON.parse(raw) as unknown) : null });
      });
    });
    request.end(text);
  });
}

async function main() {
  // The lottery's figures per phase come from the statement timer (idle until the draw).
  await run('PGlite (embedded)', (await openDatabase({ dataDir: 'memory://' })).withPlugin(statements.plugin), true);
  checkLoopback('bench:games');
  const name = `bench_games_${process.pid}`;
  await admin(`create database ${name}`);
  try {
    await run('PostgreSQL', (await openDatabase({ databaseUrl: databaseUrl(name), dataDir: '' })).withPlugin(statements.plugin), false);
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
