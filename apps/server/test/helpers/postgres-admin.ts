import pg from 'pg';

/**
 * One short-lived connection for work on databases themselves (create, copy, drop), closed when
 * `work` is done. Imports nothing of Vitest's: the global setup runs it in Vitest's main process,
 * the suites (databases.ts) in their workers.
 */
export async function withAdminClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
