import type { Browser } from '@playwright/test';
import { PHONE } from './support/chromium.ts';

export type FirstScreen = {
  /** Same-origin files (not the API), in request order, each once. */
  files: string[];
  /** The API calls the page made, for the record (their bytes are data, not the screen's weight). */
  api: string[];
};

/**
 * What a phone fetches from the server to show `path` the first time: a fresh context (empty cache),
 * the page loaded until the network is idle, so the lazy thumbnails that meet the screen are in.
 */
export async function firstPhoneScreen(browser: Browser, origin: string, path: string): Promise<FirstScreen> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const urls: URL[] = [];
    page.on('request', (r) => urls.push(new URL(r.url())));
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const own = urls.filter((u) => u.origin === origin);
    const files = [...new Set(own.filter((u) => !u.pathname.startsWith('/api/')).map((u) => u.pathname))];
    const api = own.filter((u) => u.pathname.startsWith('/api/')).map((u) => u.pathname);
    return { files, api };
  } finally {
    await context.close();
  }
}
