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

/** Sets 3 càng's payout through the form and its confirmation (3 càng: no other spec buys it). */
async function setBaCangPayout(page: Page, payout: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /3 càng/ }) });
  await row.getByRole('button', { name: 'Sửa tỷ lệ 3 càng' }).click();
  const form = page.getByRole('region', { name: 'Sửa tỷ lệ 3 càng' });
  await form.getByLabel('Tiền thưởng mỗi điểm (₫)').fill(payout);
  await form.getByRole('button', { name: 'Lưu tỷ lệ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi tỷ lệ 3 càng?' });
  await expect(dialog).toBeVisible();
  return { row, form, dialog };
}

test.describe('operator console: lottery odds', () => {
  // As operator-sportsbook.spec.ts: playwright.config.ts keeps the console's specs to the desktop project.

  test('an admin changes 3 càng’s payout, confirms, and sees the new house edge; odds giving the member the edge are refused', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(CONSOLE);
    await signIn(page, 'admin', 'quantri123');
    const menu = page.getByRole('navigation', { name: 'Menu quản trị' });
    await expect(menu.getByRole('link', { name: 'Xổ số' })).toHaveAttribute('href', '/operator/xo-so');
    await menu.getByRole('link', { name: 'Xổ số' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Xổ số' })).toBeVisible();

    const table = page.getByRole('region', { name: 'Tỷ lệ theo loại cược' });
    const de = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Đề đặc biệt/ }) });
    await expect(de).toContainText('1,000 ₫');
    await expect(de).toContainText('80,000 ₫');
    await expect(de).toContainText('20.000%');
    await expect(de).toContainText('chính xác 1/5');
    const lo = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Lô 2 số/ }) });
    await expect(lo).toContainText('6.087%');
    await expect(lo).toContainText('93.913%');

    // 1 ăn 500 on 3 càng: 50% instead of 60%. The form shows the edge as it is typed, the dialog before and after.
    const { row, dialog } = await setBaCangPayout(page, '500,000');
    await expect(dialog).toContainText('1,000 ₫ → 400,000 ₫ (lợi nhuận nhà cái 60.000%)');
    await expect(dialog).toContainText('1,000 ₫ → 500,000 ₫ (lợi nhuận nhà cái 50.000%)');
    await shot(page, testInfo, 'operator-lottery-confirm');
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã đổi tỷ lệ' })).toHaveText('Đã đổi tỷ lệ 3 càng: lợi nhuận nhà cái 50.000%.');
    await expect(row).toContainText('500,000 ₫');
    await expect(row).toContainText('50.000%');
    await expect(row).toContainText('chính xác 1/2');
    await expect(row).toContainText('Đổi lúc');
    await shot(page, testInfo, 'operator-lottery-odds');

    // 1 ăn 1,200: the member would have the edge. Refused beside the form, in Vietnamese; nothing changes.
    await row.getByRole('button', { name: 'Sửa tỷ lệ 3 càng' }).click();
    const form = page.getByRole('region', { name: 'Sửa tỷ lệ 3 càng' });
    await form.getByLabel('Tiền thưởng mỗi điểm (₫)').fill('1200000');
    await expect(form).toContainText('lợi nhuận nhà cái -20.000%');
    await form.getByRole('button', { name: 'Lưu tỷ lệ' }).click();
    await expect(form.getByRole('alert')).toContainText('Tỷ lệ này cho người chơi lợi thế');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await form.getByRole('button', { name: 'Hủy' }).click();
    await expect(row).toContainText('500,000 ₫');

    // Back to the street rate, so the worker's server sells 3 càng as before for the specs after this one.
    const back = await setBaCangPayout(page, '400000');
    await back.dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(row).toContainText('60.000%');

    // The audit log keeps both changes with the odds before and after.
    await menu.getByRole('link', { name: 'Nhật ký thao tác' }).click();
    await expect(page.getByText('Đổi tỷ lệ xổ số').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
