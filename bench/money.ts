/**
 * npm run bench:money — money calls over real HTTP under concurrency and database faults (issue 7,
 * item 11): the latency of every money call, the deadlocks PostgreSQL counted, and the books audited.
 *
 * Two API instances (each its own process, so neither shares a thread with this load generator) on
 * one scratch PostgreSQL database and one Redis key prefix, with the same JWT secret, each on its own
 * loopback port. BENCH_MEMBERS members (default 20) are written straight to the database, funded and
 * given a bank card; BENCH_WORKERS workers (default 20), each acting as one member, send for
 * BENCH_SECONDS (default 30) round after round of, all at once, the case the issue names and the rest
 * of the cashier: a withdrawal, a transfer main → JILI, one JILI → main, a deposit, and the gateway's
 * "paid" callback for the member's previous deposit. Calls alternate between the instances, as a load
 * balancer without sticky sessions would send them; every one is signed afresh as the client signs it.
 * A 503, a network error, a 409 or another 5xx is retried with the same idempotency key (a withdrawal
 * sealed afresh, as the client does); BENCH_LOST_ANSWERS (default 0.02) of the answers are dropped on
 * purpose and the call sent again, whose answer must be the stored first one.
 * BENCH_FAULTS (default 1) ends every database connection of both instances twice during the run: they
 * are to answer 503 + Retry-After meanwhile and recover by themselves. BENCH_PROFILE=<dir> runs the
 * instances under --cpu-prof (a profile each, written as they stop).
 *
 * Prints per call kind the attempts' p50/p99/max, money ops/s, retries, 503s, the lock waits sampled
 * in pg_stat_activity and the deadlocks of pg_stat_database (goal 0), then checks the books: the audit (entries balance, nothing negative,
 * members + held = cash in − cash out), every acknowledged operation recorded exactly once under its
 * key with the id it was answered with, nothing refused recorded, and every balance equal to the
 * fixtures plus the acknowledged operations. Exits 1 if any of that fails, or on an unexpected answer
 * (a refusal, a 409, a 5xx other than 503) or an operation still unanswered after the run.
 * PostgreSQL: TEST_DATABASE_URL or postgres@127.0.0.1:5432, loopback only; Redis: REDIS_URL,
 * TEST_REDIS_URL or redis://127.0.0.1:6379. The scratch database and the Redis keys are dropped at the end,
 * also after a failure or a Ctrl+C (which ends the run early; under the tsx CLI only if the process answers
 * tsx within its 30 ms, else tsx kills it: `node --import tsx bench/money.ts` is safe).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { API_BASE_PATH, api, sealEnvelope, type RouteName } from '@app/contract';
import { DEFAULT_BRAND, GAME_PROVIDERS, MAIN_WALLET_KEY, type GameProviderCode, type WalletKey } from '@app/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { Database, migrateToLatest, openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { serverSecret } from '../apps/server/src/db/server-secrets.ts';
import { createMemberEventBus } from '../apps/server/src/lib/events/create-member-event-bus.ts';
import { createKvStore } from '../apps/server/src/lib/kv/create-kv-store.ts';
import { nodeSigning } from '../apps/server/src/lib/node-signing.ts';
import { createAccessTokens } from '../apps/server/src/modules/auth/access-tokens.ts';
import { orderIdFor } from '../apps/server/src/modules/games/transfers/transfers.ts';
import { gameAccountBalancesOf } from '../apps/server/src/modules/games/transfers/wallet-moves.ts';
import { depositFromCashIn } from '../apps/server/src/modules/ledger/service.ts';
import { insertMember } from '../apps/server/src/modules/members/service.ts';
import { auditLedger, type LedgerAudit } from '../apps/server/src/modules/ledger/invariants.ts';
import { SANDBOX_PROVIDER_ID, SANDBOX_SECRET_NAME, SANDBOX_SIGNATURE_HEADER } from '../apps/server/src/modules/payments/deposits/gateway/sandbox.ts';
import { gatewayCallbackPath } from '../apps/server/src/modules/payments/deposits/gateway-callback.ts';
import { openMemberAccounts } from '../apps/server/src/modules/wallet/service.ts';
import { admin, checkLoopback, databaseUrl } from './support/postgres.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const FAULTS = !['0', 'false'].includes(process.env.BENCH_FAULTS ?? '1');
const LOST_ANSWERS = Number(process.env.BENCH_LOST_ANSWERS ?? 0.02);
const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const GAME: WalletKey = 'JL';
/** The provider that holds the JILI account's money: a transfer is an order to it, recorded in the ledger against its account. */
const GAME_PROVIDER = GAME_PROVIDERS.find((p) => p.walletKey === GAME)!.code as GameProviderCode;
/** In JILI before the run (a transfer through the API), so a transfer back never finds it empty. */
const GAME_SEED = 1_000_000;
const OPENING_BALANCE = 100_000_000_000;
const TRANSFER_OUT = 20_000;
const TRANSFER_BACK = 10_000;
/** The smallest withdrawal and an online-banking deposit inside the default limits. */
const WITHDRAWAL = 100_000;
const DEPOSIT = 200_000;
const DEPOSIT_BANK = 1001;
/** Attempts per call during the run; what is still unanswered is asked again once the run is over. */
const ATTEMPTS = 6;
const ATTEMPT_TIMEOUT_MS = 10_000;

