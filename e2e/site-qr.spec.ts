import { expect, test, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { settledBox } from './support/captcha.ts';
import { shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

/** The footer's QR code of the site host (spec §2, D8), read from pixels as a phone camera would. */
async function decode(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
}

test('the desktop footer carries a scannable QR code of the site host, with the brand logo, and a larger one on demand', async ({ page }, testInfo) => {
  await page.goto(`${MAIN}/`);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const small = footer.getByRole('img', { name: 'Mã QR mở trang trên điện thoại' });
  await expect(small).toBeVisible();
  expect(Math.round((await settledBox(small)).width)).toBe(110);
  expect(await decode(small)).toBe(MAIN);
  await shot(page, testInfo, 'footer-site-qr');

  await footer.getByRole('button', { name: 'Phóng to mã QR' }).click();
  const dialog = page.getByRole('dialog');
  const large = dialog.getByRole('img', { name: 'Mã QR mở trang trên điện thoại' });
  await expect(large).toBeVisible();
  // Measured once the dialog's entrance (a short scale-in) is over.
  expect(Math.round((await settledBox(large)).width)).toBe(200);
  expect(await decode(large)).toBe(MAIN);
  await expect(dialog).toContainText(MAIN);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
