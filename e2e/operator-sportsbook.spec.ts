import { expect, test, type Page } from '@playwright/test';
import { shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

const CONSOLE = `${MAIN}/operator/`;

async function signIn(page: Page, username: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** A datetime-local value in Vietnam time (UTC+7, no daylight saving), whatever the browser's zone. */
const vietnamLocal = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 16);

/** Nothing wider than the window: the desk's tables and forms wrap or scroll inside their panels. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('operator console: sportsbook trading desk', () => {
  // As operator.spec.ts: playwright.config.ts keeps the console's specs to the desktop project.

  test('an admin creates a fixture and a handicap market, suspends and reopens it, enters and corrects the result, and the list shows it', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const home = `Nhà ${Date.now().toString(36)}`;
    const away = 'Khách E2E';
    const match = `${home} – ${away}`;

    await page.goto(CONSOLE);
    await signIn(page, 'admin', 'quantri123');
    const menu = page.getByRole('navigation', { name: 'Menu quản trị' });
    await expect(menu.getByRole('link', { name: 'Thể thao' })).toHaveAttribute('href', '/operator/the-thao');
    await menu.getByRole('link', { name: 'Thể thao' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thể thao' })).toBeVisible();

    // A fixture two hours ahead, typed in Vietnam time.
    const create = page.getByRole('region', { name: 'Tạo trận đấu' });
    await create.getByLabel('Môn thể thao').selectOption({ label: 'Bóng đá' });
    await create.getByLabel('Giải đấu').fill('V.League 1');
    await create.getByLabel('Đội nhà').fill(home);
    await create.getByLabel('Đội khách').fill(away);
    const kickoff = vietnamLocal(Date.now() + 2 * 3_600_000);
    await create.getByLabel('Giờ bắt đầu').fill(kickoff);
    await create.getByRole('button', { name: 'Tạo trận đấu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã tạo trận' })).toHaveText(`Đã tạo trận ${match}.`);

    const list = page.getByRole('region', { name: 'Trận đấu', exact: true });
    const row = list.getByRole('row').filter({ hasText: home });
    // dd-MM HH:mm in Vietnam time, as typed.
    const shown = (local: string) => `${local.slice(8, 10)}-${local.slice(5, 7)} ${local.slice(11, 16)}`;
    await expect(row).toContainText(shown(kickoff));
    await expect(row).toContainText('Sắp diễn ra');
    const panel = page.getByRole('region', { name: `Trận ${match}` });
    await expect(panel).toBeVisible();

    // A line off the 0.25 step: the server's refusal, in its words, beside the form.
    const market = panel.getByRole('form', { name: 'Tạo kèo' });
    await market.getByLabel('Loại kèo').selectOption({ label: 'Kèo châu Á' });
    await market.getByLabel('Kèo', { exact: true }).fill('0.3');
    await market.getByLabel('Tỷ lệ Đội nhà').fill('0.92');
    await market.getByLabel('Tỷ lệ Đội khách').fill('0.96');
    await market.getByRole('button', { name: 'Tạo kèo' }).click();
    await expect(market.getByRole('alert')).toContainText('Kèo phải theo bước 0,25');
    await market.getByLabel('Kèo', { exact: true }).fill('-0.75');
    await market.getByRole('button', { name: 'Tạo kèo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã tạo kèo.' })).toBeVisible();
    const marketRow = panel.getByRole('row').filter({ hasText: 'Kèo châu Á Cả trận -0.75' });
    await expect(marketRow).toContainText('Đội nhà 0.92');
    await expect(marketRow).toContainText('Đang mở');
    await shot(page, testInfo, 'operator-sportsbook-market');

    await marketRow.getByRole('button', { name: 'Tạm khóa: Kèo châu Á Cả trận -0.75' }).click();
    await expect(marketRow).toContainText('Tạm khóa');
    await marketRow.getByRole('button', { name: 'Mở lại: Kèo châu Á Cả trận -0.75' }).click();
    await expect(marketRow).toContainText('Đang mở');

    // Before kick-off the provider refuses a result (409): its words, beside the form.
    const result = panel.getByRole('form', { name: 'Nhập kết quả' });
    await result.getByLabel('Bàn thắng đội nhà (Cả trận)').fill('1');
    await result.getByLabel('Bàn thắng đội khách (Cả trận)').fill('0');
    await result.getByLabel('Bàn thắng đội nhà (Hiệp 1)').fill('0');
    await result.getByLabel('Bàn thắng đội khách (Hiệp 1)').fill('0');
    await result.getByRole('button', { name: 'Lưu kết quả và quyết toán' }).click();
    await expect(result.getByRole('alert')).toContainText('Chỉ nhập kết quả sau giờ bắt đầu trận đấu.');

    // The kick-off moved to an hour ago; then the result settles at once, and the list shows it.
    const update = panel.getByRole('form', { name: 'Sửa trận đấu' });
    const started = vietnamLocal(Date.now() - 3_600_000);
    await update.getByLabel('Giờ bắt đầu mới').fill(started);
    await update.getByRole('button', { name: 'Lưu giờ bắt đầu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã lưu thay đổi' })).toBeVisible();
    await expect(row).toContainText(shown(started));
    await result.getByRole('button', { name: 'Lưu kết quả và quyết toán' }).click();
    const correction = panel.getByRole('form', { name: 'Sửa kết quả' });
    await expect(correction.getByRole('status')).toHaveText('Đã lưu kết quả: quyết toán 0 vé cược.');
    await expect(row).toContainText('1 - 0 (H1 0 - 0)');
    await expect(row).toContainText('Đã kết thúc');
    await expect(marketRow).toContainText('Đã quyết toán');

    // A correction needs a reason and a confirmation that says bets are settled again by the difference.
    await correction.getByLabel('Bàn thắng đội khách (Cả trận)').fill('1');
    await correction.getByRole('button', { name: 'Sửa kết quả' }).click();
    await expect(correction.getByRole('alert')).toContainText('Lý do phải có ít nhất 3 ký tự');
    await correction.getByLabel('Lý do sửa').fill('Trọng tài công nhận bàn gỡ phút bù giờ');
    await correction.getByRole('button', { name: 'Sửa kết quả' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sửa kết quả và quyết toán lại?' });
    await expect(confirm).toContainText('theo phần chênh lệch');
    await shot(page, testInfo, 'operator-sportsbook-correct');
    await confirm.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(confirm).toBeHidden();
    await expect(correction.getByRole('status')).toHaveText('Đã lưu kết quả: không có vé cược nào phải quyết toán lại.');
    await expect(row).toContainText('1 - 1 (H1 0 - 0)');
    await expectNoHorizontalOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, testInfo, 'operator-sportsbook');

    await page.setViewportSize({ width: 1024, height: 768 });
    await expectNoHorizontalOverflow(page);
    await shot(page, testInfo, 'operator-sportsbook-1024');
    await panel.getByRole('form', { name: 'Sửa kết quả' }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'operator-sportsbook-1024-result');
    expect(errors).toEqual([]);
  });
});