const KINDS = ['transfer', 'withdraw', 'deposit', 'settle'] as const;
type Kind = (typeof KINDS)[number];

type Member = { id: string; token: string; cardId: number; lastTimestamp: number };
type Request = { path: string; body: string | undefined; headers: Record<string, string> };
type Reply = { status: number; text: string; retryAfter: string | null; replayed: boolean; ms: number };
type Op = {
  kind: Kind;
  member: Member;
  /** The idempotency key; a settlement's callback has none (the deposit is its key), so its deposit's ledger key stands here. */
  key: string;
  amount: number;
  from?: WalletKey;
  to?: WalletKey;
  /** The deposit a settlement pays. */
  deposit?: Op;
  /** A fresh request per attempt: signed again (a withdrawal also sealed again), the same content. */
  request: () => Request;
  outcome: 'pending' | 'ok' | 'refused' | 'unresolved';
  /** The ledger transaction, withdrawal or deposit id the call was answered with. */
  answerId?: number;
  tries: number;
  started: number;
};
type Stats = {
  ok: number;
  refused: number;
  attempts: number;
  retries: number;
  unavailable: number;
  otherServerErrors: number;
  conflicts: number;
  networkErrors: number;
  replayed: number;
  attemptMs: number[];
  opMs: number[];
};

/** Ctrl+C ends the run early and still cleans up; a second one ends the process at once. */
const interrupted = { now: false };
const running = (deadline: number) => performance.now() < deadline && !interrupted.now;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const newKey = () => `bm_${randomBytes(12).toString('hex')}`;

// ------------------------------------------------------------------------------------ the instances

/** The child's side: one API instance on the scratch database and the shared Redis prefix, until SIGTERM. */
async function serveInstance(): Promise<void> {
  const env = process.env;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Unhandled errors (500s) only: their lines go to the parent, which reports them.
    LOG_LEVEL: 'error',
    WEB_DIST: '/nonexistent',
    OPERATOR_DIST: '/nonexistent',
    DATABASE_URL: env.BENCH_DATABASE_URL,
    REDIS_URL: env.BENCH_REDIS_URL,
    REDIS_KEY_PREFIX: env.BENCH_REDIS_PREFIX,
    JWT_SECRET: env.BENCH_JWT_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: env.BENCH_TOKEN_TTL,
    // A deposit cut off by a fault stays open; the cap of 5 would then refuse the member's next ones.
    MAX_OPEN_DEPOSITS: '1000',
  });
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, db, kv: createKvStore(config), events: createMemberEventBus(config) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
  // The parent stops it (a Ctrl+C reaches the whole process group), and it never outlives the parent.
  process.on('SIGINT', () => {});
  process.on('disconnect', () => process.exit(1));
  process.send!({ url });
}

type Instance = { child: ChildProcess; url: string; errorLines: string[] };

/** This file again, as an instance; resolves with its URL once it listens. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, ...env, BENCH_MONEY_INSTANCE: '1' },
  });
  const errorLines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    // The request log reports every 5xx at error level; a 503 (the database away) is counted from the answers.
    errorLines.push(...lines.filter((l) => l.trim() !== '' && !l.includes('"statusCode":503')));
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`money instance exited (${code}) before it listened`)));
  });
  return { child, url, errorLines };
}

/** SIGTERM, so the instance closes its pool (its backends then flush their statistics); SIGKILL after 10 s. */
async function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ------------------------------------------------------------------------------------------ fixtures

/** Members with a funded main account, written straight to the database (their JILI accounts are funded through the API: a provider holds that money). */
async function openMembers(db: Db, count: number, tokens: ReturnType<typeof createAccessTokens>): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await Database.wrap(db).transaction(async (trx) => {
      const nickname = `Bench money ${i}`;
      await insertMember(trx, {
        id,
        username: `bmoney${String(i).padStart(5, '0')}`,
        nickname,
        nickname_key: nickname.toLocaleLowerCase('vi'),
        phone: 900_000_000 + i,
        // Nobody logs in: the access tokens are minted with the instances' secret.
        password_hash: '-',
        agent_name: '',
        brand_id: DEFAULT_BRAND.id,
      });
      await openMemberAccounts(trx, id);
    });
    await depositFromCashIn(Database.wrap(db), { memberId: id, amount: OPENING_BALANCE, idempotencyKey: 'bench:opening' });
    members.push({ id, token: await tokens.issue({ memberId: id, familyId: randomUUID() }), cardId: 0, lastTimestamp: 0 });
  }
  return members;
}

