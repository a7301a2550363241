import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API_BASE_PATH } from '@app/contract';
import { DEMO_MEMBERS, DEMO_OPERATORS } from '../../src/db/seed.ts';
import { call } from '../helpers/api-client.ts';
import { overHttp, runChild, startChildServer } from './child-server.ts';

/**
 * The production artefact as the Dockerfile makes and runs it: `node scripts/build-server.mjs`
 * (the server part of `npm run build`; here into a folder of this run's own, since several people
 * share the working tree), then `node apps/server/dist/main.js` with NODE_ENV=production — compiled
 * JavaScript, no tsx.
 */
const root = resolve(import.meta.dirname, '../../../..');
const outdir = join(root, '.artifacts', `ops-build-${process.pid}-${randomBytes(3).toString('hex')}`);
const production = { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: '/nonexistent', OPERATOR_DIST: '/nonexistent' };
const SLOW = 600_000;

const operatorLogin = (base: string, username: string, password: string) =>
  fetch(`${base}${OPERATOR_API_BASE_PATH}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
}, SLOW);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the production build', () => {
  it('is what the Dockerfile makes and runs: npm run build (which runs this build script) and node apps/server/dist/main.js', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    const scripts = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')).scripts as Record<string, string>;
    expect(scripts('package.json').build).toBe('npm run build --workspaces --if-present');
    expect(scripts('apps/server/package.json').build).toBe('node ../../scripts/build-server.mjs');
    expect(scripts('package.json')['start:prod']).toBe('NODE_ENV=production node apps/server/dist/main.js');
  });

  it('starts on PGlite with only JWT_SECRET, answers /health and /ready, has no demo account, and exits 0 on SIGTERM', async () => {
    const server = await startChildServer([join(outdir, 'main.js')], { ...production, DATA_DIR: 'memory://' });
    try {
      const health = await fetch(`${server.base}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${server.base}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', kvStore: 'ok' } });

      for (const o of DEMO_OPERATORS) {
        const login = await operatorLogin(server.base, o.username, o.password);
        expect(login.status).toBe(400); // the console's refusal of a wrong name or password (D3: 400 with a sentence)
        expect((await login.json()).message).toEqual(['Tên đăng nhập hoặc mật khẩu không đúng']);
      }
      // The registration form's availability check: no demo member name is taken.
      const http = overHttp(server.base);
      for (const m of DEMO_MEMBERS) {
        const taken = await call(http, 'verifyAccountExists', { UserName: m.username });
        expect(taken.statusCode).toBe(200);
        expect(taken.json()).toEqual({ UserName: false });
      }
      // With no operator, the log says how to make the first one, in Vietnamese, with the command.
      expect(server.output()).toContain('Chưa có tài khoản quản trị nào');
      expect(server.output()).toContain('node apps/server/dist/cli.js operator:create --username');
      expect(server.output()).not.toContain('Tài khoản thử');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down');
  }, SLOW);

  it('refuses to start in production without JWT_SECRET, or with the demo seed', async () => {
    const noSecret = await runChild([join(outdir, 'main.js')], { NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0' });
    expect(noSecret.code).not.toBe(0);
    expect(noSecret.output).toContain('JWT_SECRET is required in production');
    const seeded = await runChild([join(outdir, 'main.js')], { ...production, SEED_DEMO: '1', DATA_DIR: 'memory://', PORT: '0' });
    expect(seeded.code).not.toBe(0);
    expect(seeded.output).toContain('SEED_DEMO can never be turned on in production');
  }, SLOW);

  it('creates the first operator with dist/cli.js from a password file, who can then log in to the built server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
    try {
      const env = { ...production, DATA_DIR: join(dir, 'pglite') };
      const passwordFile = join(dir, 'password');
      writeFileSync(passwordFile, 'Mật khẩu đủ dài 2026\n', { mode: 0o600 });

      const onArgument = await runChild([join(outdir, 'cli.js'), 'operator:create', '--username', 'quantri', '--password', 'Mật khẩu đủ dài 2026'], env);
      expect(onArgument.code).toBe(2);
      expect(onArgument.output).toContain('Không nhận mật khẩu trong tham số dòng lệnh');

      const created = await runChild([join(outdir, 'cli.js'), 'operator:create', '--username', 'quantri', '--password-file', passwordFile], env);
      expect(created.output).toContain('Đã tạo tài khoản quản trị quantri');
      expect(created.code).toBe(0);

      const server = await startChildServer([join(outdir, 'main.js')], env);
      try {
        const login = await operatorLogin(server.base, 'quantri', 'Mật khẩu đủ dài 2026');
        expect(login.status).toBe(200);
        expect((await login.json()).operator).toMatchObject({ username: 'quantri', role: 'admin' });
        expect(server.output()).not.toContain('Chưa có tài khoản quản trị nào');

        // PGlite does not lock its folder: the CLI must refuse to write it beside the running server.
        const beside = await runChild([join(outdir, 'cli.js'), 'operator:create', '--username', 'quantri2', '--password-file', passwordFile], env);
        expect(beside.code).toBe(1);
        expect(beside.output).toContain('đang được dùng bởi server');
        expect((await operatorLogin(server.base, 'quantri', 'Mật khẩu đủ dài 2026')).status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, SLOW);
});
