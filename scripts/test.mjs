// npm test: every check — typecheck and lint side by side, the client build, then the unit and API tests
// beside the browser tests.
// Installs Debian's Chromium headless shell first when it is missing (Playwright's own download cannot
// work here); the full Chromium stays the fallback the browser tests use when the shell cannot be had.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { summarize } from './test-summary.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

/**
 * Steps run side by side. Each one's output is held and printed whole when it ends, so two never
 * interleave, except the one step marked `live`, whose output goes out as it comes.
 */
async function together(...steps) {
  const started = Date.now();
  const runs = steps.map(
    ({ title, cmd, args, live = false }) =>
      new Promise((resolve) => {
        if (live) console.log(`\n▶ ${title} (as it runs; the steps beside it print when they end)`);
        const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
        const output = [];
        child.stdout?.on('data', (d) => output.push(d));
        child.stderr?.on('data', (d) => output.push(d));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          if (!live) console.log(`\n▶ ${title}`);
          process.stdout.write(Buffer.concat(output));
          console.log(`  ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          resolve(code === 0);
        });
      }),
  );
  return Promise.all(runs);
}

function ensureChromium() {
  if (existsSync(HEADLESS_SHELL)) return true;
  console.log("Chromium's headless shell is missing: installing it from Debian packages");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' }).status === 0;
  const installed = cmd(['apt-get', 'update', '-qq']) && cmd(['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell']) && existsSync(HEADLESS_SHELL);
  if (installed) return true;
  if (existsSync(CHROMIUM)) {
    console.log(`  not installed: the browser tests use ${CHROMIUM}`);
    return true;
  }
  return cmd(['apt-get', 'install', '-y', '-qq', 'chromium']) && existsSync(CHROMIUM);
}

const suiteStarted = Date.now();
mkdirSync('.artifacts', { recursive: true });
const results = [];
const record = (name, ok) => results.push({ name, ok });

record('chromium', ensureChromium());
const [typechecked, linted] = await together(
  { title: 'Typecheck (tsc)', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { title: 'Lint (eslint)', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
);
record('typecheck', typechecked);
record('lint', linted);
record('build', step('Build the client and the operator console', 'npm', ['run', 'build', '--silent', '--workspaces', '--if-present']));
// The unit and API tests beside the browser tests: the browser tests spend much of their time waiting
// on the servers' real time (a draw each minute, a window's end), and the API tests fill those cores.
const [unitsPassed, browsersPassed] = await together(
  {
    title: 'Unit and API tests (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.artifacts/vitest.json'],
  },
  { title: 'Browser tests (Playwright, Chromium)', cmd: 'npx', args: ['playwright', 'test'], live: true },
);
record('unit+api', unitsPassed);
record('e2e', browsersPassed);

// One plain closing line over both runners, with the failed tests by name.
const { passed, failed: failedTests, skipped, failures, unreadable } = summarize();
let failed = failedTests;
if (unreadable.includes('vitest')) failed += 1;
if (unreadable.includes('playwright') && results.find((r) => r.name === 'e2e')?.ok === false) failed += 1;
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((t) => `  ✗ ${t}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\nThe whole suite took ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min.`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
