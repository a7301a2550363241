import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCreate, type Prompt } from '../../src/cli/operator-create.ts';
import { NoTerminalError } from '../../src/cli/password-input.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { operatorCall } from '../operator/helpers.ts';

const PASSWORD = 'Mật khẩu quản trị 2026';

/** `operator:create` run as the CLI runs it, on the suite's database instead of one it opens. */
describe.each(BACKENDS)('operator:create ($name)', (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    dir = mkdtempSync(join(tmpdir(), 'operator-create-'));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fileWith = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content, { mode: 0o600 });
    return path;
  };
  async function run(argv: string[], prompt?: Prompt) {
    const out: string[] = [];
    const err: string[] = [];
    let opened = false;
    const code = await runOperatorCreate(argv, {
      openDb: async () => ((opened = true), t.db),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      ...(prompt ? { prompt } : {}),
    });
    return { code, out: out.join('\n'), err: err.join('\n'), opened };
  }
  const operatorNamed = (username: string) => t.db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
  const login = (username: string, password: string) => operatorCall(t.app, 'login', { username, password });

  it('creates an admin from a password file (its final line break dropped), who logs in; the audit log records it', async () => {
    const result = await run(['--username', 'Chu.Quan', '--display-name', 'Chủ quản', '--password-file', fileWith('pw', `${PASSWORD}\n`)]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('Đã tạo tài khoản quản trị chu.quan (vai trò admin)');

    const row = await operatorNamed('chu.quan');
    expect(row).toMatchObject({ display_name: 'Chủ quản', role: 'admin', status: 'active' });
    expect(row!.password_hash).not.toContain(PASSWORD);
    const res = await login('chu.quan', PASSWORD);
    expect(res.statusCode).toBe(200);

    // The console's audit page shows the creation (and its answer passes the contract's schema).
    const audit = await operatorCall(t.app, 'audit', { limit: 20 }, { token: res.json().access_token });
    expect(audit.statusCode).toBe(200);
    const created = audit.json().entries.find((e: { action: string }) => e.action === 'operator.create');
    expect(created).toMatchObject({ operator: null, target: { kind: 'operator', id: row!.id }, details: { username: 'chu.quan', role: 'admin', via: 'operator:create' } });
  });

  it('asks twice on the terminal without --password-file, and creates a reviewer', async () => {
    const asked: string[] = [];
    const result = await run(['--username', 'duyet01', '--role', 'finance'], async (question) => (asked.push(question), PASSWORD));
    expect(result.code).toBe(0);
    expect(asked).toEqual(['Mật khẩu: ', 'Nhập lại mật khẩu: ']);
    expect(await operatorNamed('duyet01')).toMatchObject({ role: 'finance' });
    expect((await login('duyet01', PASSWORD)).statusCode).toBe(200);
  });

  it('never takes the password from the command line, and creates nothing then', async () => {
    for (const argv of [
      ['--username', 'lo01', '--password', PASSWORD],
      ['--username', 'lo01', `--password=${PASSWORD}`],
    ]) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain('Không nhận mật khẩu trong tham số dòng lệnh');
      expect(result.err).toContain('Cách dùng: operator:create');
      expect(result.opened).toBe(false);
    }
    expect(await operatorNamed('lo01')).toBeUndefined();
  });

  it('refuses with the account rules, a taken name, a mismatch, or no terminal and no file', async () => {
    const short = await run(['--username', 'ngan01', '--password-file', fileWith('short', 'ngan-qua\n')]);
    expect(short).toMatchObject({ code: 1, err: 'Mật khẩu phải có ít nhất 12 ký tự' });

    const badName = await run(['--username', '1-bad name', '--password-file', fileWith('ok', PASSWORD)]);
    expect(badName.code).toBe(1);
    expect(badName.err).toContain('Tên đăng nhập gồm 3–32 chữ thường');
    expect(badName.opened).toBe(false); // checked before any password is asked for or the database opened

    const badRole = await run(['--username', 'vaitro01', '--role', 'owner', '--password-file', fileWith('ok', PASSWORD)]);
    expect(badRole).toMatchObject({ code: 1, err: 'Vai trò phải là một trong: admin, finance, support, content' });

    const containsName = await run(['--username', 'tenmatkhau', '--password-file', fileWith('name', 'xx-tenmatkhau-2026')]);
    expect(containsName).toMatchObject({ code: 1, err: 'Mật khẩu không được chứa tên đăng nhập' });

    const taken = await run(['--username', 'chu.quan', '--password-file', fileWith('other', 'Một mật khẩu khác 2026')]);
    expect(taken).toMatchObject({ code: 1, err: 'Tên đăng nhập chu.quan đã tồn tại' });
    expect((await login('chu.quan', PASSWORD)).statusCode).toBe(200); // the first account is untouched

    let typed = 0;
    const mismatch = await run(['--username', 'khac01'], async () => (typed++ === 0 ? PASSWORD : `${PASSWORD}!`));
    expect(mismatch).toMatchObject({ code: 1, err: 'Hai lần nhập mật khẩu không khớp' });

    const noTerminal = await run(['--username', 'khac02'], () => Promise.reject(new NoTerminalError()));
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.err).toContain('dùng --password-file');

    const missingFile = await run(['--username', 'khac03', '--password-file', join(dir, 'missing')]);
    expect(missingFile.code).toBe(1);
    expect(missingFile.err).toContain('Không đọc được tệp mật khẩu');

    for (const name of ['ngan01', 'vaitro01', 'tenmatkhau', 'khac01', 'khac02', 'khac03']) expect(await operatorNamed(name)).toBeUndefined();
  });
});
