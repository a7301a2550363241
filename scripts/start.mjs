// npm start: the demo. Builds the client and the operator console, then runs the API server from its TypeScript source
// (migrations and the demo accounts at its start: SEED_DEMO=1) on the embedded PGlite database in .data/, serving the
// client, the console (/operator/) and the API on one port. Production runs the build instead: npm run build && npm run start:prod.
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

console.log('Đang build giao diện…');
run('npm', ['run', 'build', '--silent', '-w', '@app/web']);
run('npm', ['run', 'build', '--silent', '-w', '@app/operator']);
run('npm', ['run', 'build', '--silent', '-w', '@app/sandbox-games']);

const env = { PORT: '8080', BACKUP_PORT: '8081', NODE_ENV: 'development', SEED_DEMO: '1', ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
