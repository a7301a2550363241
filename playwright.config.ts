import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real server (built client + API on embedded PGlite), one mobile and one
 * desktop project. Three workers on this 2-core machine: many tests wait on the server's real time (a
 * lottery draw each minute, a maintenance window's end, a table's next round), and with two workers a
 * third of the machine's CPU sat idle through the run. The same 98 tests in the working tree, trace
 * off: 2 workers 427 s (284 CPU-seconds idle), 3 workers 318 s (175 idle), 4 workers 297 s (86 idle);
 * E2E_WORKERS chooses another number.
 *
 * Each worker has a set of servers of its own, so the tests of one worker never see the other's: a
 * set is the main server (with a backup listener, which backup-host.spec.ts uses to stop the main
 * listener) and one whose access tokens live 4 seconds, for the silent-refresh tests. The wallet and
 * operator tests read shared seeded accounts and the audit log, which they may only do alone.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
// Five server sets fit in the 20 ports below (a sixth's main port would be the first set's short-lived one).
if (!(Number.isInteger(WORKERS) && WORKERS >= 1 && WORKERS <= 5)) throw new Error(`E2E_WORKERS must be 1 to 5, not ${process.env.E2E_WORKERS}`);

/**
 * The ports of server set `set` (0 … WORKERS − 1), inside 8180–8199, or 20 ports from E2E_PORT_BASE
 * (a second run on the same machine, such as a clean-clone CI beside a working tree, keeps apart).
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8180);
export function serverPorts(set: number) {
  return { main: PORT_BASE + 2 * set, backup: PORT_BASE + 1 + 2 * set, shortTtl: PORT_BASE + 10 + set };
}

/**
 * The set of the worker this code runs in: its parallel index, which Playwright keeps in
 * 0 … workers − 1 (a worker restarted after a failure takes over the index, and so the servers). The
 * runner's own process has none, and uses set 0.
 */
export function workerServerSet(): number {
  const set = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (!(set < WORKERS)) throw new Error(`worker ${set} has no servers: run with --workers=${WORKERS} or fewer (playwright.config.ts)`);
  return set;
}

/**
 * Debian's Chromium headless shell when it is installed (npm test installs it): what Playwright itself
 * runs for headless tests. In a clean clone the browser tests took 571 s with it against 637 s with the
 * full /usr/bin/chromium (the machine's load about 8 against 14), which stays the fallback.
 * E2E_CHROMIUM names another binary.
 */
const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  CAPTCHA_TEST_MODE: '1',
  CAPTCHA_DIFFICULTY_BITS: '12',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  TEST_LISTENER_CONTROL: '1',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
  CAPTCHAS_PER_ADDRESS_PER_MINUTE: '1000',
  ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE: '1000',
  ...extra,
});

/**
 * The servers run the API server's production bundle (scripts/build-server.mjs, the build the
 * Dockerfile runs and `npm run start:prod` starts), built afresh by the runner as it loads this
 * config, into a folder of the run's own (named by its ports, so a second run beside it keeps its
 * own): what the browser tests try is what ships, and six servers starting at once no longer each
 * compile the TypeScript sources through tsx (7.4–8.1 CPU-seconds a start against 9.2–10.6 with a warm
 * tsx cache, more with a cold one in a clean clone). Workers load the config too (TEST_WORKER_INDEX
 * set): they leave the bundle as it is.
 */
const SERVER_BUNDLE = `.artifacts/e2e-server-${PORT_BASE}`;
if (process.env.TEST_WORKER_INDEX === undefined) {
  // From the config's folder, where Playwright also starts the servers, whatever folder the run started in.
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', SERVER_BUNDLE], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the server bundle for the browser tests did not build (scripts/build-server.mjs exited ${built.status})`);
}

const server = (port: number, env: Record<string, string>) => ({
  // Source maps on, so a server's stack trace in a failed run's log points at the TypeScript source.
  command: `node --enable-source-maps ${SERVER_BUNDLE}/main.js`,
  url: `http://localhost:${port}/`,
  env: serverEnv(port, env),
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
});

const serverSet = (set: number) => {
  const { main, backup, shortTtl } = serverPorts(set);
  return [
    server(main, { BACKUP_PORT: String(backup), BACKUP_API_HOSTS: `http://localhost:${backup}` }),
    server(shortTtl, { ACCESS_TOKEN_TTL_SECONDS: '4' }),
  ];
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.artifacts/e2e-results',
  // A flow through several pages and two browsers takes 10–20 s on a quiet machine; a CI machine was
  // seen running them three to four times slower (a 10 s wait for a page's balances ran out there), so
  // the budgets are generous: they only bound how long a failure takes to be reported.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Test by test rather than file by file, so the workers finish together (no test depends on
  // another: each makes its own member, or reads seeded ones only for differences).
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.artifacts/playwright.json' }]],
  use: {
    // The config is loaded again in each worker, where this is that worker's own main server.
    baseURL: `http://localhost:${serverPorts(workerServerSet()).main}`,
    launchOptions: chromium,
    // A trace is recorded for every test and kept only for a failed one, and the recording (a screencast
    // of every frame and a DOM snapshot at every step) was a quarter of the run's CPU: a subset of 30
    // tests took 201 CPU-seconds with it, 148 without; Chromium's compositor alone went from 30 to 6.
    // E2E_TRACE=1 records them again (kept for failed tests) when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The pages as a member who asked for less motion sees them (the same markup; CSS animations end at
    // once, the banner does not turn by itself, the fishing sea swims slower). The home page's notice
    // ticker alone kept a tenth of a core busy in software compositing. The slot's 2.5 s from press to
    // result holds under reduced motion too (apps/sandbox-games/src/lib/reveal.ts and its tests).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  // Desktop first: its two-tab race (20 page loads, the longest test by far) then starts early, and the
  // other workers fill in around it with the rest, instead of idling while it runs at the very end.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    {
      name: 'mobile',
      // The operator console is a desktop back office, and the site-host QR code is for desktop visitors to open the
      // site on a phone: their specs belong to the desktop project only.
      testIgnore: /(operator(-games|-accounts|-sportsbook|-lottery|-tables)?|site-qr|chat-desk)\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, set) => serverSet(set)).flat(),
});
