import { expect, type Page, type TestInfo } from '@playwright/test';
import { nextCaptcha, solveSliderCaptcha } from './captcha.ts';

export type Member = { username: string; nickname: string; password: string; phone: string };

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Keeps a screenshot of each screen a test visits (house style), under .artifacts/. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `.artifacts/screens/${testInfo.project.name}-${name}.png` });
}

export async function registerThroughUi(page: Page, origin: string, m: Member) {
  await page.goto(`${origin}/dang-ky`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Đăng ký', exact: true }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(m.username);
  await form.getByLabel('Biệt danh', { exact: true }).fill(m.nickname);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(m.password);
  await form.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(m.password);
  await form.getByLabel('Số điện thoại', { exact: true }).fill(m.phone);
  // The account-existence check answers beside the field while typing.
  await expect(form.getByText('Có thể sử dụng').first()).toBeVisible();
  await form.getByRole('checkbox').check();
  const captcha = nextCaptcha(page);
  await form.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await solveSliderCaptcha(page, origin, captcha);
}

export async function loginThroughUi(page: Page, origin: string, username: string, password: string) {
  await page.goto(`${origin}/dang-nhap`);
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Đăng nhập', exact: true }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  const captcha = nextCaptcha(page);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await solveSliderCaptcha(page, origin, captcha);
}

/** The logged-in header shows the member's username. `timeout`: for pages loading two tabs at once. */
export async function expectLoggedIn(page: Page, username: string, timeout?: number) {
  await expect(page.getByText(username, { exact: true }).first()).toBeVisible({ timeout });
}

export async function logoutThroughUi(page: Page, testInfo: TestInfo, username: string) {
  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Tài khoản' }).click();
  } else {
    await page.getByRole('button', { name: new RegExp(username) }).click();
  }
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true }).or(page.getByRole('link', { name: 'Đăng nhập', exact: true })).first()).toBeVisible();
}
