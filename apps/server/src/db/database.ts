import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { DatabaseSchema } from './types.ts';

export type Db = Kysely<DatabaseSchema>;

// int8 (bigint) as a JS number: money stays below 2^53 (D3), so no precision is lost.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` ('memory://' for tests).
 * `loadDataDir` (in memory only) starts PGlite from a data-directory tarball (`dumpDataDir()`)
 * instead of running initdb: the tests' migrated template, loaded in a fraction of the time.
 */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; loadDataDir?: Blob | undefined }): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator's terminate) is
    // dropped by the pool and replaced on the next query; unheard, its 'error' would end the process.
    pool.on('error', () => {});
    // The same for a connection checked out by a request when the server ends it: the query in flight
    // fails (and is answered 503), the pool drops the connection, and the process lives on.
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  // PGlite creates its own folder but not the ones above it (.data/ on a fresh clone).
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = inMemory ? new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) : new PGlite(opts.dataDir);
  await pglite.waitReady;
  return new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}

type CommitHook = () => unknown;

/**
 * The one way modules reach the database (atproto's packages/pds/src/db/db.ts): repositories take a
 * `Database` and query `db.db`; services open transactions with `transaction(fn)`, which hands `fn`
 * a `Database` bound to the transaction. Inside one, `transaction` joins it (the caller's commit
 * decides), so a step that moves money can run alone or as part of a larger change without asking
 * which. `onCommit` keeps what must only follow a commit (publishing to members' tabs): the hooks run,
 * in order, after the outermost transaction commits, and are dropped if it rolls back or is retried.
 */
export class Database {
  private constructor(
    /** The query builder: the connection, or the open transaction. */
    readonly db: Kysely<DatabaseSchema>,
    private readonly commitHooks: CommitHook[] | null,
  ) {}

  static wrap(db: Db): Database {
    return new Database(db, null);
  }

  get isTransaction(): boolean {
    return this.commitHooks !== null;
  }

  /** For a repository function that is only correct under the caller's locks (row locks, a posting). */
  assertTransaction(): void {
    if (!this.isTransaction) throw new Error('this database call must run inside a transaction');
  }

  async transaction<T>(fn: (txn: Database) => Promise<T>): Promise<T> {
    if (this.isTransaction) return fn(this);
    const hooks: CommitHook[] = [];
    const result = await this.db.transaction().execute((trx: Transaction<DatabaseSchema>) => fn(new Database(trx, hooks)));
    for (const hook of hooks) await hook();
    return result;
  }

  /** Runs `hook` after the transaction commits; outside a transaction there is nothing to wait for. */
  async onCommit(hook: CommitHook): Promise<void> {
    if (this.commitHooks) this.commitHooks.push(hook);
    else await hook();
  }
}