/** A signed member call, as the client sends it; timestamps strictly increase per member, so no signature repeats. */
function memberRequest(member: Member, route: RouteName, payload?: unknown): Request {
  const path = `${API_BASE_PATH}${api[route].path}`;
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  member.lastTimestamp = Math.max(Date.now(), member.lastTimestamp + 1);
  const signed = nodeSigning.signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path, timestamp: member.lastTimestamp, body });
  const type: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return { path, body, headers: { ...type, authorization: `Bearer ${member.token}`, ...signed } };
}

async function post(base: string, request: Request): Promise<Reply> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body ?? null,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, text, retryAfter: res.headers.get('retry-after'), replayed: res.headers.get('idempotent-replayed') === 'true', ms: performance.now() - started };
  } catch {
    // Refused, reset or timed out: the answer is lost, whether or not the server acted on the call.
    return { status: 0, text: '', retryAfter: null, replayed: false, ms: performance.now() - started };
  }
}

// ---------------------------------------------------------------------------------------- the calls

type Bench = {
  bases: string[];
  envelope: { keyId: string; publicKey: string };
  gatewaySecret: string;
  ops: Op[];
  stats: Record<Kind, Stats>;
  /** Unexpected answers (refusals, 409s, 5xx other than 503, a 503 without Retry-After), counted by text. */
  notes: Map<string, number>;
  lostAnswers: { sent: number; sameAnswer: number };
};

function emptyStats(): Stats {
  return { ok: 0, refused: 0, attempts: 0, retries: 0, unavailable: 0, otherServerErrors: 0, conflicts: 0, networkErrors: 0, replayed: 0, attemptMs: [], opMs: [] };
}

function combined(parts: Stats[]): Stats {
  const sum = emptyStats();
  for (const s of parts) {
    for (const key of ['ok', 'refused', 'attempts', 'retries', 'unavailable', 'otherServerErrors', 'conflicts', 'networkErrors', 'replayed'] as const) sum[key] += s[key];
    sum.attemptMs.push(...s.attemptMs);
    sum.opMs.push(...s.opMs);
  }
  return sum;
}

function note(bench: Bench, kind: Kind, reply: Reply) {
  const text = `${kind} → ${reply.status} ${reply.text.slice(0, 200)}`;
  bench.notes.set(text, (bench.notes.get(text) ?? 0) + 1);
}

function newOp(bench: Bench, fields: Omit<Op, 'outcome' | 'tries' | 'started'>): Op {
  const op: Op = { ...fields, outcome: 'pending', tries: 0, started: 0 };
  bench.ops.push(op);
  return op;
}

function transferOp(bench: Bench, member: Member, from: WalletKey, to: WalletKey, amount: number): Op {
  const key = newKey();
  return newOp(bench, { kind: 'transfer', member, key, amount, from, to, request: () => memberRequest(member, 'walletTransfer', { from, to, amount, idempotencyKey: key }) });
}

function withdrawalOp(bench: Bench, member: Member): Op {
  const key = newKey();
  const fields = { cardId: member.cardId, amount: WITHDRAWAL, idempotencyKey: key };
  const request = () =>
    memberRequest(member, 'withdrawalCreate', { keyId: bench.envelope.keyId, sealed: sealEnvelope(fields, bench.envelope.publicKey, DEFAULT_BRAND.appKey) });
  return newOp(bench, { kind: 'withdraw', member, key, amount: WITHDRAWAL, request });
}

function depositOp(bench: Bench, member: Member): Op {
  const key = newKey();
  const body = { channel: 'ONLINE_BANKING', amount: DEPOSIT, bankCode: DEPOSIT_BANK, idempotencyKey: key };
  return newOp(bench, { kind: 'deposit', member, key, amount: DEPOSIT, request: () => memberRequest(member, 'depositCreate', body) });
}

