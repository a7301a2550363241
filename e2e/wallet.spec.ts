import { expect, type Page } from '@playwright/test';
import { memberTest as test } from './support/fixtures.ts';
import { expectLoggedIn, isMobile, shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

/** demo02 is seeded with 2,000,000 VND in TK Chính; the two projects share one database, so only differences are checked. */
const USERNAME = 'demo02';
const PASSWORD = 'matkhau123';
// Logged in through the API: this test is about the wallet, not the login.
test.use({ memberAccount: { username: USERNAME, password: PASSWORD } });

const accounts = (page: Page) => page.getByRole('list', { name: 'Số dư các tài khoản' });
const row = (page: Page, name: string) =>
  accounts(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
const money = (n: number) => n.toLocaleString('en-US');

async function balanceOf(page: Page, name: string): Promise<number> {
  const text = (await row(page, name).textContent()) ?? '';
  return Number(text.replace(name, '').replace(/\D/g, ''));
}

test('a member transfers to JILI and recalls everything back to TK Chính', async ({ page }, testInfo) => {
  await page.goto(MAIN);
  await expectLoggedIn(page, USERNAME);

  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Tài khoản' }).click();
  } else {
    await page.getByRole('button', { name: new RegExp(USERNAME) }).click();
  }
  await page.getByRole('link', { name: 'Chuyển quỹ' }).click();
  await expect(page).toHaveURL(/\/chuyen-quy$/);
  await expect(row(page, 'JILI')).toBeVisible();

  const jiliBefore = await balanceOf(page, 'JILI');
  const mainBefore = await balanceOf(page, 'TK Chính');
  const totalBefore = Number(((await page.getByRole('main').getByText('Tổng số dư', { exact: true }).locator('..').textContent()) ?? '').replace(/\D/g, ''));
  expect(mainBefore).toBeGreaterThanOrEqual(500_000);

  const from = page.getByRole('combobox', { name: 'Từ', exact: true });
  const to = page.getByRole('combobox', { name: 'Đến', exact: true });
  await expect(from).toHaveValue('TK Chính');
  await expect(to).toHaveValue('');

  await to.selectOption('JILI');
  await page.getByRole('button', { name: '500,000', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('500,000');
  await page.getByRole('button', { name: 'Chuyển quỹ', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Chuyển quỹ thành công' })).toBeVisible();
  await expect(row(page, 'JILI')).toContainText(money(jiliBefore + 500_000));
  await expect(row(page, 'TK Chính')).toContainText(money(mainBefore - 500_000));
  await shot(page, testInfo, 'wallet-after-transfer');
  // The success popup closes itself after 1 s.
  await expect(page.getByText('Chuyển quỹ thành công')).toBeHidden({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Thu hồi tất cả', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thu hồi thành công' })).toBeVisible();
  await expect(row(page, 'JILI')).toContainText(/^JILI\s*0$/);
  await expect(row(page, 'TK Chính')).toContainText(money(totalBefore));
  await shot(page, testInfo, 'wallet-after-recall');
});
