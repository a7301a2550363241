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

/** Opens 4 Đỏ's form at Xóc Đĩa Bàn 1 and types new limits. */
async function typeFourRed(page: Page, limits: { min?: string; max?: string }) {
  const table = page.getByRole('region', { name: 'Xóc Đĩa Bàn 1' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /4 Đỏ/ }) });
  await row.getByRole('button', { name: 'Sửa mức cược 4 Đỏ (Xóc Đĩa Bàn 1)' }).click();
  const form = page.getByRole('region', { name: 'Sửa mức cược 4 Đỏ · Xóc Đĩa Bàn 1' });
  if (limits.min !== undefined) await form.getByLabel('Tối thiểu mỗi cược (₫)').fill(limits.min);
  if (limits.max !== undefined) await form.getByLabel('Tổng tối đa mỗi ván (₫)').fill(limits.max);
  await form.getByRole('button', { name: 'Lưu mức cược' }).click();
  return { row, form };
}

test.describe('operator console: live table limits', () => {
  // As operator-lottery.spec.ts: playwright.config.ts keeps the console's specs to the desktop project.

  test('an admin lowers 4 Đỏ’s maximum at Xóc Đĩa Bàn 1, confirms, sees it in the list, and puts it back', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(CONSOLE);
    await signIn(page, 'admin', 'quantri123');
    const menu = page.getByRole('navigation', { name: 'Menu quản trị' });
    await expect(menu.getByRole('link', { name: 'Bàn casino' })).toHaveAttribute('href', '/operator/ban-casino');
    await menu.getByRole('link', { name: 'Bàn casino' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bàn casino' })).toBeVisible();

    // Both tables, each cửa with its minimum and maximum, money with commas.
    const baccarat = page.getByRole('region', { name: 'Baccarat Bàn 1' });
    await expect(baccarat.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Hòa/ }) })).toContainText('5,000,000 ₫');
    const xocDia = page.getByRole('region', { name: 'Xóc Đĩa Bàn 1' });
    await expect(xocDia.getByRole('rowheader')).toHaveCount(6);
    const chan = xocDia.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Chẵn/ }) });
    await expect(chan).toContainText('10,000 ₫');
    await expect(chan).toContainText('50,000,000 ₫');

    // A minimum above the maximum is refused beside the form, before anything is asked.
    const refused = await typeFourRed(page, { min: '600,000', max: '500,000' });
    await expect(refused.form.getByRole('alert')).toContainText('Mức cược tối thiểu (600,000 VND) không được lớn hơn mức tối đa (500,000 VND).');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await refused.form.getByRole('button', { name: 'Hủy' }).click();

    // 4 Đỏ at most 500,000 a round: the dialog shows the limits before and after.
    const { row } = await typeFourRed(page, { max: '500,000' });
    await expect(row).toContainText('2,000,000 ₫');
    const dialog = page.getByRole('dialog', { name: 'Đổi mức cược 4 Đỏ?' });
    await expect(dialog).toContainText('10,000 ₫ – 2,000,000 ₫');
    await expect(dialog).toContainText('10,000 ₫ – 500,000 ₫');
    await shot(page, testInfo, 'operator-tables-confirm');
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã đổi mức cược' })).toHaveText('Đã đổi mức cược 4 Đỏ (Xóc Đĩa Bàn 1): 10,000 ₫ – 500,000 ₫.');
    await expect(row).toContainText('500,000 ₫');
    await expect(row).not.toContainText('2,000,000 ₫');
    await expect(row).toContainText('Đổi lúc');
    await shot(page, testInfo, 'operator-tables');

    // Back to the table's definition, so the worker's server takes 4 Đỏ bets as before for the specs after this one.
    await typeFourRed(page, { max: '2000000' });
    await page.getByRole('dialog', { name: 'Đổi mức cược 4 Đỏ?' }).getByRole('button', { name: 'Xác nhận' }).click();
    await expect(row).toContainText('2,000,000 ₫');

    // The audit log keeps both changes.
    await menu.getByRole('link', { name: 'Nhật ký thao tác' }).click();
    await expect(page.getByText('Đổi mức cược bàn casino').first()).toBeVisible();
    await expect(page.getByText('Xóc Đĩa Bàn 1 · 4 Đỏ: tối thiểu 10,000 · tối đa 2,000,000 → tối thiểu 10,000 · tối đa 500,000')).toBeVisible();
    await shot(page, testInfo, 'operator-tables-audit');
    expect(errors).toEqual([]);
  });
});
