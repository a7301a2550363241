import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * A secret generated once and kept in the database, so restarts and every instance on the same
 * database agree on it (the JWT keys when JWT_SECRET is not configured outside production, the
 * sandbox gateway's key, the envelope key pair). `generate` makes the value the first time.
 */
export async function serverSecret(db: Database, name: string, generate: () => string = () => randomBytes(48).toString('base64url')): Promise<string> {
  await db.db
    .insertInto('server_secrets')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
