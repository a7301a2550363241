/**
 * npm run bench:api — the signed, authorised heartbeat (POST /api/v1/user/checkOnline) as production
 * runs it: request signature, seen-signature record, access token, session-revocation check, presence.
 *
 * One instance (the default): the heartbeat of one member against a bare Fastify route, measured in
 * the same run: both servers live in one child process (one core), autocannon drives them from this
 * one (the other core). Prints req/s, p99, the server's CPU time per request and the ratio
 * (goal ≥ 0.5; p99 ≤ 20 ms at 100 connections).
 *
 * Two instances on Redis (REDIS_URL set): BENCH_MEMBERS members (default 100,000), each with its own
 * access token minted here, send heartbeats to both instances as a load balancer without sticky
 * sessions would: every instance sees every member. A first pass sends each member's first heartbeat
 * to each instance (its token verified once: "cold"); the measured rounds then cycle through all
 * members ("warm"). Prints the server CPU per heartbeat (goal ≤ 150 µs: 10,000 heartbeats/s for
 * 100,000 online members fit in 1.5 cores) and p99. The Redis keys live under a prefix of their own,
 * deleted at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { API_BASE_PATH, api } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { nodeSigning } from '../apps/server/src/lib/node-signing.ts';
import { createAccessTokens } from '../apps/server/src/modules/auth/access-tokens.ts';
import type { BenchServerReady } from './api-server.ts';

const REDIS_URL = process.env.REDIS_URL;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Seconds of heartbeats sent to a freshly started server before the measured rounds, and reported
 * apart: its code is still being compiled, and each member's token is verified for the first time.
 * Measured together with the rounds, the first round's p99 (28 ms, with a longest wait of 828 ms) stood
 * for the whole run while a warm server's rounds answered at p99 14 ms.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
/** Members whose heartbeats the single-instance run sends in turn. */
const SIGNED_MEMBERS = 1000;
const MEMBERS = REDIS_URL ? Number(process.env.BENCH_MEMBERS ?? 100_000) : 1;

type Figures = { requests: number; rps: number; p99: number; non2xx: number; loaderCpu: number; serverCpuUs: number; statuses?: Record<string, number> };
type Instance = { child: ChildProcess; ready: BenchServerReady };

/** A server process (api-server.ts), ready to serve. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), '--expose-gc', '--import', 'tsx', 'bench/api-server.ts'],
    // Its stdout carries its production log: written for real, read by nobody (/dev/null).
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env, ...env } },
  );
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
  return { child, ready };
}

/** A server process's CPU time so far (µs), asked over IPC. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpuUs: number }).cpuUs));
    child.send('cpu');
  });
}

/** The memory a server process holds (heap and array buffers) after a full collection, asked over IPC. */
function serverMemory(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { heldBytes: number }).heldBytes));
    child.send('memory');
  });
}

/**
 * Autocannon runs at once, one per server. loaderCpu is the share of a core this (load-generating)
 * process used; serverCpuUs is the servers' CPU time per answered request, which a busy shared machine
 * disturbs far less than req/s (a second view of the same cost).
 */
