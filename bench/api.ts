/**
 * npm run bench:api — throughput of the signed, authorised POST /api/v1/user/checkOnline against a
 * bare Fastify route, measured in the same run: both servers live in one child process (one core),
 * autocannon drives them from this one (the other core). Each checkOnline request is signed afresh,
 * since a repeated signature is refused. Prints req/s, p99, the server's CPU time per request and
 * the ratio (goal ≥ 0.5). The server runs with production settings (see api-server.ts).
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { API_BASE_PATH, api } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { nodeSigning } from '../apps/server/src/lib/node-signing.ts';
import type { BenchServerReady } from './api-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

type Figures = { rps: number; p99: number; non2xx: number; loaderCpu: number; serverCpuUs: number };

/** The server process's CPU time so far (µs), asked over IPC. */
function serverCpu(): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpuUs: number }).cpuUs));
    child.send('cpu');
  });
}

/**
 * One autocannon run. loaderCpu is the share of a core this (load-generating) process used;
 * serverCpuUs is the server's CPU time per answered request, which a busy shared machine disturbs
 * far less than req/s (it is a second view of the same cost, not part of the goal).
 */
async function load(opts: autocannon.Options): Promise<Figures> {
  const cpu = process.cpuUsage();
  const serverBefore = await serverCpu();
  const started = performance.now();
  const r = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  );
  const used = process.cpuUsage(cpu);
  const loaderCpu = (used.user + used.system) / 1000 / (performance.now() - started);
  const serverCpuUs = ((await serverCpu()) - serverBefore) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors, loaderCpu, serverCpuUs };
}

// The server's stdout carries its production request log: written for real, read by nobody (/dev/null),
// so draining it costs this process nothing. Its address and a member's token come over IPC.
const child = spawn(
  process.execPath,
  [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), '--import', 'tsx', 'bench/api-server.ts'],
  { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
);
const { url, bareUrl, token } = await new Promise<BenchServerReady>((resolve, reject) => {
  child.once('message', (m) => resolve(m as BenchServerReady));
  child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
});

const path = `${API_BASE_PATH}${api.checkOnline.path}`;
const body = JSON.stringify({ online: true });
let last = 0;
const signedOptions: autocannon.Options = {
  url: `${url}${path}`,
  requests: [
    {
      method: 'POST',
      path,
      setupRequest(req) {
        // Strictly increasing timestamps: every request carries a signature never seen before.
        last = Math.max(Date.now(), last + 1);
        const headers = nodeSigning.signRequest(DEFAULT_BRAND.appKey, { method: 'POST', path, timestamp: last, body });
        return { ...req, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers } };
      },
    },
  ],
};
const bareOptions: autocannon.Options = { url: `${bareUrl}/bare`, method: 'POST', body, headers: { 'content-type': 'application/json' } };

const signed: Figures[] = [];
const bare: Figures[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order so drift on a shared machine does not favour one side.
  if (process.env.BENCH_ONLY === 'signed') {
    signed.push(await load(signedOptions));
    bare.push({ rps: 1, p99: 0, non2xx: 0, loaderCpu: 0, serverCpuUs: 1 });
    continue;
  }
  if (round % 2 === 0) {
    signed.push(await load(signedOptions));
    bare.push(await load(bareOptions));
  } else {
    bare.push(await load(bareOptions));
    signed.push(await load(signedOptions));
  }
}
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const show = (name: string, f: Figures[]) =>
  console.log(
    `  ${name.padEnd(22)} ${median(f.map((x) => x.rps)).toFixed(0).padStart(7)} req/s   p99 ${String(median(f.map((x) => x.p99))).padStart(4)} ms   non-2xx ${f.reduce((s, x) => s + x.non2xx, 0)}   server ${median(f.map((x) => x.serverCpuUs)).toFixed(0).padStart(4)} µs CPU/request   load generator ${(median(f.map((x) => x.loaderCpu)) * 100).toFixed(0)}% of a core`,
  );
console.log(`\nAPI benchmark: ${ROUNDS} rounds × ${DURATION_S} s, ${CONNECTIONS} connections, server in a child process (medians)`);
show('signed checkOnline', signed);
show('bare Fastify route', bare);
const ratio = median(signed.map((x) => x.rps)) / median(bare.map((x) => x.rps));
const cpuRatio = median(bare.map((x) => x.serverCpuUs)) / median(signed.map((x) => x.serverCpuUs));
console.log(`  ratio signed / bare: ${ratio.toFixed(2)} (goal ≥ 0.5); by server CPU per request: ${cpuRatio.toFixed(2)}\n`);
process.exit(0);
