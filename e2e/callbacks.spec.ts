import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEFAULT_BRAND, formatPhone } from '@app/domain';
import { memberTest } from './support/fixtures.ts';
import { shot } from './support/flows.ts';
import { MAIN, newMember } from './support/servers.ts';

const CONSOLE = `${MAIN}/operator/`;
const SUPPORT = `${MAIN}/cskh`;

/** A QR code read from pixels, as a phone camera would. */
async function decode(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
}

const messenger = (kind: 'zalo' | 'telegram' | 'messenger') => DEFAULT_BRAND.support.messengers.find((m) => m.kind === kind)!;

/** The console in a desktop window of its own (a back office; the member's context keeps its session). */
async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(CONSOLE);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('quantri123');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu quản trị' })).toBeVisible();
  return page;
}

async function confirmStep(page: Page, title: string, note: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Ghi chú').fill(note);
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Gọi lại cho tôi', () => {
  memberTest('a member asks for a callback on the CSKH page; the console claims it and marks it done; the messaging apps show as QR codes', async ({ page, browser }, testInfo) => {
    await page.goto(SUPPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Chăm sóc khách hàng' })).toBeVisible();

    // The brand's messaging apps: links, and Zalo's and Telegram's as scannable QR codes of the same links.
    await expect(page.getByRole('link', { name: /^Messenger/ }).first()).toHaveAttribute('href', messenger('messenger').url);
    for (const kind of ['zalo', 'telegram'] as const) {
      const { name, url } = messenger(kind);
      const qr = page.getByRole('img', { name: `Mã QR ${name} của CSKH` });
      await qr.scrollIntoViewIfNeeded();
      await expect(qr).toBeVisible();
      expect(await decode(qr)).toBe(url);
      await expect(page.getByRole('link', { name: `Mở ${name}` })).toHaveAttribute('href', url);
    }
    await shot(page, testInfo, 'support-messenger-qr');

    // The form starts with the phone on the member's profile; a wrong number is refused in the contract's words.
    const form = page.getByRole('form', { name: 'Gọi lại cho tôi' });
    const phone = form.getByLabel('Số điện thoại', { exact: true });
    await phone.scrollIntoViewIfNeeded();
    await expect(phone).toHaveValue(/^0[35789]\d{2} \d{3} \d{3}$/);
    const profilePhone = await phone.inputValue();
    await phone.fill('0241 234 567');
    await form.getByRole('button', { name: 'Gửi yêu cầu gọi lại' }).click();
    await expect(form.getByText('Số điện thoại di động gồm 10 chữ số, bắt đầu bằng 03, 05, 07, 08 hoặc 09')).toBeVisible();
    await expect(phone).toBeFocused();
    await shot(page, testInfo, 'support-callback-refused');

    await phone.fill(profilePhone);
    await form.getByRole('radio', { name: 'Ngày mai, 08:00–12:00' }).check();
    await form.getByLabel('Ghi chú (không bắt buộc)').fill('Cần hỗ trợ rút tiền');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/callbacks/request'));
    await form.getByRole('button', { name: 'Gửi yêu cầu gọi lại' }).click();
    expect((await sent).status()).toBe(200);
    const card = page.getByRole('region', { name: 'Yêu cầu gọi lại của bạn' });
    await expect(card.getByRole('status')).toHaveText('Đang chờ gọi lại');
    await expect(card).toContainText(profilePhone);
    await expect(card).toContainText('Ngày mai, 08:00–12:00');
    await expect(form).toBeHidden();
    await shot(page, testInfo, 'support-callback-sent');
    // The request is the server's: it is still there after a reload, and no second form is offered.
    await page.reload();
    await expect(card.getByRole('status')).toHaveText('Đang chờ gọi lại');
    await expect(page.getByRole('form', { name: 'Gọi lại cho tôi' })).toHaveCount(0);

    // The console: the request in the queue, claimed, then done, each with a note.
    const desk = await openConsole(browser);
    await desk.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Gọi lại' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Gọi lại' })).toBeVisible();
    const open = desk.getByRole('region', { name: /Đang chờ gọi lại/ });
    const row = open.getByRole('row').filter({ hasText: profilePhone });
    await expect(row).toContainText('Chờ xử lý');
    await expect(row).toContainText('Ngày mai, 08:00–12:00');
    await expect(row).toContainText('Cần hỗ trợ rút tiền');
    await shot(desk, testInfo, 'console-callbacks-queue');
    await row.getByRole('button', { name: 'Nhận', exact: true }).click();
    await confirmStep(desk, 'Nhận yêu cầu gọi lại', 'Gọi trong 5 phút');
    await expect(row).toContainText('Bạn đang xử lý');
    await expect(page.getByRole('region', { name: 'Yêu cầu gọi lại của bạn' })).toBeVisible();

    await row.getByRole('button', { name: 'Đã gọi', exact: true }).click();
    await confirmStep(desk, 'Đã gọi lại cho khách', 'Đã hướng dẫn rút tiền');
    await expect(desk.getByRole('status').filter({ hasText: `Đã ghi nhận: đã gọi lại ${profilePhone}.` })).toBeVisible();
    await expect(row).toHaveCount(0);
    const recent = desk.getByRole('region', { name: 'Đã xử lý gần đây' }).getByRole('row').filter({ hasText: profilePhone });
    await expect(recent).toContainText('Đã gọi');
    await expect(recent).toContainText('Đã hướng dẫn rút tiền');
    await shot(desk, testInfo, 'console-callbacks-done');

    // Both steps are in the audit log.
    await desk.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Nhật ký thao tác' }).click();
    const log = desk.getByRole('table');
    const digits = profilePhone.replace(/\s/g, '');
    await expect(log.getByRole('row').filter({ hasText: 'Đã gọi lại cho khách' }).filter({ hasText: digits }).first()).toContainText('Đã hướng dẫn rút tiền');
    await expect(log.getByRole('row').filter({ hasText: 'Nhận yêu cầu gọi lại' }).filter({ hasText: digits }).first()).toContainText('Gọi trong 5 phút');
    await desk.context().close();

    // The member's page shows the outcome, and offers to ask again.
    await page.reload();
    await expect(card.getByRole('status')).toHaveText('Đã gọi lại');
    await expect(card.getByRole('button', { name: 'Gửi yêu cầu gọi lại mới' })).toBeVisible();
    await shot(page, testInfo, 'support-callback-done');
  });

  test('a visitor asks to be called back now, typing the number with spaces', async ({ page }, testInfo) => {
    const phone = newMember('cb').phone;
    await page.goto(SUPPORT);
    const form = page.getByRole('form', { name: 'Gọi lại cho tôi' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Số điện thoại', { exact: true })).toHaveValue('');
    await form.getByRole('button', { name: 'Gửi yêu cầu gọi lại' }).click();
    await expect(form.getByText('Vui lòng nhập số điện thoại')).toBeVisible();
    await form.getByLabel('Số điện thoại', { exact: true }).fill(formatPhone(phone));
    await expect(form.getByRole('radio', { name: 'Ngay bây giờ' })).toBeChecked();
    await form.getByRole('button', { name: 'Gửi yêu cầu gọi lại' }).click();
    const card = page.getByRole('region', { name: 'Yêu cầu gọi lại của bạn' });
    await expect(card.getByRole('status')).toHaveText('Đang chờ gọi lại');
    await expect(card).toContainText(formatPhone(phone));
    await expect(card).toContainText('Ngay bây giờ');
    await shot(page, testInfo, 'support-callback-visitor');
  });
});
