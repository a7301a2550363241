import { expect, test } from '@playwright/test';
import { expectLoggedIn, loginThroughUi, logoutThroughUi, registerThroughUi, shot } from './support/flows.ts';
import { MAIN, newMember } from './support/servers.ts';

test.describe('registration and login through the slider captcha', () => {
  test('a visitor registers, logs out, logs in and sees the username', async ({ page }, testInfo) => {
    const m = newMember('dk');
    await page.goto(MAIN);
    await shot(page, testInfo, 'home-visitor');
    await registerThroughUi(page, MAIN, m);
    await expectLoggedIn(page, m.username);
    await shot(page, testInfo, 'home-member');

    await logoutThroughUi(page, testInfo, m.username);
    const session = await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'uuid' && !k.startsWith('backup')));
    expect(session.join(',')).not.toMatch(/session/i);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'access_token' && c.value)).toBeUndefined();

    await loginThroughUi(page, MAIN, m.username, m.password);
    await expectLoggedIn(page, m.username);
    const tokens = await page.context().cookies();
    expect(tokens.find((c) => c.name === 'access_token')?.path).toBe('/');
    expect(tokens.find((c) => c.name === 'refresh_token')?.path).toBe('/');
  });

  test('a wrong password shows "Tin nhắn" with the server’s message', async ({ page }, testInfo) => {
    await loginThroughUi(page, MAIN, 'demo01', 'saimatkhau1');
    const dialog = page.getByRole('dialog', { name: 'Tin nhắn' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
    await shot(page, testInfo, 'wrong-password');
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('a nickname typed with combining accents (as Unikey may type it) is sent composed and accepted', async ({ page }) => {
  const nickname = `Nguyệt Ánh ${Date.now() % 100_000}`;
  const typed = nickname.normalize('NFD');
  expect(typed).not.toBe(nickname);
  await page.goto(`${MAIN}/dang-ky`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Đăng ký', exact: true }) });
  const field = form.getByLabel('Biệt danh', { exact: true });
  // The availability check while typing sends what the field holds: composed (NFC), byte for byte.
  const checked = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/verifyAccountIDIsExist') && (r.postDataJSON() as { NickName?: string }).NickName === nickname);
  await field.fill(typed);
  await checked;
  await expect(field).toHaveAccessibleDescription(/Có thể sử dụng/);
});