async function load(targets: { child: ChildProcess; opts: autocannon.Options }[], duration = DURATION_S): Promise<Figures> {
  const cpu = process.cpuUsage();
  const before = await Promise.all(targets.map((t) => serverCpu(t.child)));
  const started = performance.now();
  const results = await Promise.all(
    targets.map(
      ({ opts }) =>
        new Promise<autocannon.Result>((resolve, reject) =>
          autocannon({ duration, connections: Math.ceil(CONNECTIONS / targets.length), ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
        ),
    ),
  );
  const used = process.cpuUsage(cpu);
  const after = await Promise.all(targets.map((t) => serverCpu(t.child)));
  const serverUs = after.reduce((s, a, i) => s + a - before[i]!, 0);
  const total = results.reduce((s, r) => s + r.requests.total, 0);
  return {
    requests: total,
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((s, r) => s + r.non2xx + r.errors, 0),
    loaderCpu: (used.user + used.system) / 1000 / (performance.now() - started),
    serverCpuUs: serverUs / Math.max(1, total),
    statuses: Object.fromEntries(
      Object.keys(Object.assign({}, ...results.map((r) => r.statusCodeStats))).map((code) => [
        code,
        results.reduce((s, r) => s + ((r.statusCodeStats as Record<string, { count: number }>)[code]?.count ?? 0), 0),
      ]),
    ),
  };
}

const path = `${API_BASE_PATH}${api.checkOnline.path}`;
const body = JSON.stringify({ online: true });

/** Heartbeats cycling through the members' tokens, each signed afresh as the client signs it. */
function heartbeats(url: string, tokens: readonly string[], strictlyIncreasing: boolean, first = 0): autocannon.Options {
  let next = first;
  let last = 0;
  return {
    url: `${url}${path}`,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest(req) {
          const token = tokens[next++ % tokens.length]!;
          // One member alone: strictly increasing timestamps, so no signature repeats. Many members:
          // the clock, as clients send it (the seen-signature record is kept per sender).
          last = strictlyIncreasing ? Math.max(Date.now(), last + 1) : Date.now();
          const headers = nodeSigning.signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path, timestamp: last, body });
          return { ...req, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers } };
        },
      },
    ],
  };
}

/** The middle value (the mean of the middle two when the count is even). */
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const show = (name: string, f: Figures[]) =>
  console.log(
    `  ${name.padEnd(26)} ${median(f.map((x) => x.rps)).toFixed(0).padStart(7)} req/s   p99 ${String(median(f.map((x) => x.p99))).padStart(4)} ms   non-2xx ${f.reduce((s, x) => s + x.non2xx, 0)}   server ${median(f.map((x) => x.serverCpuUs)).toFixed(0).padStart(4)} µs CPU/request   load generator ${(median(f.map((x) => x.loaderCpu)) * 100).toFixed(0)}% of a core${
      f.some((x) => x.non2xx) ? `   answers ${JSON.stringify(f.map((x) => x.statuses))}` : ''
    }`,
  );

async function oneInstance(): Promise<void> {
  // Heartbeats of SIGNED_MEMBERS members in turn, each signed with the clock as clients sign it. (One
  // member alone would need a timestamp a millisecond apart per request, and at 20,000 requests a
  // second those run minutes ahead of the clock, past the signature's window: the server then rightly
  // answers 401, cheaply, which is not the heartbeat's cost.)
  const secret = randomBytes(32).toString('hex');
  const server = await startInstance({ BENCH_JWT_SECRET: secret });
  const { url, bareUrl } = server.ready;
  const accessTokens = createAccessTokens({ secret, ttlSeconds: 900, cacheSize: 0 });
  const tokens = await Promise.all(Array.from({ length: SIGNED_MEMBERS }, () => accessTokens.issue({ memberId: randomUUID(), familyId: randomUUID() })));
  const signedTarget = [{ child: server.child, opts: heartbeats(url, tokens, false) }];
  const bareTarget = [
    { child: server.child, opts: { url: `${bareUrl}/bare`, method: 'POST', body, headers: { 'content-type': 'application/json' } } as autocannon.Options },
  ];
  const signed: Figures[] = [];
  const bare: Figures[] = [];
  const heldBefore = await serverMemory(server.child);
  // A fresh server warms up first (its code compiled, each member's token verified once); printed apart.
  const warmup = WARMUP_S > 0 ? await load(signedTarget, WARMUP_S) : undefined;
  if (warmup) await load(bareTarget, WARMUP_S);
  for (let round = 0; round < ROUNDS; round++) {
    // One side alone (BENCH_ONLY=signed or bare), for a profile of it (BENCH_PROFILE): no ratio then.
    const only = process.env.BENCH_ONLY;
    if (only === 'signed' || only === 'bare') {
      const none: Figures = { requests: 0, rps: 1, p99: 0, non2xx: 0, loaderCpu: 0, serverCpuUs: 1 };
      signed.push(only === 'signed' ? await load(signedTarget) : none);
      bare.push(only === 'bare' ? await load(bareTarget) : none);
      continue;
    }
    // Alternate the order so drift on a shared machine does not favour one side.
    if (round % 2 === 0) {
      signed.push(await load(signedTarget));
      bare.push(await load(bareTarget));
    } else {
      bare.push(await load(bareTarget));
      signed.push(await load(signedTarget));
    }
  }
  const held = (await serverMemory(server.child)) - heldBefore;
  server.child.kill('SIGINT');
  await new Promise((r) => server.child.once('exit', r));
  console.log(`\nAPI benchmark: ${ROUNDS} rounds × ${DURATION_S} s, ${CONNECTIONS} connections, server in a child process (medians)`);
  if (warmup) show(`warm-up, first ${WARMUP_S} s`, [warmup]);
  show('signed checkOnline', signed);
  show('bare Fastify route', bare);
  const ratio = median(signed.map((x) => x.rps)) / median(bare.map((x) => x.rps));
  const cpuRatio = median(bare.map((x) => x.serverCpuUs)) / median(signed.map((x) => x.serverCpuUs));
  console.log(`  ratio signed / bare: ${ratio.toFixed(2)} (goal ≥ 0.5); by server CPU per request: ${cpuRatio.toFixed(2)}`);
  console.log(`  p99 of the signed heartbeat at ${CONNECTIONS} connections: ${median(signed.map((x) => x.p99))} ms (goal ≤ 20 ms)`);
  const signedRequests = signed.reduce((s, x) => s + x.requests, warmup?.requests ?? 0);
  // What the heartbeats leave behind for the signature window: the seen-signature record.
  console.log(
    `  memory the server holds after the runs: ${held >= 0 ? '+' : ''}${(held / 1e6).toFixed(1)} MB, ${(held / Math.max(1, signedRequests)).toFixed(0)} bytes per signed request\n`,
  );
}

