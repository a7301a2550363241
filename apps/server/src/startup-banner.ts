import type { Config } from './config.ts';
import { DEMO_MEMBERS, DEMO_OPERATORS } from './db/seed.ts';

/** What a person starting the server reads first: where it answers and, for the demo, how to log in. */
export function printStartupBanner(config: Config): void {
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  Trang web đang chạy: ${url}`,
    `  Trang quản trị:      ${url}/operator/`,
    ...(config.BACKUP_PORT ? [`  Máy chủ dự phòng:    http://localhost:${config.BACKUP_PORT}`] : []),
    `  Cơ sở dữ liệu:       ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`}`,
  ];
  if (config.SEED_DEMO) {
    lines.push('  Tài khoản thử:', ...DEMO_MEMBERS.map((m) => `    ${m.username} / ${m.password}`));
    lines.push('  Tài khoản quản trị:', ...DEMO_OPERATORS.map((o) => `    ${o.username} / ${o.password}`));
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Written to the log (warn, so the default level shows it) while the console has no account at all. */
export const FIRST_OPERATOR_NOTICE =
  'Chưa có tài khoản quản trị nào. Tạo tài khoản đầu tiên bằng lệnh: node apps/server/dist/cli.js operator:create --username <tên> ' +
  '(hoặc: npm run operator:create -- --username <tên>). Mật khẩu được hỏi trên terminal (không hiện ký tự) hoặc đọc từ ' +
  '--password-file <tệp>. Với PGlite, dừng máy chủ trước khi chạy lệnh.';
