import { parseArgs } from 'node:util';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { Database, type Db } from '../db/database.ts';
import { checkOperatorAccountFields, createOperatorAccount, OperatorAccountError } from '../modules/operator/account-service.ts';
import { NoTerminalError, promptHidden, readPasswordFile } from './password-input.ts';

export const OPERATOR_CREATE_USAGE = `Cách dùng: operator:create --username <tên> [--display-name <tên hiển thị>] [--role admin|finance|support|content] [--password-file <tệp>]
  Mật khẩu được hỏi trên terminal (không hiện ký tự), hoặc đọc từ tệp với --password-file.
  Không bao giờ nhận mật khẩu trong tham số dòng lệnh hay biến môi trường.`;

/** The command line itself is wrong: the usage is printed with the message. */
export class UsageError extends Error {}

export type OperatorCreateArgs = { username: string; displayName: string; role: string; passwordFile: string | undefined };

/** A password on the command line is visible to every user of the machine (ps) and stays in shell history. */
const PASSWORD_ARGUMENT = /^--password(=|$)/;

export function parseOperatorCreateArgs(argv: string[]): OperatorCreateArgs {
  if (argv.some((a) => PASSWORD_ARGUMENT.test(a))) {
    throw new UsageError('Không nhận mật khẩu trong tham số dòng lệnh (nó lộ trong danh sách tiến trình và lịch sử shell): dùng --password-file <tệp> hoặc nhập khi được hỏi');
  }
  let values: { username?: string | undefined; 'display-name'?: string | undefined; role?: string | undefined; 'password-file'?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string' }, 'display-name': { type: 'string' }, role: { type: 'string' }, 'password-file': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!values.username) throw new UsageError('Thiếu --username');
  return {
    username: values.username,
    displayName: values['display-name'] ?? values.username,
    // The first account must be able to do everything, reading the audit log included.
    role: values.role ?? 'admin',
    passwordFile: values['password-file'],
  };
}

export type Prompt = (question: string) => Promise<string>;

async function obtainPassword(args: OperatorCreateArgs, prompt: Prompt): Promise<string> {
  if (args.passwordFile) {
    try {
      return await readPasswordFile(args.passwordFile);
    } catch {
      throw new OperatorAccountError([`Không đọc được tệp mật khẩu ${args.passwordFile}`]);
    }
  }
  let first: string;
  let second: string;
  try {
    first = await prompt('Mật khẩu: ');
    second = await prompt('Nhập lại mật khẩu: ');
  } catch (error) {
    if (error instanceof NoTerminalError) {
      throw new UsageError('Không có terminal để hỏi mật khẩu: dùng --password-file <tệp>');
    }
    throw new OperatorAccountError(['Đã hủy']);
  }
  if (first !== second) throw new OperatorAccountError(['Hai lần nhập mật khẩu không khớp']);
  return first;
}

export type OperatorCreateIo = {
  /** Opened only once the password is in hand: an embedded database is one process's at a time. */
  openDb(): Promise<Db>;
  out(line: string): void;
  err(line: string): void;
  prompt?: Prompt;
};

/**
 * `operator:create`: checks the fields, reads the password (file or hidden prompt), creates the
 * account through the operator module (hash, insert and audit row). Answers the process exit code:
 * 0 created, 1 refused (rules, taken name, mismatch, database in use), 2 wrong command line.
 */
export async function runOperatorCreate(argv: string[], io: OperatorCreateIo): Promise<number> {
  try {
    const args = parseOperatorCreateArgs(argv);
    checkOperatorAccountFields(args);
    const password = await obtainPassword(args, io.prompt ?? promptHidden);
    const db = await io.openDb();
    const created = await createOperatorAccount(Database.wrap(db), { ...args, password }, { source: 'operator:create' });
    io.out(`Đã tạo tài khoản quản trị ${created.username} (vai trò ${created.role}). Đăng nhập tại /operator/.`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${OPERATOR_CREATE_USAGE}`);
      return 2;
    }
    if (error instanceof OperatorAccountError) {
      for (const message of error.messages) io.err(message);
      return 1;
    }
    if (error instanceof DataDirInUseError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
