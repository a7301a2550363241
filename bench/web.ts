/**
 * npm run bench:web — gzip size of the JS and CSS a browser actually loads for the first mobile and
 * the first desktop screen of the built client (goal: ≤ 100 KB of JS for mobile). Loads the home page
 * in Chromium against the real server and sums what was requested.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { startBenchServer } from './start-server.ts';

const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@app/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const { app, url } = await startBenchServer({ WEB_DIST: 'apps/web/dist' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(name: string, context: Parameters<typeof browser.newContext>[0]) {
  const ctx = await browser.newContext(context);
  const page = await ctx.newPage();
  const assets: { url: string; kind: 'js' | 'css'; gzip: number; raw: number }[] = [];
  page.on('response', async (res) => {
    const u = new URL(res.url());
    const kind = u.pathname.endsWith('.js') ? 'js' : u.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    const body = await res.body();
    assets.push({ url: u.pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ctx.close();
  const sum = (k: 'js' | 'css', f: 'gzip' | 'raw') => assets.filter((a) => a.kind === k).reduce((s, a) => s + a[f], 0);
  console.log(`\n${name}: ${assets.length} files`);
  for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
    console.log(`  ${(a.gzip / 1024).toFixed(1).padStart(6)} KB gz  ${(a.raw / 1024).toFixed(1).padStart(6)} KB  ${a.url}`);
  }
  console.log(`  JS  ${(sum('js', 'gzip') / 1024).toFixed(1)} KB gzip (${(sum('js', 'raw') / 1024).toFixed(1)} KB raw)`);
  console.log(`  CSS ${(sum('css', 'gzip') / 1024).toFixed(1)} KB gzip (${(sum('css', 'raw') / 1024).toFixed(1)} KB raw)`);
  return sum('js', 'gzip');
}

const mobileJs = await measure('First mobile screen (Pixel 7)', { ...devices['Pixel 7'] });
await measure('First desktop screen (1440×900)', { viewport: { width: 1440, height: 900 } });
console.log(`\nMobile first-screen JS: ${(mobileJs / 1024).toFixed(1)} KB gzip (goal ≤ 100 KB): ${mobileJs <= 100 * 1024 ? 'met' : 'NOT met'}\n`);
await browser.close();
await app.close();
