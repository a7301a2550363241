import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real server (built client + API on embedded PGlite), one mobile and one
 * desktop project. Two servers: the main one (with a backup listener) and one whose access tokens
 * live 4 seconds, for the silent-refresh test.
 */
export const MAIN_PORT = 8180;
export const BACKUP_PORT = 8181;
export const SHORT_TTL_PORT = 8190;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  CAPTCHA_TEST_MODE: '1',
  CAPTCHA_DIFFICULTY_BITS: '12',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  TEST_LISTENER_CONTROL: '1',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
  CAPTCHAS_PER_ADDRESS_PER_MINUTE: '1000',
  ACCOUNT_CHECKS_PER_ADDRESS_PER_MINUTE: '1000',
  ...extra,
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.artifacts/e2e-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.artifacts/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      // The operator console is a desktop back office, and the site-host QR code is for desktop visitors to open the
      // site on a phone: their specs belong to the desktop project only.
      testIgnore: /(operator|site-qr)\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `http://localhost:${MAIN_PORT}/`,
      env: serverEnv(MAIN_PORT, { BACKUP_PORT: String(BACKUP_PORT), BACKUP_API_HOSTS: `http://localhost:${BACKUP_PORT}` }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `http://localhost:${SHORT_TTL_PORT}/`,
      env: serverEnv(SHORT_TTL_PORT, { ACCESS_TOKEN_TTL_SECONDS: '4' }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
