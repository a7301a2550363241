import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_BACKEND } from '../helpers/test-app.ts';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * `npm run bench:money` is what says money stays right under faults: two instances, concurrent money
 * calls retried with their keys, the database connections cut, then the books checked call by call.
 * Its check of the books once fell behind the code (transfers became orders to a game provider and the
 * check still looked for member-to-member postings): every run failed, and no test said so. A short run
 * here keeps the bench and the books it checks in step. It needs PostgreSQL and Redis, which the two
 * instances share: skipped without them (CI sets both).
 */
describe.skipIf(!SHARED_BACKEND)('bench:money, a short run', () => {
  it('answers every money call once, cuts the database once, and finds the books as the calls left them', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/money.ts'], {
      cwd: root,
      env: {
        ...process.env,
        TEST_DATABASE_URL: SHARED_BACKEND!.databaseUrl,
        REDIS_URL: SHARED_BACKEND!.redisUrl,
        BENCH_SECONDS: '6',
        BENCH_MEMBERS: '4',
        BENCH_WORKERS: '4',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code, output).toBe(0);
    expect(output).toMatch(/connection cuts: \d+ connections/);
    expect(output).toMatch(/deadlocks: 0 /);
    expect(output).toMatch(/audit OK/);
    expect(output).toMatch(/every acknowledged operation recorded exactly once, nothing else, every balance as expected: yes/);
  }, 300_000);
});
