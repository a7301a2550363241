import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { MaintenanceCreateBody, MaintenanceStatus } from '@app/contract';
import { memberTest as test } from './support/fixtures.ts';
import { expectLoggedIn, isMobile, shot } from './support/flows.ts';
import { operatorPost, operatorToken } from './support/operator-api.ts';
import { MAIN, signedCall } from './support/servers.ts';

/**
 * Maintenance (issue 10) through the real server, the real console and the member's open page: the
 * whole site closed while a member is on it (the maintenance page, its countdown, and the way back
 * without a reload, still logged in), one area closed while the rest of the site works, and a
 * scheduled window announced by the banner. Each test closes what it opened, even when it fails: the
 * other specs of this worker share the server.
 */

const CONSOLE = `${MAIN}/operator/`;
/** Generous for a busy machine: the server's view of windows may lag 2 s, the page checks every 15 s. */
const APPEARS = { timeout: 45_000 };

let serial = 0;
const messageOf = (what: string) => `${what} e2e ${Date.now() % 100_000}-${++serial}`;


async function createWindow(token: string, body: MaintenanceCreateBody): Promise<number> {
  const list = await operatorPost(token, 'maintenanceCreate', body);
  const created = list.windows.find((w) => w.message === body.message);
  if (!created) throw new Error(`the new window is not in the list: ${JSON.stringify(list)}`);
  return created.id;
}

/** Ends (or cancels) every window this test opened that is still open. */
async function closeWindows(token: string, messages: string[]) {
  const list = await operatorPost(token, 'maintenanceList');
  for (const w of list.windows) {
    if (messages.includes(w.message) && w.state !== 'ended') await operatorPost(token, 'maintenanceEnd', { id: w.id });
  }
}

/** The member API's own word (what the member client reads), once the server has taken the change in. */
async function expectServerSees(id: number, where: 'active' | 'upcoming') {
  await expect
    .poll(async () => {
      const answer = await signedCall(MAIN, '/maintenance/status');
      return ((answer.body as MaintenanceStatus)[where] ?? []).some((w) => w.id === id);
    }, APPEARS)
    .toBe(true);
}

