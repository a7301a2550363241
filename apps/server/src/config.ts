import { z } from 'zod';
import { assertLevelThresholds, BANKS, DEFAULT_LEVEL_THRESHOLDS, DEPOSIT_CHANNELS, type DepositChannel, type LevelThresholds } from '@app/domain';

/** The one place that reads the environment (house style). */
const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const amount = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A receiving account spec, checked at start so a typo never reaches a member's payment screen. */
export type ReceivingAccountConfig = { bankCode: number; accountNumber: string; accountName: string };
const receivingAccount = z
  .string()
  .regex(/^\d{4}:[0-9A-Za-z]{6,19}:[A-Z][A-Z0-9 ]{1,49}$/, 'expected bankCode:accountNumber:ACCOUNT NAME')
  .transform((spec, ctx): ReceivingAccountConfig => {
    const [code, accountNumber, accountName] = spec.split(':') as [string, string, string];
    if (!BANKS.some((b) => b.code === Number(code))) ctx.addIssue({ code: 'custom', message: `unknown bank code ${code}` });
    return { bankCode: Number(code), accountNumber, accountName };
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** A second listener on the same app, advertised as a backup host (spec call 5). */
  BACKUP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Comma-separated origins handed out by GetBackUpURL; defaults to the backup listener. */
  BACKUP_API_HOSTS: z.string().optional(),
  /**
   * Which peers may tell the client's address in X-Forwarded-For: a hop count (the number of proxies in
   * front of the server) or comma-separated addresses/CIDRs of the proxies. Unset: none, so every
   * per-address limit counts the connection's own address and a header cannot reset it.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      const value = v?.trim() ?? '';
      if (value === '') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
      const bad = entries.filter((e) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(e) && !['loopback', 'linklocal', 'uniquelocal'].includes(e));
      if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `expected a hop count or addresses/CIDRs, got ${bad.join(', ')}` });
      return entries;
    }),
  /** Extra origins allowed to call the API cross-origin (besides brand hosts). */
  CORS_ORIGINS: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /** PGlite data folder when DATABASE_URL is unset; 'memory://' for a throwaway database. */
  DATA_DIR: z.string().default('.data/pglite'),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('rv:'),
  JWT_SECRET: z.string().min(32).optional(),
  /** The bearer token Prometheus scrapes /metrics with; unset: no /metrics at all. */
  METRICS_TOKEN: z.string().min(24).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 86_400),
  /**
   * Access tokens whose signature each instance remembers having checked (oldest out first): size it
   * for the members online, since behind a balancer every instance sees every member's heartbeats
   * (some 0.5 KB a token; a miss costs a signature check, ~40 µs).
   */
  ACCESS_TOKEN_CACHE_SIZE: z.coerce.number().int().min(0).default(200_000),
  CAPTCHA_DIFFICULTY_BITS: z.coerce.number().int().min(1).max(28).default(16),
  /** Test-only: exposes captcha answers. Refused in production (D6). */
  CAPTCHA_TEST_MODE: flag,
  /** Test-only: routes that stop and restart the primary listener, for the backup-host test. */
  TEST_LISTENER_CONTROL: flag,
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The operator console's build, served under /operator/. */
  OPERATOR_DIST: z.string().default('apps/operator/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Creates the demo members and operator (their passwords are printed at start): `npm start` and the
   * browser tests turn it on; off by default, and refused in production.
   */
  SEED_DEMO: flag,
  /**
   * On SIGTERM the server keeps answering this long (every answer closing its connection, /ready 503)
   * before it stops listening: requests already on their way arrive, and a load balancer polling
   * /ready stops sending. Set it above the balancer's poll interval.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0.5),
  /** Then requests in flight get this long to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Per-address limits on what costs the server or can enumerate accounts. */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CAPTCHAS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Test-only: a cheaper argon2id memory cost (KiB) than production's fixed 19456. Refused in production. */
  PASSWORD_HASH_TEST_MEMORY_KIB: z.coerce.number().int().min(8).max(19_456).optional(),

  // Payments (D7). Every default lets `npm start` run the sandbox with no environment at all.
  /** Which gateway adapter takes deposits; the sandbox (a made-up bank, no real money) is the only one shipped. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Comma-separated deposit channels that are open; empty means all of them. */
  DEPOSIT_CHANNELS_ENABLED: z.string().optional(),
  /** Online banking, ATM transfer and VietQR share one pair of limits (integer VND). */
  DEPOSIT_BANK_MIN_AMOUNT: amount.default(50_000),
  DEPOSIT_BANK_MAX_AMOUNT: amount.default(300_000_000),
  DEPOSIT_EWALLET_MIN_AMOUNT: amount.default(20_000),
  DEPOSIT_EWALLET_MAX_AMOUNT: amount.default(20_000_000),
  DEPOSIT_TOKEN_MIN_AMOUNT: amount.default(100_000),
  DEPOSIT_TOKEN_MAX_AMOUNT: amount.default(500_000_000),
  WITHDRAWAL_MIN_AMOUNT: amount.default(100_000),
  WITHDRAWAL_MAX_AMOUNT: amount.default(100_000_000),
  /** VND per USDT quoted to token deposits. */
  USDT_VND_RATE: amount.default(25_400),
  /** Deposits a member may have under review or processing at once. */
  MAX_OPEN_DEPOSITS: z.coerce.number().int().min(1).default(5),
  MAX_BANK_CARDS: z.coerce.number().int().min(1).default(5),
  /** Member levels 1–5 (D7): the cumulative successful deposits (VND) at which each starts, comma-separated, from 0. */
  LEVEL_THRESHOLDS: z.string().default(DEFAULT_LEVEL_THRESHOLDS.join(',')),
  /**
   * How long an online-banking deposit may wait for its payment before it is closed as "Quá hạn thanh
   * toán" (status 5) and stops counting against MAX_OPEN_DEPOSITS. Keep it no shorter than the
   * gateway's payment session (the sandbox bank's lasts 30 minutes), or a payment made at the last
   * minute would come back to a closed deposit.
   */
  DEPOSIT_EXPIRY_MINUTES_ONLINE_BANKING: z.coerce.number().int().min(1).default(30),
  /** The same for the channels an operator matches by memo (transfer, QR, e-wallets, token): a day. */
  DEPOSIT_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(1440),
  /** How often each instance looks for abandoned deposits; 0 turns the sweep off on this instance. */
  DEPOSIT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Where the game providers' API is (the sandbox ships inside this server at /sandbox-provider/v1);
   * unset: this server's own listening address, called over HTTP like any remote provider.
   */
  GAME_PROVIDER_URL: z.string().url().optional(),
  /** Milliseconds a call to a game provider may take before its outcome counts as unknown. */
  GAME_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How often each instance reconciles game transfers and bet records (seconds); 0 turns the job off on this instance. */
  GAME_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  /**
   * Receiving accounts as `bankCode:accountNumber:ACCOUNT NAME` (a bank code of the bank list, the
   * name upper-case without diacritics as banks print it). BANK serves ATM transfer and VietQR; each
   * e-wallet has its own, since MoMo, ZaloPay and ViettelPay all scan a VietQR to a bank account.
   */
  RECEIVING_ACCOUNT_BANK: receivingAccount.prefault('1001:1023456789:CONG TY TNHH RONG VANG'),
  RECEIVING_ACCOUNT_MOMO: receivingAccount.prefault('1005:19036688990011:CONG TY TNHH RONG VANG'),
  RECEIVING_ACCOUNT_ZALOPAY: receivingAccount.prefault('1006:0886688990022:CONG TY TNHH RONG VANG'),
  RECEIVING_ACCOUNT_VIETTELPAY: receivingAccount.prefault('1002:21510006688990:CONG TY TNHH RONG VANG'),

  // The sandbox game provider (issue 9), served by this process and called over HTTP like a remote one.
  /** Test-only: the provider's fault-injection route (slow, timed-out or refused transfers…). Refused in production. */
  SANDBOX_PROVIDER_FAULTS: flag,
  /** Where the sandbox provider calls the platform back; unset: this server's own listening address. */
  SANDBOX_PLATFORM_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The sandbox provider's game pages (apps/sandbox-games), served under /sandbox-provider/play/ when built. */
  SANDBOX_GAMES_DIST: z.string().default('apps/sandbox-games/dist'),
});

