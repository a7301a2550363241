import { createServer } from 'node:http';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { createMemberEventBus } from './lib/events/create-member-event-bus.ts';
import { createKvStore } from './lib/kv/create-kv-store.ts';
import { hasOperatorAccounts } from './modules/operator/account-service.ts';
import { startDepositSweeper } from './modules/payments/requests/expiry.ts';
import { Database } from './db/database.ts';
import { gracefulShutdown, prepareDatabase } from './server-lifecycle.ts';
import { FIRST_OPERATOR_NOTICE, printStartupBanner } from './startup-banner.ts';

const config = loadConfig();
const db = await prepareDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const kv = createKvStore(config);
const listenerControl = {
  async stop() {
    await new Promise<void>((resolve) => {
      app.server.close(() => resolve());
      app.server.closeAllConnections();
    });
  },
  async start() {
    await new Promise<void>((resolve) => app.server.listen(config.PORT, config.HOST, resolve));
  },
};
const events = createMemberEventBus(config);
const app = await buildApp({ config, db, kv, events, listenerControl });
// Abandoned deposits close themselves (expiry.ts). Stopped before the app closes the database.
const depositSweeper = startDepositSweeper(
  { db: Database.wrap(db), events, config },
  { intervalMs: config.DEPOSIT_SWEEP_INTERVAL_SECONDS * 1000, log: app.log },
);
app.addHook('preClose', () => depositSweeper.stop());
const shutdown = gracefulShutdown(app, { drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 });

await app.listen({ host: config.HOST, port: config.PORT });
// The backup host (spec call 5): a second address answering with the same app, as a real
// deployment's second domain would.
if (config.BACKUP_PORT) shutdown.addServer(createServer((req, res) => app.routing(req, res)).listen(config.BACKUP_PORT, config.HOST));
shutdown.listen();

printStartupBanner(config);
if (!(await hasOperatorAccounts(Database.wrap(db)))) app.log.warn(FIRST_OPERATOR_NOTICE);