/** The sandbox gateway's "paid" for a deposit, signed as its bank signs it; a repeat is the same callback. */
function settlementOp(bench: Bench, deposit: Op): Op {
  const body = JSON.stringify({ depositId: deposit.answerId, amount: deposit.amount, outcome: 'paid', reference: `BENCH${deposit.answerId}` });
  const signature = createHmac('sha256', bench.gatewaySecret).update(body).digest('hex');
  const request = () => ({
    path: `${API_BASE_PATH}${gatewayCallbackPath(SANDBOX_PROVIDER_ID)}`,
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
  return newOp(bench, { kind: 'settle', member: deposit.member, key: `deposit:${deposit.answerId}`, amount: deposit.amount, deposit, request });
}

function answerId(kind: Kind, text: string): number {
  const json = JSON.parse(text) as { transactionId?: number; id?: number; withdrawal?: { id: number } };
  const id = kind === 'transfer' ? json.transactionId : kind === 'withdraw' ? json.withdrawal?.id : json.id;
  if (typeof id !== 'number') throw new Error(`${kind} answered without an id: ${text.slice(0, 200)}`);
  return id;
}

/** Sends until answered 200 or refused; 503, 409, other 5xx and lost answers are retried with the same key. */
async function perform(bench: Bench, op: Op, pick: () => string, attempts: number, timed: boolean): Promise<void> {
  const stats = bench.stats[op.kind];
  if (op.tries === 0) op.started = performance.now();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const reply = await post(pick(), op.request());
    stats.attempts++;
    if (op.tries++ > 0) stats.retries++;
    if (reply.status === 0) stats.networkErrors++;
    else stats.attemptMs.push(reply.ms);
    if (reply.status === 200) {
      op.outcome = 'ok';
      op.answerId = answerId(op.kind, reply.text);
      stats.ok++;
      if (reply.replayed) stats.replayed++;
      if (timed) stats.opMs.push(performance.now() - op.started);
      return;
    }
    if (reply.status === 503) {
      stats.unavailable++;
      if (reply.retryAfter === null) note(bench, op.kind, { ...reply, text: `(no Retry-After) ${reply.text}` });
    } else if (reply.status === 409) {
      stats.conflicts++;
      note(bench, op.kind, reply);
    } else if (reply.status >= 500) {
      stats.otherServerErrors++;
      note(bench, op.kind, reply);
    } else if (reply.status !== 0) {
      op.outcome = 'refused';
      stats.refused++;
      note(bench, op.kind, reply);
      return;
    }
    // Retry-After as the server asks (a second), else a short backoff.
    await sleep(reply.status === 503 ? 1000 * Number(reply.retryAfter ?? 1) + Math.random() * 200 : 100 * attempt);
  }
  op.outcome = 'unresolved';
}

/** An answer lost on its way: the same call again must be answered with the stored first answer. */
async function resendAfterLostAnswer(bench: Bench, op: Op, pick: () => string): Promise<void> {
  bench.lostAnswers.sent++;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const reply = await post(pick(), op.request());
    bench.stats[op.kind].attempts++;
    if (reply.status === 503) bench.stats[op.kind].unavailable++;
    if (reply.status === 0 || reply.status === 503) {
      await sleep(reply.status === 503 ? 1000 : 100 * attempt);
      continue;
    }
    bench.stats[op.kind].attemptMs.push(reply.ms);
    if (reply.status === 200 && reply.replayed && answerId(op.kind, reply.text) === op.answerId) bench.lostAnswers.sameAnswer++;
    else note(bench, op.kind, { ...reply, text: `(lost answer re-sent, first answer id ${op.answerId}) ${reply.text}` });
    return;
  }
  note(bench, op.kind, { status: 0, text: `(lost answer re-sent: no answer in ${ATTEMPTS} attempts)`, retryAfter: null, replayed: false, ms: 0 });
}

/** One member's rounds until the deadline: the issue's withdrawal + two transfers at once, with a deposit and a settlement. */
async function worker(bench: Bench, member: Member, index: number, deadline: number): Promise<void> {
  let next = index;
  const pick = () => bench.bases[next++ % bench.bases.length]!;
  let previousDeposit: Op | undefined;
  while (running(deadline)) {
    const deposit = depositOp(bench, member);
    const round = [
      withdrawalOp(bench, member),
      transferOp(bench, member, MAIN_WALLET_KEY, GAME, TRANSFER_OUT),
      transferOp(bench, member, GAME, MAIN_WALLET_KEY, TRANSFER_BACK),
      deposit,
      ...(previousDeposit?.outcome === 'ok' ? [settlementOp(bench, previousDeposit)] : []),
    ];
    await Promise.all(
      round.map(async (op) => {
        await perform(bench, op, pick, ATTEMPTS, true);
        if (op.outcome === 'ok' && op.kind !== 'settle' && Math.random() < LOST_ANSWERS) await resendAfterLostAnswer(bench, op, pick);
      }),
    );
    previousDeposit = deposit;
  }
}

// ------------------------------------------------------------------------------------------ checks

