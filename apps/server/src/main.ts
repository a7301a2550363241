import { createServer } from 'node:http';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedDemoData, DEMO_MEMBERS, DEMO_OPERATORS } from './db/seed.ts';
import { createMemberEventBus } from './lib/events/create-member-event-bus.ts';
import { createKvStore } from './lib/kv/create-kv-store.ts';
import { startDepositSweeper } from './modules/payments/expiry.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(db);
if (config.SEED_DEMO) await seedDemoData(db);
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
  { db, events, config },
  { intervalMs: config.DEPOSIT_SWEEP_INTERVAL_SECONDS * 1000, log: app.log },
);
app.addHook('preClose', () => depositSweeper.stop());

await app.listen({ host: config.HOST, port: config.PORT });
// The backup host (spec call 5): a second address answering with the same app, as a real
// deployment's second domain would.
const backup = config.BACKUP_PORT
  ? createServer((req, res) => app.routing(req, res)).listen(config.BACKUP_PORT, config.HOST)
  : undefined;

const url = `http://localhost:${config.PORT}`;
console.log(`\n  Trang web đang chạy: ${url}`);
console.log(`  Trang quản trị:      ${url}/operator/`);
if (config.BACKUP_PORT) console.log(`  Máy chủ dự phòng:    http://localhost:${config.BACKUP_PORT}`);
console.log(`  Cơ sở dữ liệu:       ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`}`);
if (config.SEED_DEMO) {
  console.log('  Tài khoản thử:');
  for (const m of DEMO_MEMBERS) console.log(`    ${m.username} / ${m.password}`);
  console.log('  Tài khoản quản trị:');
  for (const o of DEMO_OPERATORS) console.log(`    ${o.username} / ${o.password}`);
}
console.log('');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    backup?.close();
    await app.close();
    process.exit(0);
  });
}
