/**
 * Vitest global setup: prepares the databases every API suite starts from, once per run, so that no
 * suite pays for initdb or the migrations (see databases.ts for the suites' side).
 *
 * - PGlite: data-directory tarballs (`dumpDataDir`) right after initdb and with every migration
 *   applied, kept in node_modules/.cache/test-databases and rebuilt when the migrations or PGlite change.
 * - PostgreSQL (TEST_DATABASE_URL): a template database migrated once per run; each suite's
 *   database is a `CREATE DATABASE … TEMPLATE` copy. Databases left by runs that are gone are dropped.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../src/db/database.ts';
import type { DatabaseSchema } from '../../src/db/types.ts';
import type { TestDatabases } from './databases.ts';
import { withAdminClient } from './postgres-admin.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MIGRATIONS = join(ROOT, 'apps/server/src/db/migrations');
const CACHE = join(ROOT, 'node_modules/.cache/test-databases');
/** An image not used by any run for this long is deleted (another branch's migrations, an old PGlite). */
const STALE_IMAGE_MS = 24 * 60 * 60 * 1000;
/** A database of another host's run, or of the former naming, this old is a leftover. */
const STALE_DATABASE_MS = 6 * 60 * 60 * 1000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[test databases] ${line}`);

function pgliteVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * How the images are made (part of their names, so a change rebuilds them): every suite on PGlite
 * starts by loading one, and loading writes each of its files into PGlite's in-memory file system,
 * so its size is most of a suite's start. initdb's defaults left 43 MB: a 16 MB WAL segment and the
 * template0 and template1 databases beside `postgres`, which no suite uses (nothing here creates a
 * database on PGlite). With 1 MB WAL segments and no templates the migrated image is 19 MB (seven
 * recycled 1 MB segments among them) and loads in about half the time (1.0–1.4 → 0.5–0.7 s, measured
 * in a suite; some 100 loads a run).
 */
const IMAGE_FORMAT = 'wal1m-notemplates';
const INITDB_PARAMS = ['--wal-segsize=1'];

/** Drops the template databases (a database marked template cannot be dropped) and leaves the WAL checkpointed. */
async function dropTemplates(pglite: PGlite): Promise<void> {
  await pglite.query("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  // One statement each: DROP DATABASE refuses to run inside the transaction a multi-statement exec makes.
  await pglite.query('drop database template0');
  await pglite.query('drop database template1');
  await pglite.query('checkpoint');
}

/** Changes whenever a migration file (or the PGlite build or format the image is made with) changes. */
function migrationsHash(version: string): string {
  const hash = createHash('sha256').update(`pglite ${version} ${IMAGE_FORMAT}\n`);
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(`${file}\n`).update(readFileSync(join(MIGRATIONS, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Written to a temporary name first: another run reading the image never sees half of it. */
function writeAtomically(path: string, data: Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

function cached(path: string): boolean {
  try {
    if (statSync(path).size === 0) return false;
    const now = new Date();
    utimesSync(path, now, now); // in use: not stale
    return true;
  } catch {
    return false;
  }
}

function pruneImages(keep: string[]) {
  for (const file of readdirSync(CACHE)) {
    const path = join(CACHE, file);
    if (keep.includes(path)) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_IMAGE_MS) unlinkSync(path);
    } catch {
      // another run removed it first
    }
  }
}

async function dump(pglite: PGlite): Promise<Uint8Array> {
  return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
}

async function preparePglite(): Promise<NonNullable<TestDatabases['pglite']>> {
  mkdirSync(CACHE, { recursive: true });
  const version = pgliteVersion();
  const blank = join(CACHE, `pglite-${version}-${IMAGE_FORMAT}-blank.tar`);
  const migrated = join(CACHE, `pglite-${version}-migrated-${migrationsHash(version)}.tar`);

  let started = performance.now();
  if (cached(blank)) {
    log(`PGlite after initdb: cached (${seconds(started)})`);
  } else {
    const pglite = new PGlite({ initDbStartParams: INITDB_PARAMS });
    await pglite.waitReady;
    await dropTemplates(pglite);
    writeAtomically(blank, await dump(pglite));
    await pglite.close();
    log(`PGlite after initdb: built in ${seconds(started)}`);
  }

  started = performance.now();
  if (cached(migrated)) {
    log(`PGlite migrated: cached (${seconds(started)})`);
  } else {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(blank)]) });
    const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    writeAtomically(migrated, await dump(pglite));
    await db.destroy();
    if (!pglite.closed) await pglite.close();
    log(`PGlite migrated: built in ${seconds(started)}`);
  }
  pruneImages([blank, migrated]);
  return { blank, migrated };
}

const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 4);
/** This run's databases: vt_<host>_<pid of the Vitest process>_… */
const RUN_PREFIX = `vt_${HOST}_${process.pid}_`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropDatabase(client: pg.Client, name: string) {
  try {
    await client.query(`alter database ${name} is_template false`);
    await client.query(`drop database if exists ${name} with (force)`);
  } catch {
    // dropped meanwhile by another run's clean-up
  }
}

/**
 * Drops what runs that are gone left behind: databases of this host's runs whose Vitest process has
 * ended, and old databases of other hosts' runs and of the former `t_<hex>` naming. A running
 * run's databases are never touched.
 */
async function dropLeftovers(client: pg.Client) {
  const ours = `datname ~ '^vt_[0-9a-f]{4}_[0-9]+_' or datname ~ '^t_[0-9a-f]{12}$'`;
  // A database's age is the age of its files (readable by a superuser only; unknown otherwise).
  const { rows } = await client
    .query<{ name: string; ageMs: number | null }>(
      `select datname as name,
              (extract(epoch from now() - (pg_stat_file('base/' || oid || '/PG_VERSION', true)).modification) * 1000)::float8 as "ageMs"
         from pg_database where ${ours}`,
    )
    .catch(() => client.query<{ name: string; ageMs: number | null }>(`select datname as name, null as "ageMs" from pg_database where ${ours}`));
  const gone = rows.filter(({ name, ageMs }) => {
    const run = /^vt_([0-9a-f]{4})_([0-9]+)_/.exec(name);
    if (run && run[1] === HOST) return Number(run[2]) === process.pid || !processAlive(Number(run[2]));
    return ageMs !== null && ageMs > STALE_DATABASE_MS;
  });
  for (const { name } of gone) await dropDatabase(client, name);
  return gone.length;
}

async function preparePostgres(databaseUrl: string): Promise<NonNullable<TestDatabases['postgres']>> {
  const started = performance.now();
  const template = `${RUN_PREFIX}tpl`;
  const dropped = await withAdminClient(databaseUrl, async (client) => {
    const n = await dropLeftovers(client);
    await client.query(`create database ${template}`);
    return n;
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${template}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // No one connects to the template again: a copy cannot be made while a session is connected to it.
  await withAdminClient(databaseUrl, (client) => client.query(`alter database ${template} is_template true allow_connections false`));
  log(`PostgreSQL template ${template} migrated in ${seconds(started)}${dropped ? ` (${dropped} leftover databases dropped)` : ''}`);
  return { template, prefix: RUN_PREFIX };
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([preparePglite(), databaseUrl ? preparePostgres(databaseUrl) : null]);
  project.provide('testDatabases', { pglite, postgres } satisfies TestDatabases);
  log(`ready in ${seconds(started)}`);

  return async () => {
    if (!databaseUrl) return;
    await withAdminClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(`select datname as name from pg_database where starts_with(datname, $1)`, [RUN_PREFIX]);
      for (const { name } of rows) await dropDatabase(client, name);
    });
  };
}
