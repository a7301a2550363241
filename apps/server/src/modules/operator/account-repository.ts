import type { Database } from '../../db/database.ts';


/** Whether any operator account exists (the first one is made from the command line, not the console). */
export async function anyOperatorExists(db: Database): Promise<boolean> {
  const row = await db.db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
