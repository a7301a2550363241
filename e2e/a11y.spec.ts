import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { memberTest } from './support/fixtures.ts';
import { expectLoggedIn, shot } from './support/flows.ts';
import { MAIN } from './support/servers.ts';

/**
 * axe-core on the main screens, as a visitor and as a member, on the phone and the desktop variant:
 * no serious or critical violation. The site's CSP refuses injected scripts, so these contexts
 * bypass it (nothing here is about the policy).
 */
test.use({ bypassCSP: true });
memberTest.use({ bypassCSP: true });

/** Each screen and what shows once it has loaded (axe should see the page, not its spinner). */
const visitorScreens: { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    name: 'home (visitor)',
    ready: (page) => expect(page.getByRole('button', { name: 'Đăng nhập', exact: true }).first()).toBeVisible(),
  },
  {
    path: '/dang-nhap',
    name: 'login',
    ready: (page) => expect(page.getByRole('main').getByLabel('Mật khẩu', { exact: true })).toBeVisible(),
  },
  {
    path: '/dang-ky',
    name: 'registration',
    ready: (page) => expect(page.getByLabel('Nhập lại mật khẩu', { exact: true })).toBeVisible(),
  },
];

for (const screen of visitorScreens) {
  test(`axe: ${screen.name}`, async ({ page }, testInfo) => {
    await page.goto(`${MAIN}${screen.path}`);
    await screen.ready(page);
    await expectNoSeriousAxeViolations(page, screen.name);
    await shot(page, testInfo, `axe-${screen.name.replace(/\W+/g, '-')}`);
  });
}

const memberScreens: { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', name: 'home (member)', ready: (page) => expect(page.getByTestId('main-balance').first()).toBeVisible() },
  { path: '/nap-tien', name: 'deposit', ready: (page) => expect(page.getByRole('button', { name: /Quét mã VietQR/ })).toBeVisible() },
  { path: '/chuyen-quy', name: 'transfer', ready: (page) => expect(page.getByRole('combobox', { name: 'Đến', exact: true })).toBeVisible() },
  {
    path: '/lich-su-giao-dich',
    name: 'transaction history',
    ready: (page) => expect(page.getByRole('combobox', { name: 'Trạng thái' })).toBeVisible(),
  },
  { path: '/cai-dat', name: 'settings', ready: (page) => expect(page.getByRole('heading', { name: 'Chơi có trách nhiệm' })).toBeVisible() },
];

// One member for all the member screens: what is checked is each screen, not the login.
memberTest('axe: the member screens', async ({ page, member }, testInfo) => {
  memberTest.setTimeout(60_000 + memberScreens.length * 30_000);
  for (const screen of memberScreens) {
    await memberTest.step(screen.name, async () => {
      await page.goto(`${MAIN}${screen.path}`);
      await screen.ready(page);
      if (screen.path === '/') await expectLoggedIn(page, member.username);
      await expectNoSeriousAxeViolations(page, screen.name);
      await shot(page, testInfo, `axe-${screen.name.replace(/\W+/g, '-')}`);
    });
  }
});
