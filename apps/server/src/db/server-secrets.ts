import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * A secret generated once and kept in the database, so restarts and every instance on the same
 * database agree on it (used for the JWT key when JWT_SECRET is not configured outside production).
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
