/**
 * npm run bench:web — what the client really costs on the wire, and what Lighthouse makes of it.
 *
 * 1. Builds the client (the build precompresses it: scripts/precompress.mjs) and starts the real server
 *    with production settings (NODE_ENV=production, request logging at info) on 127.0.0.1:8280.
 * 2. Finds the files of the first mobile and the first desktop screen (the home page) by loading it in
 *    Lighthouse (mobile, then the desktop preset) and listing what the page requested from the server.
 * 3. Fetches each of those files three times, with Accept-Encoding: br, gzip and none, and prints the
 *    bytes that crossed the wire (the body as sent, before any decoding) per encoding. Goal: ≤ 100 KB
 *    of JS for the mobile first screen, as the browser receives it (br).
 * 4. The lobby (bench/lobby.ts), in Chromium as a Pixel 7 (412×915, DPR 2.625): the files the first
 *    screen of a category page (/sanh/no-hu) fetched from the server, on the wire as in 3, with the JS
 *    and the image bytes (goal ≤ 150 KB of JS, gzip); then the same page fed a 2,000-game catalogue
 *    (syntheticCatalogue, answered in the browser, checked against the contract): the time from the
 *    catalogue's answer to the grid painted, and from a search keystroke to its results painted
 *    (goal < 100 ms), BENCH_WEB_LOBBY_RUNS times at CPU 1× and with 4× CPU throttling (a phone).
 * 5. Runs Lighthouse mobile (default simulated Slow 4G and 4× CPU; performance and accessibility) on
 *    the home page (/), the login page (/dang-nhap) and the lobby (/sanh/no-hu) BENCH_WEB_RUNS times
 *    each (3) and prints the median performance score, LCP, TBT, FCP, CLS and accessibility score
 *    (goal ≥ 95), with the LCP element and what the median run says still costs time.
 *
 * Settings: BENCH_WEB_PORT (8280), BENCH_WEB_RUNS (3), BENCH_WEB_SKIP_BUILD=1 (use the current dist),
 * BENCH_WEB_DIST (serve another build, e.g. one built with --outDir; implies no build),
 * BENCH_WEB_SKIP_LIGHTHOUSE=1 (no Lighthouse), BENCH_WEB_SKIP_WIRE=1 (no wire bytes), BENCH_WEB_PAGES=lobby
 * (some of home,login,lobby: home or login bring the home page's wire bytes of 3, lobby brings 4, and
 * each its Lighthouse runs), BENCH_WEB_LOBBY_RUNS (5), BENCH_WEB_LOBBY_GAMES (2000),
 * BENCH_WEB_LOBBY_PATH (/sanh/no-hu), BENCH_WEB_LOBBY_CPU (1,4: the CPU slowdowns the lobby is timed at),
 * BENCH_WEB_LOBBY_QUERY (than tai: typed into the lobby's search key by key), BENCH_WEB_REPORTS (a
 * folder to keep the JSON reports in), BENCH_WEB_CPU_SLOWDOWN (Lighthouse's CPU multiplier, 4 by
 * default). Each run prints Lighthouse's benchmarkIndex of the host: Lighthouse's mobile figures assume
 * a host of about 1000 or more; on a busy shared machine (a few hundred) the main-thread times, so TBT
 * and LCP, come out several times too long. The lobby's times are the bench machine's own (its goal is
 * for CPU 1×): note the load (`uptime`) beside them.
 * Chromium: CHROME_PATH or /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { createMemoryKvStore } from '../apps/server/src/lib/kv/memory-kv-store.ts';
import { benchLobby } from './lobby.ts';
import { median } from './support/stats.ts';
import { ENCODINGS, fetchRaw, kb, wireBytes } from './support/wire-bytes.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 8280);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's default is 4 (a mid-range phone on a fast desktop); a slower or busy host may calibrate it. */
const CPU_SLOWDOWN = process.env.BENCH_WEB_CPU_SLOWDOWN;
const WEB_DIST = resolve(process.env.BENCH_WEB_DIST ?? 'apps/web/dist');
const LOBBY_PATH = process.env.BENCH_WEB_LOBBY_PATH ?? '/sanh/no-hu';
const PAGES = [
  ['home', '/'],
  ['login', '/dang-nhap'],
  ['lobby', LOBBY_PATH],
] as const;
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
const wanted = (name: (typeof PAGES)[number][0]) => !ONLY || ONLY.includes(name);
const REPORTS = process.env.BENCH_WEB_REPORTS ? resolve(process.env.BENCH_WEB_REPORTS) : mkdtempSync(join(tmpdir(), 'bench-web-'));
mkdirSync(REPORTS, { recursive: true });

