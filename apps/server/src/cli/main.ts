/**
 * Administration commands, run beside the server: `node apps/server/dist/cli.js <command>` in
 * production (`npm run operator:create -- …` from a checkout). With the embedded PGlite database,
 * stop the server first: its data folder belongs to one process at a time.
 */
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { configurePasswordHashing } from '../lib/passwords.ts';
import { OPERATOR_CREATE_USAGE, runOperatorCreate } from './operator-create.ts';

const COMMANDS: Record<string, { usage: string; run: typeof runOperatorCreate }> = {
  'operator:create': { usage: OPERATOR_CREATE_USAGE, run: runOperatorCreate },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    console.error(`Lệnh: ${Object.keys(COMMANDS).join(', ')}\n\n${Object.values(COMMANDS).map((c) => c.usage).join('\n\n')}`);
    return 2;
  }
  const config = loadConfig();
  configurePasswordHashing(config);
  let db: Db | undefined;
  let unlock = () => {};
  try {
    return await command.run(args, {
      async openDb() {
        if (!config.DATABASE_URL) unlock = lockDataDir(config.DATA_DIR, 'cli');
        db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
        await migrateToLatest(db);
        return db;
      },
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db?.destroy();
    unlock();
  }
}

process.exit(await main(process.argv.slice(2)));
