import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** Who holds a PGlite data folder: a server, or the CLI for the few seconds it runs. */
type Holder = { pid: number; host: string; role: string };

export class DataDirInUseError extends Error {}

const lockPath = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

function readHolder(path: string): Holder | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/** Whether the holder may still be running: certain only on this machine (same host name). */
function holderState(holder: Holder | null): 'gone' | 'running' | 'elsewhere' {
  if (!holder) return 'gone';
  if (holder.host !== hostname()) return 'elsewhere';
  if (holder.pid === process.pid) return 'gone'; // an earlier life of this container, restarted under the same pid
  try {
    process.kill(holder.pid, 0);
    return 'running';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'running' : 'gone';
  }
}

/**
 * Takes `<DATA_DIR>.lock` for this process, removed when it exits. PGlite does not lock its folder, and
 * two processes writing one folder corrupt it (seen: a CLI run beside a live server broke the audit
 * log's sequence), so a running holder on this machine is refused. A holder on another host (a
 * container sharing the volume) cannot be checked: the CLI refuses it, a server takes over, since a
 * lock left by a crashed container must not keep the next one from starting.
 */
export function lockDataDir(dataDir: string, role: 'server' | 'cli', log: (message: string) => void = () => {}): () => void {
  if (dataDir.startsWith('memory://')) return () => {};
  const path = lockPath(dataDir);
  const holder = readHolder(path);
  const state = holderState(holder);
  const inUse = `Thư mục dữ liệu ${dataDir} đang được dùng bởi ${holder?.role ?? '?'} (pid ${holder?.pid ?? '?'} trên ${holder?.host ?? '?'})`;
  if (state === 'running' || (state === 'elsewhere' && role === 'cli')) {
    throw new DataDirInUseError(
      `${inUse}: PGlite chỉ cho một tiến trình mỗi lúc, hãy dừng máy chủ trước. Nếu chắc chắn nó đã dừng, xóa ${path}.`,
    );
  }
  if (state === 'elsewhere') log(`${inUse}; không kiểm tra được từ máy này, tiếp quản khóa`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), role } satisfies Holder));
  const release = () => {
    process.off('exit', release);
    if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