/** Every environment variable the server reads (the README's configuration table lists exactly these). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export type Config = z.infer<typeof EnvSchema> & {
  backupHosts: string[];
  corsOrigins: string[];
  depositChannels: DepositChannel[];
  levelThresholds: LevelThresholds;
};

function levelThresholds(spec: string): LevelThresholds {
  const values = spec.split(',').map((v) => Number(v.trim()));
  assertLevelThresholds(values);
  return values;
}

function depositChannels(list: string[]): DepositChannel[] {
  if (list.length === 0) return [...DEPOSIT_CHANNELS];
  const unknown = list.filter((c) => !(DEPOSIT_CHANNELS as readonly string[]).includes(c));
  if (unknown.length > 0) throw new Error(`DEPOSIT_CHANNELS_ENABLED: unknown channel ${unknown.join(', ')} (known: ${DEPOSIT_CHANNELS.join(', ')})`);
  return DEPOSIT_CHANNELS.filter((c) => list.includes(c));
}

function checkLimits(c: z.infer<typeof EnvSchema>): void {
  const pairs = [
    ['DEPOSIT_BANK', c.DEPOSIT_BANK_MIN_AMOUNT, c.DEPOSIT_BANK_MAX_AMOUNT],
    ['DEPOSIT_EWALLET', c.DEPOSIT_EWALLET_MIN_AMOUNT, c.DEPOSIT_EWALLET_MAX_AMOUNT],
    ['DEPOSIT_TOKEN', c.DEPOSIT_TOKEN_MIN_AMOUNT, c.DEPOSIT_TOKEN_MAX_AMOUNT],
    ['WITHDRAWAL', c.WITHDRAWAL_MIN_AMOUNT, c.WITHDRAWAL_MAX_AMOUNT],
  ] as const;
  for (const [name, min, max] of pairs) {
    if (min > max) throw new Error(`${name}_MIN_AMOUNT (${min}) is above ${name}_MAX_AMOUNT (${max})`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && (c.CAPTCHA_TEST_MODE || c.TEST_LISTENER_CONTROL || c.PASSWORD_HASH_TEST_MEMORY_KIB !== undefined || c.SANDBOX_PROVIDER_FAULTS)) {
    throw new Error('Test switches (CAPTCHA_TEST_MODE, TEST_LISTENER_CONTROL, PASSWORD_HASH_TEST_MEMORY_KIB, SANDBOX_PROVIDER_FAULTS) can never be turned on in production');
  }
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new Error('JWT_SECRET is required in production');
  }
  if (c.NODE_ENV === 'production' && c.SEED_DEMO) {
    throw new Error('SEED_DEMO can never be turned on in production: demo accounts have published passwords (create operators with operator:create)');
  }
  const list = (s: string | undefined) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim().replace(/\/$/, ''))
      .filter(Boolean);
  const backupHosts = c.BACKUP_API_HOSTS
    ? list(c.BACKUP_API_HOSTS)
    : c.BACKUP_PORT
      ? [`http://localhost:${c.BACKUP_PORT}`]
      : [];
  checkLimits(c);
  return { ...c, backupHosts, corsOrigins: list(c.CORS_ORIGINS), depositChannels: depositChannels(list(c.DEPOSIT_CHANNELS_ENABLED)),
    levelThresholds: levelThresholds(c.LEVEL_THRESHOLDS),
  };
}
