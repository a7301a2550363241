import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whether any operator account exists (the first one is made from the command line, not the console). */
export async function anyOperatorExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