/** Every acknowledged operation once under its key with its answered id, nothing refused recorded, every balance as expected. */
async function checkBooks(db: Db, bench: Bench, members: Member[], opening: Map<string, number>): Promise<string[]> {
  const problems: string[] = [];
  const ledger = await db.selectFrom('ledger_transactions').select(['id', 'kind', 'member_id', 'idempotency_key']).execute();
  const requests = await db.selectFrom('payment_requests').select(['id', 'member_id', 'type', 'status', 'idempotency_key']).execute();
  const ledgerByKey = new Map(ledger.map((t) => [`${t.member_id}:${t.idempotency_key}`, t]));
  const requestByKey = new Map(requests.map((r) => [`${r.member_id}:${r.type}:${r.idempotency_key}`, r]));

  const expected = new Map(opening);
  const add = (account: string, amount: number) => expected.set(account, (expected.get(account) ?? 0) + amount);
  const settled = new Set(bench.ops.filter((o) => o.kind === 'settle' && o.outcome === 'ok').map((o) => o.deposit!));
  const acknowledged = { transfer: new Set<string>(), withdraw: new Set<string>(), deposit: new Set<string>() };

  for (const op of bench.ops) {
    const m = op.member.id;
    if (op.kind === 'transfer') {
      // Each transfer is one order to the provider (into the game or out of it), posted in the ledger under the order's id.
      const into = op.to === GAME;
      const kind = into ? 'GAME_TRANSFER_IN' : 'GAME_TRANSFER_OUT';
      const row = ledgerByKey.get(`${m}:game:${orderIdFor(m, op.key, GAME_PROVIDER, into ? 'in' : 'out')}`);
      if (op.outcome === 'refused' && row) problems.push(`refused transfer ${op.key} was recorded (ledger transaction ${row.id})`);
      if (op.outcome !== 'ok') continue;
      acknowledged.transfer.add(`${m}:${op.key}`);
      if (!row || row.kind !== kind) problems.push(`acknowledged transfer ${op.key} (transaction ${op.answerId}) is not in the ledger as ${kind}`);
      else if (Number(row.id) !== op.answerId) problems.push(`transfer ${op.key} answered transaction ${op.answerId}, recorded as ${row.id}`);
      const sign = into ? 1 : -1;
      add(`${m}:${MAIN_WALLET_KEY}`, -sign * op.amount);
      add(`${m}:game:${GAME}`, sign * op.amount);
      add(`operator:PROVIDER_${GAME}`, sign * op.amount);
    } else if (op.kind === 'withdraw' || op.kind === 'deposit') {
      const type = op.kind === 'withdraw' ? 'WITHDRAWAL' : 'DEPOSIT';
      const row = requestByKey.get(`${m}:${type}:${op.key}`);
      if (op.outcome === 'refused' && row) problems.push(`refused ${op.kind} ${op.key} was recorded (request ${row.id})`);
      if (op.outcome !== 'ok') continue;
      acknowledged[op.kind].add(`${m}:${type}:${op.key}`);
      if (!row) {
        problems.push(`acknowledged ${op.kind} ${op.key} (request ${op.answerId}) is not recorded`);
        continue;
      }
      if (Number(row.id) !== op.answerId) problems.push(`${op.kind} ${op.key} answered request ${op.answerId}, recorded as ${row.id}`);
      const id = Number(row.id);
      if (op.kind === 'withdraw') {
        if (ledgerByKey.get(`${m}:withdrawal:${id}:hold`)?.kind !== 'WITHDRAWAL_HOLD') problems.push(`withdrawal ${id} has no hold in the ledger`);
        add(`${m}:${MAIN_WALLET_KEY}`, -op.amount);
        add('operator:HELD', op.amount);
      } else {
        const paid = settled.has(op);
        const credit = ledgerByKey.get(`${m}:deposit:${id}`);
        if (paid && (Number(row.status) !== 1 || credit?.kind !== 'DEPOSIT')) problems.push(`settled deposit ${id} has status ${row.status} and ${credit ? 'its' : 'no'} credit`);
        if (!paid && (Number(row.status) !== 2 || credit)) problems.push(`unsettled deposit ${id} has status ${row.status} and ${credit ? 'a' : 'no'} credit`);
        if (paid) {
          add(`${m}:${MAIN_WALLET_KEY}`, op.amount);
          add('operator:CASH_IN', -op.amount);
        }
      }
    }
  }

  const count = (kind: string) => ledger.filter((t) => t.kind === kind).length;
  const transfers = count('GAME_TRANSFER_IN') + count('GAME_TRANSFER_OUT') - members.length; // the fixtures' JILI seeds
  if (transfers !== acknowledged.transfer.size) problems.push(`${transfers} transfers in the ledger, ${acknowledged.transfer.size} acknowledged`);
  const withdrawals = requests.filter((r) => r.type === 'WITHDRAWAL').length;
  if (withdrawals !== acknowledged.withdraw.size) problems.push(`${withdrawals} withdrawals recorded, ${acknowledged.withdraw.size} acknowledged`);
  if (count('WITHDRAWAL_HOLD') !== withdrawals) problems.push(`${count('WITHDRAWAL_HOLD')} holds for ${withdrawals} withdrawals`);
  const deposits = requests.filter((r) => r.type === 'DEPOSIT').length;
  if (deposits !== acknowledged.deposit.size) problems.push(`${deposits} deposits recorded, ${acknowledged.deposit.size} acknowledged`);
  const credits = count('DEPOSIT') - members.length; // the fixtures' opening balances
  if (credits !== settled.size) problems.push(`${credits} deposit credits in the ledger, ${settled.size} settlements acknowledged`);

  const actual = await balances(db, members);
  for (const [account, balance] of expected) {
    if (actual.get(account) !== balance) problems.push(`account ${account}: balance ${actual.get(account)}, expected ${balance}`);
  }
  return problems;
}

