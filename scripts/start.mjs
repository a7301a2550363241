// npm start: build the client and the operator console, then run the API server (migrations and demo seed run at its start)
// on the embedded PGlite database in .data/, serving the client, the console (/operator/) and the API on one port.
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

console.log('Đang build giao diện…');
run('npm', ['run', 'build', '--silent', '-w', '@app/web']);
run('npm', ['run', 'build', '--silent', '-w', '@app/operator']);

const env = { PORT: '8080', BACKUP_PORT: '8081', NODE_ENV: 'development', ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
