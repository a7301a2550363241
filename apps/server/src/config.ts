import { z } from 'zod';

/** The one place that reads the environment (house style). */
const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** A second listener on the same app, advertised as a backup host (spec call 5). */
  BACKUP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Comma-separated origins handed out by GetBackUpURL; defaults to the backup listener. */
  BACKUP_API_HOSTS: z.string().optional(),
  /** Extra origins allowed to call the API cross-origin (besides brand hosts). */
  CORS_ORIGINS: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /** PGlite data folder when DATABASE_URL is unset; 'memory://' for a throwaway database. */
  DATA_DIR: z.string().default('.data/pglite'),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('rv:'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 86_400),
  CAPTCHA_DIFFICULTY_BITS: z.coerce.number().int().min(1).max(28).default(16),
  /** Test-only: exposes captcha answers. Refused in production (D6). */
  CAPTCHA_TEST_MODE: flag,
  /** Test-only: routes that stop and restart the primary listener, for the backup-host test. */
  TEST_LISTENER_CONTROL: flag,
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The operator console's build, served under /operator/. */
  OPERATOR_DIST: z.string().default('apps/operator/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default(true),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Per-address limits on what costs the server or can enumerate accounts. */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CAPTCHAS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
});

export type Config = z.infer<typeof EnvSchema> & { backupHosts: string[]; corsOrigins: string[] };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && (c.CAPTCHA_TEST_MODE || c.TEST_LISTENER_CONTROL)) {
    throw new Error('Test switches (CAPTCHA_TEST_MODE, TEST_LISTENER_CONTROL) can never be turned on in production');
  }
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new Error('JWT_SECRET is required in production');
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
  return { ...c, backupHosts, corsOrigins: list(c.CORS_ORIGINS) };
}
