import { z } from 'zod';
import { body, decimal, integer, text } from './fields.ts';

/** Member-facing rules for the account fields; the messages are what the member reads. */
export const USERNAME_PATTERN = /^[a-z][a-z0-9]{3,15}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,64}$/;
export const NICKNAME_PATTERN = /^[\p{L}\p{N}_ .-]{2,20}$/u;
/** A Vietnamese mobile number without its leading 0, as the number the client sends (spec §5). */
export const PHONE_MIN = 300_000_000;
export const PHONE_MAX = 999_999_999;

const userName = text('Tên đăng nhập', {
  max: 16,
  pattern: USERNAME_PATTERN,
  patternMessage: 'Tên đăng nhập gồm 4–16 chữ thường hoặc số, bắt đầu bằng chữ cái',
});
const password = text('Mật khẩu', {
  max: 64,
  pattern: PASSWORD_PATTERN,
  patternMessage: 'Mật khẩu gồm 8–64 ký tự, có cả chữ và số',
});
const nickName = text('Biệt danh', {
  max: 20,
  pattern: NICKNAME_PATTERN,
  patternMessage: 'Biệt danh gồm 2–20 chữ, số hoặc khoảng trắng',
});
/** Mobile prefixes 03x, 05x, 07x, 08x, 09x: the first digit once the leading 0 is dropped. */
export const PHONE_LEADING_DIGITS = ['3', '5', '7', '8', '9'] as const;
const phoneNumber = integer('Số điện thoại', { min: PHONE_MIN, max: PHONE_MAX })
  .refine((n) => (PHONE_LEADING_DIGITS as readonly string[]).includes(String(n)[0] ?? ''), {
    error: 'Số điện thoại di động không hợp lệ',
  })
  .meta({ description: 'Vietnamese mobile number as a number (leading 0 dropped)' });
const agentName = text('Mã đại lý', { max: 32, pattern: /^[A-Za-z0-9_-]*$/ });
const appId = text('Ứng dụng', { min: 1, max: 32 });
const captchaPass = text('Mã xác minh', { min: 1, max: 128 });

/** Spec §3 registration payload. */
export const RegisterBody = body({
  AgentName: agentName,
  UserName: userName,
  NickName: nickName,
  Password: password,
  PhoneNumber: phoneNumber,
  AppName: appId,
  Captcha: captchaPass,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Spec §3 login payload: the fields inside the base64 `data` of the login body (D5). */
export const LoginFields = body({
  UserName: text('Tên đăng nhập', { min: 1, max: 16 }),
  Password: text('Mật khẩu', { min: 1, max: 64 }),
  AgentName: agentName,
  App: appId,
  Captcha: captchaPass,
  time: integer('Thời gian', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  uuid: text('Mã thiết bị', { min: 8, max: 64, pattern: /^[A-Za-z0-9-]+$/ }),
  userX: decimal('Vị trí thanh trượt', { min: 0, max: 10_000 }),
});
export type LoginFields = z.infer<typeof LoginFields>;

export const LoginBody = body({ data: text('Dữ liệu đăng nhập', { min: 1, max: 4096 }) });
export type LoginBody = z.infer<typeof LoginBody>;

/** Spec §3 account-existence payload: the client sends the fields it has so far. */
export const VerifyAccountBody = body({
  AgentName: agentName.optional(),
  UserName: userName.optional(),
  NickName: nickName.optional(),
  /** Sent by the spec's client; never stored, compared or logged. */
  Password: text('Mật khẩu', { max: 64 }).optional(),
  PhoneNumber: phoneNumber.optional(),
});
export type VerifyAccountBody = z.infer<typeof VerifyAccountBody>;

/** true means the value is already taken by another account. */
export const VerifyAccountResponse = z.object({
  UserName: z.boolean().optional(),
  NickName: z.boolean().optional(),
  PhoneNumber: z.boolean().optional(),
});
export type VerifyAccountResponse = z.infer<typeof VerifyAccountResponse>;

export const BackupUrlBody = body({ App: appId });
export const BackupUrlResponse = z.object({ hosts: z.array(z.string()) });
export type BackupUrlResponse = z.infer<typeof BackupUrlResponse>;

export const RefreshTokenBody = body({ refresh_token: text('Mã làm mới', { min: 1, max: 256 }) });
export const TokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const LogoutBody = RefreshTokenBody;
export const OkResponse = z.object({ ok: z.literal(true) });

/** What `user/GetLoggedinInfo` answers; also the session snapshot the client keeps in localStorage. */
export const LoggedInInfo = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Main account ('TK Chính') balance, integer VND. */
  balance: z.number().int(),
  /** Main plus every game account, integer VND. */
  totalBalance: z.number().int(),
  level: z.number().int().min(1).max(5),
  /** Cumulative successful deposits, integer VND: what the level is read from (D7), for the progress to the next one. */
  lifetimeDeposits: z.number().int(),
  /** Where levels 1–5 start (VND, from 0): the server's configuration, so the progress shown matches the level given. */
  levelThresholds: z.array(z.number().int()).length(5),
  /** Start of the login before this one (D11), ISO time, null on the first login. */
  previousLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LoggedInInfo = z.infer<typeof LoggedInInfo>;

export const AuthResponse = TokenPair.extend({ user: LoggedInInfo });
export type AuthResponse = z.infer<typeof AuthResponse>;
