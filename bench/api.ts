/**
 * npm run bench:api — throughput of the signed, authorised POST /api/v1/user/checkOnline against a
 * bare Fastify route, measured in the same run: both servers live in one child process (one core),
 * autocannon drives them from this one (the other core). Each checkOnline request is signed afresh,
 * since a repeated signature is refused. Prints req/s, p99 and the ratio (goal ≥ 0.5).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { API_BASE_PATH, api } from '@app/contract';
import { DEFAULT_BRAND } from '@app/domain';
import { nodeSigning } from '../apps/server/src/lib/node-signing.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

type Figures = { rps: number; p99: number; non2xx: number; loaderCpu: number };

/** One autocannon run; loaderCpu is the share of a core this (load-generating) process used. */
function load(opts: autocannon.Options): Promise<Figures> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts }, (err, r) => {
      if (err) return reject(err);
      const used = process.cpuUsage(cpu);
      const loaderCpu = (used.user + used.system) / 1000 / (performance.now() - started);
      resolve({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors, loaderCpu });
    });
  });
}

const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), '--import', 'tsx', 'bench/api-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
const { url, bareUrl, token } = JSON.parse(firstLine) as { url: string; bareUrl: string; token: string };

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
    bare.push({ rps: 1, p99: 0, non2xx: 0, loaderCpu: 0 });
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
    `  ${name.padEnd(22)} ${median(f.map((x) => x.rps)).toFixed(0).padStart(7)} req/s   p99 ${String(median(f.map((x) => x.p99))).padStart(4)} ms   non-2xx ${f.reduce((s, x) => s + x.non2xx, 0)}   load generator ${(median(f.map((x) => x.loaderCpu)) * 100).toFixed(0)}% of a core`,
  );
console.log(`\nAPI benchmark: ${ROUNDS} rounds × ${DURATION_S} s, ${CONNECTIONS} connections, server in a child process (medians)`);
show('signed checkOnline', signed);
show('bare Fastify route', bare);
const ratio = median(signed.map((x) => x.rps)) / median(bare.map((x) => x.rps));
console.log(`  ratio signed / bare: ${ratio.toFixed(2)} (goal ≥ 0.5)\n`);
process.exit(0);