/** Every ledger account's balance (`member:wallet`, `operator:code`), and the members' game accounts as our records have them (`member:game:wallet`). */
async function balances(db: Db, members: Member[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('ledger_accounts').select(['member_id', 'wallet_key', 'balance']).execute();
  const all = new Map(rows.map((a) => [`${a.member_id ?? 'operator'}:${a.wallet_key}`, Number(a.balance)]));
  for (const [memberId, games] of await gameAccountBalancesOf(Database.wrap(db), members.map((m) => m.id))) {
    for (const [walletKey, balance] of games) all.set(`${memberId}:game:${walletKey}`, balance);
  }
  return all;
}

async function deadlocks(database: string): Promise<number> {
  // A connection of its own, so the statistics snapshot is taken now.
  const rows = await admin<{ deadlocks: string }>('select deadlocks from pg_stat_database where datname = $1', [database]);
  return Number(rows[0]?.deadlocks ?? 0);
}

/** Ends every connection to the scratch database but this one, as an administrator or a failover would. */
async function cutConnections(database: string): Promise<number> {
  const rows = await admin<{ n: string }>('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return Number(rows[0]?.n ?? 0);
}

type LockWaits = { samples: number; active: number; waiting: number; statements: Map<string, number> };

/** Once a second until `deadline`: the scratch database's active backends, those waiting for a lock, and on which statement. */
async function sampleLockWaits(database: string, deadline: number): Promise<LockWaits> {
  const waits: LockWaits = { samples: 0, active: 0, waiting: 0, statements: new Map() };
  while (running(deadline)) {
    const rows = await admin<{ waiting: boolean; statement: string }>(
      `select coalesce(wait_event_type = 'Lock', false) as waiting, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) as statement
       from pg_stat_activity where datname = $1 and state = 'active'`,
      [database],
    );
    waits.samples++;
    waits.active += rows.length;
    for (const r of rows.filter((x) => x.waiting)) {
      waits.waiting++;
      waits.statements.set(r.statement, (waits.statements.get(r.statement) ?? 0) + 1);
    }
    await sleep(1000);
  }
  return waits;
}

function auditLine(a: LedgerAudit): string {
  return (
    `  audit ${a.ok ? 'OK' : 'FAILED'}: ${a.transactions} transactions, ${a.entries} entries; unbalanced ${a.unbalancedTransactions}, ` +
    `off their entries ${a.accountsOffTheirEntries}, negative ${a.negativeAccounts}; members ${a.memberTotal.toLocaleString('en-US')} + held ` +
    `${a.held.toLocaleString('en-US')} + providers ${a.providers} = cash in ${a.cashReceived.toLocaleString('en-US')} − out ${a.cashPaidOut}: ` +
    `${a.conserved ? 'conserved' : 'NOT CONSERVED'}`
  );
}

function row(name: string, s: Stats): string {
  const attempts = [...s.attemptMs].sort((a, b) => a - b);
  const ops = [...s.opMs].sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1).padStart(8);
  return (
    `  ${name.padEnd(10)} ${String(s.ok).padStart(7)} ${String(s.refused).padStart(7)} ${String(s.attempts).padStart(8)} ${String(s.retries).padStart(7)} ` +
    `${String(s.unavailable).padStart(5)} ${String(s.otherServerErrors + s.conflicts).padStart(9)} ${String(s.networkErrors).padStart(7)} |` +
    `${ms(percentile(attempts, 0.5))}${ms(percentile(attempts, 0.99))}${ms(attempts.at(-1) ?? 0)} |${ms(percentile(ops, 0.99))}${ms(ops.at(-1) ?? 0)}`
  );
}

// -------------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  checkLoopback('bench:money');
  const started = performance.now();
  const suffix = randomBytes(4).toString('hex');
  const database = `bench_money_${suffix}`;
  const prefix = `bench-money:${suffix}:`;
  const jwtSecret = randomBytes(32).toString('hex');
  const tokenTtl = Math.min(86_400, Math.max(900, SECONDS * 2 + 600));
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();

  let interruptedAt = 0;
  process.on('SIGINT', () => {
    // tsx relays the terminal's Ctrl+C to this process once more: a repeat within 2 s is that echo.
    if (interruptedAt > 0 && performance.now() - interruptedAt > 2000) process.exit(130);
    if (interruptedAt > 0) return;
    interruptedAt = performance.now();
    interrupted.now = true;
    console.log('\nInterrupted: the run ends, then the scratch database and the Redis keys are dropped (Ctrl+C again to quit at once)');
  });
  const instances: Instance[] = [];
  let failed: boolean;
  await admin(`create database ${database}`);
  try {
    const setup = await openDatabase({ databaseUrl: databaseUrl(database), dataDir: '' });
    await migrateToLatest(setup);
    const members = await openMembers(setup, MEMBERS, createAccessTokens({ secret: jwtSecret, ttlSeconds: tokenTtl, cacheSize: 0 }));
    const env = { BENCH_DATABASE_URL: databaseUrl(database), BENCH_REDIS_URL: REDIS_URL, BENCH_REDIS_PREFIX: prefix, BENCH_JWT_SECRET: jwtSecret, BENCH_TOKEN_TTL: String(tokenTtl) };
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])));
    const bench: Bench = {
      bases: instances.map((i) => i.url),
      envelope: { keyId: '', publicKey: '' },
      gatewaySecret: await serverSecret(Database.wrap(setup), SANDBOX_SECRET_NAME),
      ops: [],
      stats: { transfer: emptyStats(), withdraw: emptyStats(), deposit: emptyStats(), settle: emptyStats() },
      notes: new Map(),
      lostAnswers: { sent: 0, sameAnswer: 0 },
    };
    // The bank cards go through the API (sealed, as the client binds them); the envelope key is the server's one.
    const key = await post(bench.bases[0]!, memberRequest(members[0]!, 'envelopeKey'));
    if (key.status !== 200) throw new Error(`envelope key refused: ${key.status} ${key.text}`);
    bench.envelope = JSON.parse(key.text) as Bench['envelope'];
    for (const [i, member] of members.entries()) {
      const card = { bankCode: DEPOSIT_BANK, accountNumber: `0123${String(i).padStart(9, '0')}`, holderName: 'NGUYEN VAN AN' };
      const sealed = sealEnvelope(card, bench.envelope.publicKey, DEFAULT_BRAND.appKey);
      const bound = await post(bench.bases[i % 2]!, memberRequest(member, 'bankCardBind', { keyId: bench.envelope.keyId, sealed }));
      if (bound.status !== 200) throw new Error(`bank card refused: ${bound.status} ${bound.text}`);
      member.cardId = (JSON.parse(bound.text) as { id: number }).id;
    }
    // Each member's JILI account funded as a member funds it (the provider holds that money), so a transfer back never finds it empty.
    for (const [i, member] of members.entries()) {
      const seeded = await post(bench.bases[i % 2]!, memberRequest(member, 'walletTransfer', { from: MAIN_WALLET_KEY, to: GAME, amount: GAME_SEED, idempotencyKey: 'bench_game_seed' }));
      if (seeded.status !== 200) throw new Error(`JILI seed refused: ${seeded.status} ${seeded.text}`);
    }
    const opening = await balances(setup, members);
    const version = (await admin<{ server_version: string }>('show server_version'))[0]?.server_version ?? '?';
    await setup.destroy();

    console.log(
      `Money calls over HTTP: 2 instances on PostgreSQL ${version} + Redis, ${MEMBERS} members, ${WORKERS} workers, ${SECONDS} s, ` +
        `database faults ${FAULTS ? 'on' : 'off'}, ${(LOST_ANSWERS * 100).toFixed(0)}% of answers dropped and re-sent`,
    );
    // Other work on the machine shows in every latency here: its load is printed with the figures.
    console.log(`  ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`);
    console.log('  each round a member sends at once: a withdrawal, main → JILI, JILI → main, a deposit, and the "paid" callback of its previous deposit');

    const deadlocksBefore = await deadlocks(database);
    const runStarted = performance.now();
    const deadline = runStarted + SECONDS * 1000;
    const cuts: number[] = [];
    const lockWaits = sampleLockWaits(database, deadline);
    const faults = (async () => {
      if (!FAULTS) return;
      const count = SECONDS >= 20 ? 2 : 1;
      for (let k = 1; k <= count; k++) {
        const at = runStarted + (SECONDS * 1000 * k) / (count + 1);
        while (running(at)) await sleep(Math.min(250, at - performance.now()));
        if (interrupted.now) return;
        cuts.push(await cutConnections(database));
      }
    })();
    await Promise.all([faults, ...Array.from({ length: WORKERS }, (_, w) => worker(bench, members[w % members.length]!, w, deadline))]);
    const elapsed = (performance.now() - runStarted) / 1000;
    const waits = await lockWaits;

    // What stayed unanswered through every attempt is asked again, with its key, until it has an answer.
    const unanswered = bench.ops.filter((o) => o.outcome === 'unresolved');
    let next = 0;
    await Promise.all(unanswered.map((op) => perform(bench, op, () => bench.bases[next++ % 2]!, 20, false)));
    const unresolved = bench.ops.filter((o) => o.outcome !== 'ok' && o.outcome !== 'refused').length;

    await Promise.all(instances.map(stopInstance));
    // A backend's counters reach pg_stat_database when it ends (the instances' pools are closed now); a moment more for the collector.
    await sleep(1000);
    const deadlocksAfter = await deadlocks(database);

    const check = await openDatabase({ databaseUrl: databaseUrl(database), dataDir: '' });
    const audit = await auditLedger(Database.wrap(check));
    const problems = await checkBooks(check, bench, members, opening);
    await check.destroy();

    const all = combined(KINDS.map((k) => bench.stats[k]));

    console.log('');
    console.log('  call            ok refused attempts retries   503 409/5xx** net err |  per attempt ms: p50   p99   max | per call*: p99   max');
    for (const kind of KINDS) console.log(row(kind, bench.stats[kind]));
    console.log(row('all', all));
    console.log('  * from the first attempt to the answer, retries included   ** other than 503');
    console.log('');
    console.log(`  money ops/s: ${(all.ok / elapsed).toFixed(0)} (${all.ok} acknowledged in ${elapsed.toFixed(1)} s)`);
    console.log(`  retries: ${all.retries}, answered from the stored first answer: ${all.replayed}`);
    console.log(`  answers dropped and the call re-sent: ${bench.lostAnswers.sent}, answered again with the first answer: ${bench.lostAnswers.sameAnswer}`);
    console.log(`  503s: ${all.unavailable}; connection cuts: ${cuts.length ? cuts.map((n) => `${n} connections`).join(', ') : 'none'}`);
    console.log(`  unanswered after ${ATTEMPTS} attempts: ${unanswered.length}, still unanswered after the run: ${unresolved}`);
    const [topWait, topCount] = [...waits.statements].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
    const perSample = (n: number) => (n / Math.max(1, waits.samples)).toFixed(1);
    console.log(`  lock waits (sampled each second): ${perSample(waits.waiting)} of ${perSample(waits.active)} active backends on average; ${topCount} of ${waits.waiting} in: ${topWait}`);
    console.log(`  deadlocks: ${deadlocksAfter - deadlocksBefore} (goal 0; pg_stat_database ${deadlocksBefore} → ${deadlocksAfter})`);
    const errorLines = instances.flatMap((i) => i.errorLines);
    if (errorLines.length > 0) {
      console.log(`  server error log lines: ${errorLines.length}, first: ${errorLines[0]!.slice(0, 500)}`);
    }
    if (bench.notes.size > 0) {
      console.log('  unexpected answers:');
      for (const [text, n] of [...bench.notes].slice(0, 10)) console.log(`    ${n} × ${text}`);
    }
    console.log('\nThe books:');
    console.log(auditLine(audit));
    console.log(`  every acknowledged operation recorded exactly once, nothing else, every balance as expected: ${problems.length === 0 ? 'yes' : 'NO'}`);
    for (const p of problems.slice(0, 20)) console.log(`    ${p}`);
    if (problems.length > 20) console.log(`    … and ${problems.length - 20} more`);
    console.log(`\nLoad average ${loadavg()[0]!.toFixed(1)} at the end. Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const lostReplays = bench.lostAnswers.sent - bench.lostAnswers.sameAnswer;
    failed = !audit.ok || problems.length > 0 || unresolved > 0 || all.refused > 0 || all.conflicts > 0 || all.otherServerErrors > 0 || lostReplays > 0;
  } finally {
    await Promise.all(instances.map(stopInstance));
    await admin(`drop database if exists ${database} with (force)`);
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
    await redis.quit();
  }
  // Keep-alive sockets to the stopped instances would hold the process a few seconds more.
  process.exit(failed ? 1 : 0);
}

if (process.env.BENCH_MONEY_INSTANCE) await serveInstance();
else await main();
