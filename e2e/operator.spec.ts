import { expect, test, type Page } from '@playwright/test';
import { formatMoney, walletDisplayName, type WalletKey } from '@app/domain';
import { shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

const CONSOLE = `${MAIN}/operator/`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Console errors include CSP refusals: a strict-CSP page must not produce any. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A refused login answers 400, which the browser logs as a failed resource; that one is expected.
    if (message.type() === 'error' && !/status of 400/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signIn(page: Page, username: string, password: string) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

test.describe('operator console', () => {
  test('an operator signs in, finds demo01, sees the balances, reads the audit log, and signs out', async ({ page, context }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(CONSOLE);
    await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    await shot(page, testInfo, 'operator-login');

    // A wrong password: the server's Vietnamese message in the "Tin nhắn" dialog.
    await signIn(page, 'admin', 'saimatkhau');
    const dialog = page.getByRole('dialog', { name: 'Tin nhắn' });
    await expect(dialog).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
    await shot(page, testInfo, 'operator-wrong-password');
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(dialog).toBeHidden();

    await signIn(page, 'admin', 'quantri123');
    const menu = page.getByRole('navigation', { name: 'Menu quản trị' });
    // The console opens on its dashboard: today's figures.
    await expect(menu.getByRole('link', { name: 'Tổng quan' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Số liệu chính' })).toContainText('Thành viên trực tuyến');
    await expect(page.getByRole('heading', { name: 'Doanh thu trò chơi hôm nay theo nhà cung cấp' })).toBeVisible();
    await shot(page, testInfo, 'operator-dashboard');
    await menu.getByRole('link', { name: 'Thành viên' }).click();
    await expect(menu.getByRole('link', { name: 'Thành viên' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Duyệt giao dịch' })).toHaveAttribute('href', '/operator/duyet-giao-dich');
    await expect(page.getByRole('banner')).toContainText('Quản trị demo');
    await expect(page.getByRole('banner')).toContainText('admin · Quản trị viên');

    // The session lives in this tab only.
    const otherTab = await context.newPage();
    await otherTab.goto(CONSOLE);
    await expect(otherTab.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    await otherTab.close();

    await page.getByRole('searchbox', { name: 'Tìm thành viên' }).fill('demo01');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    const results = page.getByRole('table');
    await expect(results.getByRole('caption')).toHaveText('1 kết quả cho “demo01”');
    const row = results.getByRole('row', { name: /demo01/ });
    await expect(row).toContainText('Anh Minh');
    await expect(row).toContainText('0912 345 678');
    await expect(row).toContainText('Rồng Vàng');
    await expect(page).toHaveURL(/\/operator\/thanh-vien\?q=demo01$/);
    await shot(page, testInfo, 'operator-members');

    const detailAnswer = page.waitForResponse((r) => r.url().endsWith('/api/operator/members/detail') && r.status() === 200);
    await row.getByRole('link', { name: 'demo01' }).click();
    const detail = (await (await detailAnswer).json()) as { wallets: Array<{ walletKey: WalletKey; balance: number }>; totalBalance: number };
    await expect(page.getByRole('heading', { level: 1, name: 'demo01' })).toBeVisible();
    const balances = page.getByRole('region', { name: 'Số dư các ví' });
    // Every wallet by its display name with the amount the server holds (the seed gave demo01 an opening deposit).
    expect(detail.wallets).toHaveLength(9);
    for (const w of detail.wallets) {
      const name = new RegExp(`^${escapeRegExp(walletDisplayName(w.walletKey))} ${escapeRegExp(formatMoney(w.balance))}$`);
      await expect(balances.getByRole('row', { name })).toBeVisible();
    }
    await expect(balances.getByRole('row', { name: /^TK Chính/ })).toContainText(formatMoney(detail.wallets[0]!.balance));
    expect(detail.totalBalance).toBeGreaterThan(0);
    await expect(balances.getByRole('row', { name: /^Tổng số dư/ })).toContainText(formatMoney(detail.totalBalance));
    await expect(page.getByRole('region', { name: 'Thông tin thành viên' })).toContainText('Anh Minh');
    await shot(page, testInfo, 'operator-member-detail');

    await menu.getByRole('link', { name: 'Nhật ký thao tác' }).click();
    await expect(page.getByRole('heading', { name: 'Nhật ký thao tác' })).toBeVisible();
    const log = page.getByRole('table');
    const viewed = log.getByRole('row').filter({ hasText: 'Xem thông tin thành viên' }).first();
    await expect(viewed).toContainText('admin');
    await expect(viewed.getByRole('link', { name: 'demo01' })).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'Tìm kiếm thành viên' }).first()).toContainText('Từ khóa “demo01” · 1 kết quả');
    await expect(log.getByRole('row').filter({ hasText: 'Đăng nhập thất bại' }).first()).toContainText('Tên đăng nhập “admin”');
    await expect(log.getByRole('row').filter({ hasText: 'Xem nhật ký thao tác' }).first()).toBeVisible();
    const actions = await log.locator('tbody tr td:nth-child(3)').allInnerTexts();
    // Newest first: this page view; the member page's three audited reads (its details, its bets and its login
    // history, asked at once, so in any order); the search, the sign-in, the failed sign-in.
    expect(actions[0]).toBe('Xem nhật ký thao tác');
    expect(actions.slice(1, 4).sort()).toEqual(['Xem lịch sử cược', 'Xem lịch sử đăng nhập', 'Xem thông tin thành viên'].sort());
    expect(actions.slice(4, 7)).toEqual(['Tìm kiếm thành viên', 'Đăng nhập', 'Đăng nhập thất bại']);
    await shot(page, testInfo, 'operator-audit');

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('operator-session'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    await shot(page, testInfo, 'operator-signed-out');
    expect(errors).toEqual([]);
  });
});
