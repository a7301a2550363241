import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock.ts';

/** The lock beside an embedded PGlite folder, which PGlite itself does not have. */
describe('the PGlite data folder lock', () => {
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
    dataDir = join(dir, 'pglite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const lockFile = () => `${dataDir}.lock`;
  const heldBy = (holder: { pid: number; host: string; role: string }) => writeFileSync(lockFile(), JSON.stringify(holder));

  it('is taken and released by this process', () => {
    const release = lockDataDir(dataDir, 'server');
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, host: hostname(), role: 'server' });
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses the CLI and a second server while a process on this machine holds it', () => {
    heldBy({ pid: process.ppid, host: hostname(), role: 'server' });
    expect(() => lockDataDir(dataDir, 'cli')).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir, 'cli')).toThrow(/đang được dùng bởi server .*hãy dừng máy chủ trước/);
    expect(() => lockDataDir(dataDir, 'server')).toThrow(DataDirInUseError);
  });

  it('takes over a lock whose process is gone (a crash)', () => {
    heldBy({ pid: 2 ** 22 + 12_345, host: hostname(), role: 'server' });
    lockDataDir(dataDir, 'cli')();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('from another host (a container on the same volume): the CLI refuses, a server takes over with a warning', () => {
    heldBy({ pid: 1, host: 'another-container', role: 'server' });
    expect(() => lockDataDir(dataDir, 'cli')).toThrow(/another-container/);
    const warnings: string[] = [];
    const release = lockDataDir(dataDir, 'server', (w) => warnings.push(w));
    expect(warnings[0]).toContain('tiếp quản khóa');
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('does nothing for a throwaway in-memory database', () => {
    lockDataDir('memory://', 'server')();
    expect(existsSync('memory://.lock')).toBe(false);
  });
});