if (process.env.BENCH_WEB_SKIP_BUILD !== '1' && !process.env.BENCH_WEB_DIST) {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@app/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`${WEB_DIST} has no index.html: build the client first`);
if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH)`);

// ---- The real server, production settings, its log lines counted (static files must not log). ----
const logLines: string[] = [];
const db = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(db);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST, OPERATOR_DIST: resolve('apps/operator/dist') }),
  db,
  kv: createMemoryKvStore(),
  logStream: { write: (line) => void logLines.push(line) },
});
await app.listen({ host: '127.0.0.1', port: PORT });
const origin = `http://127.0.0.1:${PORT}`;

// ---- Lighthouse (the CLI, so each run is its own Chrome and its own process). ----
type Audit = { score: number | null; numericValue?: number; displayValue?: string; title: string; details?: { type?: string; items?: Record<string, unknown>[] } };
type Report = { environment?: { benchmarkIndex?: number }; categories: Record<string, { score: number | null }>; audits: Record<string, Audit>; runWarnings?: string[] };

/** A run now and then fails to record its trace (NO_NAVSTART, NO_FCP) on a busy host: two more tries. */
async function lighthouse(url: string, extra: string[] = []): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, extra);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (lighthouse ${url} failed, trying again: ${String(error).split('\n')[0]?.slice(0, 160)})`);
    }
  }
}

function lighthouseOnce(url: string, extra: string[]): Promise<Report> {
  const bin = resolve('node_modules/.bin/lighthouse');
  const args = [
    url,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...extra,
  ];
  return new Promise((resolveRun, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString().slice(-2000)}`));
      try {
        const report = JSON.parse(Buffer.concat(out).toString()) as Report & { runtimeError?: { code: string; message: string } };
        if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
        resolveRun(report);
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** The same-origin files a Lighthouse run saw the page request (not the API), in request order. */
function requestedFiles(report: Report): string[] {
  const items = (report.audits['network-requests']?.details?.items ?? []) as { url: string }[];
  const paths = items
    .map((i) => new URL(i.url))
    .filter((u) => u.origin === origin && !u.pathname.startsWith('/api/'))
    .map((u) => u.pathname);
  return [...new Set(paths)];
}

function lcpElement(report: Report): string {
  const audit = report.audits['largest-contentful-paint-element'] as (Audit & { errorMessage?: string }) | undefined;
  // Lighthouse 12.2 cannot read the traces of recent Chromium builds here ("frame_sequence").
  if (audit?.errorMessage) return `(Lighthouse could not tell: ${audit.errorMessage.slice(0, 120)})`;
  const items = audit?.details?.items ?? [];
  // Lighthouse 12: a table of the element, then a table of the LCP phases.
  const first = items[0] as { items?: { node?: { snippet?: string; nodeLabel?: string } }[]; node?: { snippet?: string } } | undefined;
  const node = first?.items?.[0]?.node ?? first?.node;
  return node ? `${(node as { nodeLabel?: string }).nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : '(none)';
}

function lcpPhases(report: Report): string {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = (items[1] as { items?: { phase: string; timing: number }[] } | undefined)?.items;
  return phases ? phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ') : '';
}

/** What the run says still costs: failed opportunities and diagnostics with a value, worst first. */
function leftovers(report: Report): string[] {
  const ids = [
    'render-blocking-resources',
    'uses-text-compression',
    'unused-javascript',
    'unused-css-rules',
    'unminified-javascript',
    'uses-long-cache-ttl',
    'critical-request-chains',
    'network-dependency-tree-insight',
    'lcp-lazy-loaded',
    'prioritize-lcp-image',
    'uses-rel-preload',
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
    'font-display',
    'total-byte-weight',
  ];
  const out: string[] = [];
  for (const id of ids) {
    const a = report.audits[id];
    if (!a || a.score === null || a.score >= 0.9) continue;
    out.push(`${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`);
  }
  return out;
}

try {
  if (process.env.BENCH_WEB_SKIP_WIRE !== '1' && (wanted('home') || wanted('login'))) {
    // The first screens' files, as the browser asked for them.
    const mobileProbe = await lighthouse(`${origin}/`, ['--only-audits=network-requests']);
    const desktopProbe = await lighthouse(`${origin}/`, ['--preset=desktop', '--only-audits=network-requests']);
    const before = logLines.length;
    const mobile = await wireBytes(origin, 'First mobile screen (Lighthouse mobile, /)', requestedFiles(mobileProbe));
    await wireBytes(origin, 'First desktop screen (Lighthouse desktop preset, /)', requestedFiles(desktopProbe));
    const clientRoute = await Promise.all(ENCODINGS.map((e) => fetchRaw(origin, '/dang-nhap', e)));
    console.log(
      `\nClient route /dang-nhap (its page): ${ENCODINGS.map((e, i) => `${e} ${clientRoute[i]!.bytes} B (${clientRoute[i]!.encoding})`).join(', ')}; vary: ${clientRoute[0]!.vary || '(none)'}`,
    );
    const staticLogLines = logLines.length - before;
    console.log(`Log lines while serving those files: ${staticLogLines} (goal 0)`);
    const mobileJs = mobile.br.js ?? 0;
    console.log(`Mobile first-screen JS on the wire (br): ${kb(mobileJs)} (goal ≤ 100 KB): ${mobileJs <= 100 * 1024 ? 'met' : 'NOT met'}`);
  }

  if (wanted('lobby')) {
    await benchLobby({
      origin,
      path: LOBBY_PATH,
      games: Number(process.env.BENCH_WEB_LOBBY_GAMES ?? 2000),
      runs: Number(process.env.BENCH_WEB_LOBBY_RUNS ?? 5),
      cpuRates: (process.env.BENCH_WEB_LOBBY_CPU ?? '1,4').split(',').map(Number),
      query: process.env.BENCH_WEB_LOBBY_QUERY ?? 'than tai',
      wire: process.env.BENCH_WEB_SKIP_WIRE !== '1',
    });
  }

  if (process.env.BENCH_WEB_SKIP_LIGHTHOUSE !== '1') {
    console.log(`\nLighthouse ${RUNS}× mobile per page, CPU slowdown ${CPU_SLOWDOWN ?? '4 (default)'} (reports in ${REPORTS})`);
    for (const [name, path] of PAGES.filter(([n]) => wanted(n))) {
      const runs: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(`${origin}${path}`, [
          '--only-categories=performance,accessibility',
          ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
        ]);
        writeFileSync(join(REPORTS, `${name}-${i + 1}.json`), JSON.stringify(r));
        runs.push(r);
        const perf = Math.round((r.categories.performance?.score ?? 0) * 100);
        console.log(
          `  ${name} run ${i + 1}: performance ${perf}, LCP ${Math.round(r.audits['largest-contentful-paint']?.numericValue ?? 0)} ms, TBT ${Math.round(r.audits['total-blocking-time']?.numericValue ?? 0)} ms, ` +
            `FCP ${Math.round(r.audits['first-contentful-paint']?.numericValue ?? 0)} ms (host benchmarkIndex ${Math.round(r.environment?.benchmarkIndex ?? 0)})`,
        );
      }
      const perfs = runs.map((r) => (r.categories.performance?.score ?? 0) * 100);
      const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? 0));
      const a11y = median(runs.map((r) => (r.categories.accessibility?.score ?? 0) * 100));
      const medianScore = median(perfs);
      const medianRun = runs[perfs.indexOf(perfs.find((p) => p === medianScore) ?? perfs[0]!)] ?? runs[0]!;
      console.log(
        `${name.padEnd(6)} ${path.padEnd(11)} performance ${Math.round(medianScore)} (median; runs ${perfs.map((p) => Math.round(p)).join(', ')})  ` +
          `LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(metric('total-blocking-time'))} ms  ` +
          `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s  SI ${(metric('speed-index') / 1000).toFixed(2)} s  CLS ${metric('cumulative-layout-shift').toFixed(3)}  ` +
          `accessibility ${Math.round(a11y)}  ${medianScore >= 95 ? '(goal ≥ 95 met)' : '(goal ≥ 95 NOT met)'}`,
      );
      console.log(`         LCP element: ${lcpElement(medianRun)}`);
      const phases = lcpPhases(medianRun);
      if (phases) console.log(`         LCP phases: ${phases}`);
      for (const line of leftovers(medianRun)) console.log(`         - ${line}`);
      for (const w of medianRun.runWarnings ?? []) console.log(`         ! ${w}`);
    }
  }
} finally {
  await app.close();
}