/** The next whole minute at least `ms` from now, as the console's datetime-local field takes it (Vietnam time). */
function vietnamMinuteAfter(ms: number): string {
  const at = Math.ceil((Date.now() + ms) / 60_000) * 60_000;
  return new Date(at + 7 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** The console's "Bảo trì" page, signed in, in a desktop window of its own. */
async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(CONSOLE);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Đăng nhập quản trị' }) });
  await form.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('quantri123');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Bảo trì' }).click();
  await expect(page.getByRole('heading', { name: 'Bảo trì', level: 1 })).toBeVisible();
  return page;
}

/**
 * The member asks for something the site's window closes: the deposit page. The page's own status
 * check (every minute) may have shown the maintenance page first, taking the button away: then there
 * is nothing to click, and the caller's expectation of the maintenance page stands either way.
 */
async function openDeposit(page: Page, testInfo: TestInfo) {
  const button = isMobile(testInfo)
    ? page.getByRole('navigation', { name: 'Thanh điều hướng' }).getByRole('link', { name: 'Nạp tiền' })
    : page.getByRole('banner').getByRole('button', { name: 'Nạp tiền', exact: true });
  await button.click({ timeout: 10_000 }).catch(() => undefined);
}

const depositForm = (page: Page) => page.getByRole('button', { name: /Quét mã VietQR/ });

test('whole-site maintenance: the member’s page gives way to the maintenance page, which goes by itself at the end', async ({ page, browser, member }, testInfo) => {
  // Through the console the end is set to the minute: the window lasts 30 to 90 s.
  test.setTimeout(360_000);
  const token = await operatorToken();
  const message = messageOf('Nâng cấp máy chủ');
  await page.goto(MAIN);
  await expectLoggedIn(page, member.username);

  try {
    let id: number;
    if (isMobile(testInfo)) {
      // The console is a desktop back office: on the phone project the operator's call goes straight to its API.
      id = await createWindow(token, { area: 'SITE', message, endsAt: new Date(Date.now() + 20_000).toISOString() });
    } else {
      const console = await openConsole(browser);
      await console.getByLabel('Khu vực').selectOption({ label: 'Toàn trang' });
      await expect(console.getByRole('radio', { name: 'Bắt đầu ngay' })).toBeChecked();
      await console.getByLabel('Thời gian kết thúc').fill(vietnamMinuteAfter(30_000));
      // What the server refuses is listed next to the form, not in a dialog.
      await console.getByLabel('Thông báo bảo trì').fill('abc');
      await console.getByRole('button', { name: 'Tạo lịch bảo trì' }).click();
      await expect(console.getByRole('alert')).toContainText('Thông báo bảo trì');
      await expect(console.getByRole('dialog')).toBeHidden();
      await console.getByLabel('Thông báo bảo trì').fill(message);
      await console.getByRole('button', { name: 'Tạo lịch bảo trì' }).click();
      const row = console.getByRole('row').filter({ hasText: message });
      await expect(row).toContainText('Đang bảo trì');
      await expect(row.getByRole('button', { name: 'Kết thúc ngay' })).toBeVisible();
      await shot(console, testInfo, 'operator-maintenance');
      id = Number((await operatorPost(token, 'maintenanceList')).windows.find((w) => w.message === message)?.id);
      await console.context().close();
    }
    await expectServerSees(id, 'active');

    // The member's next call meets the 503: the maintenance page stands in for the site. (The page's own
    // status check may find the window first, before the member's click: then the home page gave way.)
    await openDeposit(page, testInfo);
    const heading = page.getByRole('heading', { name: 'Hệ thống đang bảo trì', level: 1 });
    await expect(heading).toBeVisible(APPEARS);
    const during = page.url();
    await expect(page.getByText(message)).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(timer).toHaveAttribute('aria-label', /^Còn \d+ giờ \d+ phút \d+ giây$/);
    // The live chat opens its panel over this page; its address (/cskh/chat, open during maintenance) serves a new tab.
    await expect(page.getByRole('link', { name: 'Trò chuyện trực tuyến' })).toHaveAttribute('href', '/cskh/chat?group=5');
    // The countdown runs.
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    await shot(page, testInfo, 'maintenance-page');

    // It ends by itself: the page the member was on comes back, still logged in, without a reload;
    // and not before the end (a status check's answer once let the page flicker away mid-window).
    const endsAt = Date.parse((await operatorPost(token, 'maintenanceList')).windows.find((w) => w.id === id)?.endsAt ?? '');
    await expect(heading).toBeHidden({ timeout: 150_000 });
    expect(Date.now(), 'the maintenance page went only at the window’s end').toBeGreaterThanOrEqual(endsAt - 1000);
    await expect(page).toHaveURL(during);
    if (/\/nap-tien$/.test(during)) await expect(depositForm(page)).toBeVisible(APPEARS);
    else await expect(page.getByText(member.username, { exact: true }).first()).toBeVisible(APPEARS);
    if (!isMobile(testInfo)) await expectLoggedIn(page, member.username);
  } finally {
    await closeWindows(token, [message]);
  }
});

test('a deposits window closes Nạp tiền with the operator’s words while the rest of the site works', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const token = await operatorToken();
  const message = messageOf('Cổng thanh toán đang nâng cấp');
  try {
    const id = await createWindow(token, { area: 'DEPOSITS', message, endsAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    await expectServerSees(id, 'active');

    await page.goto(`${MAIN}/nap-tien`);
    const notice = page.getByRole('heading', { name: /^Nạp tiền đang bảo trì đến \d{2}-\d{2} \d{2}:\d{2}$/ });
    await expect(notice).toBeVisible(APPEARS);
    await expect(page.getByText(message)).toBeVisible();
    await expect(depositForm(page)).toBeHidden();
    await shot(page, testInfo, 'deposit-maintenance');

    // The rest of the site works: withdrawals (a new member has no card yet).
    await page.goto(`${MAIN}/rut-tien`);
    await expect(page.getByText('Bạn cần liên kết một thẻ ngân hàng để nhận tiền rút.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeHidden();

    // Ended in the console: Nạp tiền opens again by itself.
    await page.goto(`${MAIN}/nap-tien`);
    await expect(notice).toBeVisible(APPEARS);
    await operatorPost(token, 'maintenanceEnd', { id });
    await expect(depositForm(page)).toBeVisible(APPEARS);
    await expect(notice).toBeHidden();
  } finally {
    await closeWindows(token, [message]);
  }
});

test('a scheduled window is announced by a banner, which the member can close for the session', async ({ page }, testInfo) => {
  const token = await operatorToken();
  const message = messageOf('Bảo trì định kỳ hệ thống');
  try {
    const startsAt = Date.now() + 2 * 60 * 60_000;
    const id = await createWindow(token, {
      area: 'SITE',
      message,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 60 * 60_000).toISOString(),
    });
    await expectServerSees(id, 'upcoming');

    await page.goto(MAIN);
    const banner = page.getByRole('complementary', { name: 'Lịch bảo trì' });
    await expect(banner).toBeVisible(APPEARS);
    await expect(banner).toContainText(/Bảo trì hệ thống từ \d{2}-\d{2} \d{2}:\d{2} đến \d{2}-\d{2} \d{2}:\d{2}/);
    await expect(banner).toContainText(message);
    await shot(page, testInfo, 'maintenance-banner');

    await banner.getByRole('button', { name: 'Ẩn thông báo bảo trì' }).click();
    await expect(banner).toBeHidden();
    // Reloaded, the page asks again and hears of the same window, and keeps it closed.
    const checked = page.waitForResponse((r) => r.url().endsWith('/maintenance/status') && r.status() === 200);
    await page.reload();
    await checked;
    await expect(page.getByRole('main')).toBeVisible();
    await expect(banner).toBeHidden();
  } finally {
    await closeWindows(token, [message]);
  }
});
