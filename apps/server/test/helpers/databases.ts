import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { withAdminClient } from './postgres-admin.ts';

/**
 * What the global setup (global-setup.ts) prepared once for the whole run, so that no suite runs
 * initdb or the migrations itself.
 */
export type TestDatabases = {
  /** PGlite data-directory tarballs: right after initdb, and with every migration applied. */
  pglite: { blank: string; migrated: string } | null;
  /** PostgreSQL: the migrated template each suite's database is copied from, and this run's name prefix. */
  postgres: { template: string; prefix: string } | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

const NONE: TestDatabases = { pglite: null, postgres: null };

/** The run's prepared databases; none when the global setup did not run (a file run on its own by another tool). */
export function preparedDatabases(): TestDatabases {
  try {
    return inject('testDatabases') ?? NONE;
  } catch {
    return NONE;
  }
}

export type FreshDatabase = {
  db: Db;
  /** True when the database came from the migrated template (the caller need not migrate it). */
  migrated: boolean;
  drop(): Promise<void>;
};

/**
 * A throwaway in-memory PGlite: 'migrated' (every migration applied) or 'blank' (right after
 * initdb). Loaded from the run's tarball when there is one (a fraction of initdb's time), else made
 * the slow way.
 */
export async function openTestPglite(kind: 'migrated' | 'blank' = 'migrated'): Promise<FreshDatabase> {
  const image = preparedDatabases().pglite?.[kind];
  if (!image) return { db: await openDatabase({ dataDir: 'memory://' }), migrated: false, drop: async () => {} };
  return { db: await loadImage(image), migrated: kind === 'migrated', drop: async () => {} };
}

/**
 * A PGlite loaded from an image file. A file-backed Blob refuses to be read once the file's time
 * changes, and another run's global setup touches the images it finds (so they are not pruned as
 * stale): a run started beside this one then fails the read ("The blob could not be read"). The bytes
 * are the same, so they are then read whole into memory, which nothing can change under the load.
 */
async function loadImage(image: string): Promise<Db> {
  try {
    return await openDatabase({ dataDir: 'memory://', loadDataDir: await openAsBlob(image) });
  } catch (error) {
    if ((error as Error).name !== 'NotReadableError') throw error;
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([new Uint8Array(await readFile(image))]) });
  }
}

/**
 * A new PostgreSQL database of its own, dropped afterwards: a copy of the run's migrated template
 * (CREATE DATABASE … TEMPLATE, a file copy) when there is one, else an empty database.
 */
export async function createPostgresDatabase(databaseUrl: string): Promise<FreshDatabase> {
  const prepared = preparedDatabases().postgres;
  const name = `${prepared?.prefix ?? 't_'}${randomBytes(6).toString('hex')}`;
  await withAdminClient(databaseUrl, (c) => c.query(prepared ? `create database ${name} template ${prepared.template}` : `create database ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    db,
    migrated: prepared !== null,
    drop: () => withAdminClient(databaseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