async function twoInstancesOnRedis(redisUrl: string): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  const prefix = `bench-api:${randomUUID().slice(0, 8)}:`;
  const env = { BENCH_REDIS_URL: redisUrl, BENCH_JWT_SECRET: secret, BENCH_REDIS_PREFIX: prefix, BENCH_BARE: '0' };
  const instances = await Promise.all([startInstance(env), startInstance(env)]);
  const minted = performance.now();
  const accessTokens = createAccessTokens({ secret, ttlSeconds: 900, cacheSize: 0 });
  const tokens = await Promise.all(Array.from({ length: MEMBERS }, () => accessTokens.issue({ memberId: randomUUID(), familyId: randomUUID() })));
  console.log(`${MEMBERS.toLocaleString('en')} members' access tokens minted in ${((performance.now() - minted) / 1000).toFixed(1)} s`);
  // The instances start half the members apart: one member's heartbeat goes to one instance at a time.
  const targets = () => instances.map((i, n) => ({ child: i.child, opts: heartbeats(i.ready.url, tokens, false, Math.floor((n * MEMBERS) / 2)) }));
  try {
    // Each member's first heartbeat on each instance: the token's signature is verified there once.
    const cold = await load(targets().map((t) => ({ ...t, opts: { ...t.opts, amount: MEMBERS } })));
    const warm: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) warm.push(await load(targets()));
    console.log(`\nHeartbeats of ${MEMBERS.toLocaleString('en')} members, two instances on Redis, ${CONNECTIONS} connections in all (medians of ${ROUNDS} × ${DURATION_S} s)`);
    show('first heartbeat (cold)', [cold]);
    show('heartbeats (warm)', warm);
    const cpu = median(warm.map((x) => x.serverCpuUs));
    console.log(`  server CPU per heartbeat: ${cpu.toFixed(0)} µs (goal ≤ 150 µs: 10,000/s would take ${((cpu * 10_000) / 1e6).toFixed(2)} cores)\n`);
  } finally {
    for (const i of instances) i.child.kill('SIGINT');
    await Promise.all(instances.map((i) => new Promise((r) => i.child.once('exit', r))));
    const redis = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
    await redis.quit();
  }
}

if (REDIS_URL) await twoInstancesOnRedis(REDIS_URL);
else await oneInstance();
process.exit(0);
