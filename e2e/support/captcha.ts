import { expect, type Locator, type Page } from '@playwright/test';
import { signedPost } from './servers.ts';

/**
 * Drags the real slider captcha to the answer. The test may learn the answer only from the
 * test-only route, which exists when the server runs with CAPTCHA_TEST_MODE outside production.
 * Desktop drags with the mouse; mobile with touch events, as a phone would.
 */
export async function solveSliderCaptcha(page: Page, origin: string, init: Promise<{ token: string; width: number }>) {
  const { token, width } = await init;
  const dialog = page.getByRole('dialog', { name: 'Xác minh bảo mật' });
  const slider = dialog.getByRole('slider', { name: 'Kéo thanh trượt để hoàn thành ghép hình' });
  await expect(slider).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Hình ghép xác minh' })).toBeVisible();
  const answer = await signedPost(origin, '/__test/captcha/answer', { token });
  expect(answer.status).toBe(200);

  // The sheet slides in (mobile) or fades and scales (desktop): measure once it has come to rest.
  const image = await settledBox(dialog.getByRole('img', { name: 'Hình ghép xác minh' }));
  const handle = await settledBox(slider);
  if (!image || !handle) throw new Error('captcha not laid out');
  const distance = (answer.body.x * image.width) / width;
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  const steps = 12;

  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number) => [{ x, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(startX) });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(startX + (distance * i) / steps) });
      await page.waitForTimeout(25);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(startX, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(startX + (distance * i) / steps, y + (i % 3) - 1);
      await page.waitForTimeout(25);
    }
    await page.mouse.up();
  }
}

/** The element's box once two readings 100 ms apart agree (an entering dialog has finished moving). */
export async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  for (let i = 0; i < 40; i++) {
    await locator.page().waitForTimeout(100);
    const box = await locator.boundingBox();
    const same = box && previous && (['x', 'y', 'width', 'height'] as const).every((k) => Math.abs(box[k] - previous![k]) < 0.5);
    if (same) return box;
    previous = box;
  }
  throw new Error('the element never came to rest');
}

/** Resolves with the puzzle the page receives next (its token and natural width). */
export function nextCaptcha(page: Page): Promise<{ token: string; width: number }> {
  return page
    .waitForResponse((r) => r.url().endsWith('/api/v1/captcha/init') && r.status() === 200)
    .then(async (r) => {
      const body = await r.json();
      return { token: body.token, width: body.width };
    });
}
