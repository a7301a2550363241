import pg from 'pg';

/**
 * The PostgreSQL the benches create their scratch databases on: TEST_DATABASE_URL, or the local
 * server's postgres database. Loopback only (checkLoopback): a bench creates, floods and drops databases.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own to the base database (create, drop, terminate, read statistics). */
export async function admin<R extends pg.QueryResultRow = pg.QueryResultRow>(statement: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return (await client.query<R>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

export function checkLoopback(bench: string): void {
  const host = new URL(POSTGRES_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`${bench} runs against a loopback PostgreSQL only, not ${host}`);
  }
}
