import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';

/** The system Chromium, with the flags the browser tests use (playwright.config.ts): quiet, no GPU, no sandbox. */
export function launchChromium(executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A Pixel 7 (its user agent, touch, DPR 2.625), with the whole 412×915 screen as the viewport: the
 * client picks its phone variant from the user agent and the touch screen.
 */
export const PHONE: BrowserContextOptions = {
  ...devices['Pixel 7'],
  viewport: { width: 412, height: 915 },
};
