import { Database } from '../../src/db/database.ts';

/**
 * The same database, every statement sent through it counted (its transactions' too: they run on the
 * same query builder). For tests that a piece of work costs no statement, or how many.
 */
export function countingDatabase(database: Database): { db: Database; statements(): number } {
  let statements = 0;
  const db = Database.wrap(
    database.db.withPlugin({
      transformQuery: (args) => ((statements += 1), args.node),
      transformResult: async (args) => args.result,
    }),
  );
  return { db, statements: () => statements };
}
